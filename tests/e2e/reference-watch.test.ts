// The dashboard's "Referências com problema" (issue 50 item 4, docs/decisions/058-reference-watch.md) at
// 1280 and 375 px: the rows the mailer's reference watch writes (seeded here with the service role, as
// the watch does; the watch itself is tested against a fake server in
// tests/integration/reference-watch.test.ts) are listed for an editor with the post (linking to the
// editor), the reference, the problem in pt-BR and since when in Brasília time; an author does not
// get the card, and a visitor cannot read the rows.
import { inject } from 'vitest'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys'
import { hasHorizontalScroll, newPage, screenshot, serviceRest, useBrowser } from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const TITLE = 'Canabidiol e ansiedade: o que os estudos mostram'
const PROBLEMS = [
  {
    reference_key: 'doi:10.1016/s0140-6736(97)11096-0',
    reference_label:
      'Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children',
    problem: 'retracted',
    first_seen_at: '2026-11-20T13:30:00Z',
  },
  {
    reference_key:
      'url:https://www.example.org/um-endereco-muito-longo/que-saiu-do-ar/e-nao-deve-empurrar-a-tela-para-o-lado.html',
    reference_label: 'Página do ministério que saiu do ar',
    problem: 'link_broken',
    first_seen_at: '2026-11-25T02:10:00Z',
  },
  {
    reference_key: 'doi:10.5555/corrected-example',
    reference_label: 'Um estudo corrigido',
    problem: 'corrected',
    first_seen_at: '2026-11-27T18:00:00Z',
  },
]

describe('the dashboard card "Referências com problema"', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  let postId: string

  beforeAll(async () => {
    cast = await createStaffCast()
    ;({ id: postId } = await insertPost(TITLE, { status: 'published', author_id: cast.author.id }))
  })

  it('says so when no reference has a problem', async () => {
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.editor, '/admin')
    await page.getByText('Referências com problema', { exact: true }).waitFor()
    await page.getByText('Nenhuma referência com problema nos posts publicados.').waitFor()
    await page.context().close()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lists each problem for an editor at ${viewport}: post, reference, problem and since when`, async () => {
      await serviceRest('reference_checks?id=not.is.null', { method: 'DELETE' })
      await serviceRest('reference_checks', {
        method: 'POST',
        body: JSON.stringify(PROBLEMS.map((row) => ({ ...row, post_id: postId }))),
      })
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin')
      const list = page.getByTestId('reference-problems')
      await list.getByText('Estudo retratado').waitFor()
      const items = list.getByRole('listitem')
      expect(await items.count()).toBe(3)
      // Newest first; times in Brasília (UTC−3).
      expect(await items.nth(0).textContent()).toContain('Estudo corrigido')
      expect(await items.nth(0).textContent()).toContain('Desde 27/11/2026 15:00')
      expect(await items.nth(1).textContent()).toContain('Link fora do ar')
      expect(await items.nth(1).textContent()).toContain('Desde 24/11/2026 23:10')
      expect(await items.nth(2).textContent()).toContain('DOI 10.1016/s0140-6736(97)11096-0')
      expect(await items.nth(2).textContent()).toContain('Desde 20/11/2026 10:30')
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `reference-watch-dashboard-${viewport}`)
      await items.nth(2).getByRole('link', { name: TITLE }).click()
      await page.waitForURL(`**/admin/posts/${postId}`)
      await page.context().close()
    })
  }

  it('is not shown to an author, and visitors cannot read the rows', async () => {
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.author, '/admin')
    await page.getByText('Minhas tarefas').first().waitFor()
    expect(await page.getByText('Referências com problema').count()).toBe(0)
    await page.context().close()
    const anon = await fetch(`${inject('apiURL')}/rest/v1/reference_checks?select=id`, {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
    })
    expect(anon.status).toBe(401)
  })
})
