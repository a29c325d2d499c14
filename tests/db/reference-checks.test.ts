// The link and retraction watch's tables (docs/decisions/058-reference-watch.md): public.reference_checks
// is read by editors and admins only and written by the service role only (through
// record_reference_check()); public.reference_watch is the service role's alone.
import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, errorCodeAs, insertPost, queryAs, useFreshDatabase, type Actor, type Cast } from './helpers'

const db = useFreshDatabase({ seed: false })
let cast: Cast
let postId: string
const NOW = '2026-11-28T12:00:00Z'
const DOI = '10.1016/s0140-6736(97)11096-0'

const record = (key: string, problems: unknown[], now = NOW, soft = false) =>
  queryAs<{ made: number }>(
    db(),
    'service_role',
    'select public.record_reference_check($1, $2::jsonb, $3, $4::jsonb, $5) as made',
    [key, JSON.stringify(problems), soft, soft ? JSON.stringify({ error: 'timeout' }) : null, now],
  )
const retracted = [{ problem: 'retracted', details: { notice_doi: '10.1016/s0140-6736(10)60175-4' } }]

beforeAll(async () => {
  cast = await createCast(db())
  postId = await insertPost(db(), { title: 'Post com referências', authorId: cast.authorA.id, categorySlug: null })
  await db().query(`update public.posts set reference_list = $2::jsonb where id = $1`, [
    postId,
    JSON.stringify([
      { title: 'Estudo retratado', doi: DOI },
      { title: 'Página que saiu do ar', url: 'https://example.org/sumiu' },
      { title: 'Só PubMed', pmid: '123456' },
    ]),
  ])
  await record(`doi:${DOI}`, retracted)
})

describe('reference_checks', () => {
  it('is read by editors and admins, not by authors or visitors', async () => {
    const rows = (actor: Actor) =>
      queryAs(db(), actor, 'select problem from public.reference_checks where reference_key = $1', [`doi:${DOI}`])
    expect(await rows(cast.editor)).toEqual([{ problem: 'retracted' }])
    expect(await rows(cast.admin)).toEqual([{ problem: 'retracted' }])
    expect(await rows(cast.authorA)).toEqual([])
    expect(await errorCodeAs(db(), 'anon', 'select 1 from public.reference_checks')).toBe('42501')
  })

  it('is written by no client, whatever the role', async () => {
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as Actor[]) {
      expect(
        await errorCodeAs(
          db(),
          actor,
          `insert into public.reference_checks (post_id, reference_key, reference_label, problem) values ($1, 'url:https://x.org', 'x', 'link_broken')`,
          [postId],
        ),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'update public.reference_checks set resolved_at = now()')).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.reference_checks')).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'select 1 from public.reference_watch')).toBe('42501')
      for (const call of [
        `select public.record_reference_check('url:https://x.org', '[]', false, null, now())`,
        'select * from public.reference_watch_due(now(), 10)',
      ]) {
        expect(await errorCodeAs(db(), actor, call)).toBe('42501')
      }
    }
  })
})

describe('the watch schedule', () => {
  it('lists the keys of public posts: DOI, URL and a PMID with nothing else, then not again for a week', async () => {
    const own = await insertPost(db(), { title: 'Post agendado', authorId: cast.authorA.id, categorySlug: null })
    const draft = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id, categorySlug: null })
    const list = [
      { title: 'Com DOI e link', doi: '10.5555/Agenda', url: 'https://doi.org/10.5555/agenda' },
      { title: 'Link', url: 'https://example.org/agenda' },
      { title: 'PMID só', pmid: '777' },
      { title: 'PMID com link', pmid: '778', url: 'https://example.org/agenda-778' },
    ]
    for (const id of [own, draft]) {
      await db().query(`update public.posts set reference_list = $2::jsonb where id = $1`, [id, JSON.stringify(list)])
    }
    const mine = [
      'doi:10.5555/agenda',
      'pmid:777',
      'url:https://example.org/agenda',
      'url:https://example.org/agenda-778',
    ]
    const due = async (now: string) =>
      (
        await queryAs<{ reference_key: string }>(
          db(),
          'service_role',
          'select reference_key from public.reference_watch_due($1, 500)',
          [now],
        )
      )
        .map((row) => row.reference_key)
        .filter((key) => mine.includes(key))
    expect((await due(NOW)).sort()).toEqual(mine)
    await record('doi:10.5555/agenda', [], NOW)
    expect((await due('2026-12-05T11:59:00Z')).sort()).toEqual(mine.slice(1))
    expect((await due('2026-12-05T12:00:00Z')).sort()).toEqual(mine)
  })
})

describe('record_reference_check', () => {
  it('notifies the editors and admins of a post without an editor once, however often it is found', async () => {
    const notices = await queryAs<{ recipient_id: string }>(
      db(),
      'service_role',
      `select recipient_id from public.notifications where kind = 'reference_retracted' and post_id = $1 order by recipient_id`,
      [postId],
    )
    expect(notices.map((n) => n.recipient_id).sort()).toEqual([cast.admin.id, cast.editor.id].sort())
    expect((await record(`doi:${DOI}`, retracted, '2026-12-06T12:00:00Z'))[0].made).toBe(0)
  })

  it("notifies only the post's editor when it has one, and a retraction that came back again", async () => {
    const other = await insertPost(db(), { title: 'Outro post', authorId: cast.authorA.id, categorySlug: null })
    await db().query(`update public.posts set editor_id = $2, reference_list = $3::jsonb where id = $1`, [
      other,
      cast.admin.id,
      JSON.stringify([{ title: 'Outro retratado', doi: '10.5555/retracted' }]),
    ])
    expect((await record('doi:10.5555/retracted', retracted))[0].made).toBe(1)
    expect((await record('doi:10.5555/retracted', [], '2026-12-06T12:00:00Z'))[0].made).toBe(0)
    const [row] = await queryAs<{ resolved_at: string | null }>(
      db(),
      cast.editor,
      `select resolved_at from public.reference_checks where post_id = $1`,
      [other],
    )
    expect(row.resolved_at).not.toBeNull()
    expect((await record('doi:10.5555/retracted', retracted, '2026-12-14T12:00:00Z'))[0].made).toBe(1)
  })

  it('refuses problems that are not a list', async () => {
    await expect(
      db().query(
        `select public.record_reference_check('url:https://example.org/x', '{"problem": "retracted"}', false, null, now())`,
      ),
    ).rejects.toMatchObject({ code: '22023' })
  })

  it('counts a soft failure as a broken link only on the third check in a row', async () => {
    const key = 'url:https://example.org/sumiu'
    const open = async () =>
      (
        await queryAs<{ problem: string }>(
          db(),
          cast.editor,
          `select problem from public.reference_checks where reference_key = $1 and resolved_at is null`,
          [key],
        )
      ).length
    await record(key, [], '2026-11-28T12:00:00Z', true)
    await record(key, [], '2026-11-29T12:00:00Z', true)
    expect(await open()).toBe(0)
    await record(key, [], '2026-11-30T12:00:00Z', true)
    expect(await open()).toBe(1)
    await record(key, [], '2026-12-01T12:00:00Z')
    expect(await open()).toBe(0)
  })
})
