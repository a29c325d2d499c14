// A public page that fails to build (issue 47): the build stops, as before, and tells the post's author
// and responsible editor through the newsroom (report_page_build_failure) when it has the project's
// service-role key — once per page version; without the key only its log says so.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../../local/keys'
import { useTestStack } from '../fixtures.ts'
import { runPrerender, SHELL } from './run-prerender'

const t = useTestStack()
let outDir: string
let postId: string
let authorId: string

async function failedBuild(env: Record<string, string>): Promise<string> {
  const failure = await runPrerender(outDir, t().url, false, env).then(
    () => null,
    (error: { stderr: string }) => error,
  )
  expect(failure, 'the build should fail').not.toBeNull()
  return failure?.stderr ?? ''
}

const pageFailures = async () =>
  (
    await t().stack.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from public.notifications where kind = 'page_build_failed' and post_id = $1 and recipient_id = $2`,
      [postId, authorId],
    )
  ).rows[0].n

beforeAll(async () => {
  outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'page-failure-')), 'dist')
  mkdirSync(outDir, { recursive: true })
  writeFileSync(path.join(outDir, 'index.html'), SHELL)
  // A scheduled post come due whose data the article cannot render: its references are a string, which
  // only the database's own check (taken away here) keeps out.
  const db = t().stack.ctx.db
  await db.exec(
    'alter table public.posts drop constraint posts_reference_list_valid; alter table public.post_revisions drop constraint post_revisions_reference_list_valid',
  )
  const { rows } = await db.query<{ id: string; author_id: string }>(`
    insert into public.posts (title, slug, content, status, published_at, author_id, reference_list)
    select 'Página que não se gera', 'pagina-que-nao-se-gera', '<p>Texto.</p>', 'scheduled', now() - interval '1 minute',
           p.id, '"não é uma lista"'::jsonb
      from public.profiles p order by p.created_at limit 1
    returning id, author_id`)
  postId = rows[0].id
  authorId = rows[0].author_id
})

describe('a page that fails to build', () => {
  it('only logs without the service-role key', async () => {
    const before = await pageFailures()
    const stderr = await failedBuild({ SUPABASE_SERVICE_ROLE_KEY: '' })
    expect(stderr).toContain('/blog/post/pagina-que-nao-se-gera')
    expect(stderr).toContain('not reported to the newsroom (no SUPABASE_SERVICE_ROLE_KEY)')
    expect(await pageFailures()).toBe(before)
  })

  it("tells the post's author once per page version with the key", async () => {
    const stderr = await failedBuild({ SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY })
    expect(stderr).toContain('reported to the newsroom (1 notified)')
    expect(await pageFailures()).toBe(1)
    expect(await failedBuild({ SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY })).toContain(
      'reported to the newsroom (0 notified)',
    )
    expect(await pageFailures()).toBe(1)
  })
})
