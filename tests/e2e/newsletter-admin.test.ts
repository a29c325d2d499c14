// Issue 33, item 4: the subscribers screen /admin/newsletter — counts, a paged list with search and a
// status filter, "Exportar CSV" with the consent fields, "Excluir" on request (admins only) and the
// history of sends — for editors and admins; authors are refused. At 1280 and 375 px.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasHorizontalScroll, newPage, screenshot, serviceRest, useBrowser, VIEWPORTS } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const CONSENT_VERSION = '2026-11-v1'
const CONSENT_TEXT =
  'Quero receber por e-mail os novos artigos do Cannabis Medicinal. Posso cancelar a inscrição a qualquer momento pelo link presente em cada e-mail.'
const CONSENTED_AT = '2026-11-20T13:05:00.000Z' // 20/11/2026 10:05 in Brasília
const CONFIRMED_AT = '2026-11-20T13:30:00.000Z'

interface Seed {
  email: string
  status: 'pending' | 'confirmed' | 'unsubscribed'
  source?: string
  consent_page?: string
  consent_version?: string
  consented_at?: string
  confirmed_at?: string | null
  unsubscribed_at?: string | null
}

// 27 confirmed (more than one page of 25), 4 pending, 2 unsubscribed.
const SUBSCRIBERS: Seed[] = [
  ...Array.from({ length: 25 }, (_, index): Seed => ({
    email: `leitor${String(index + 1).padStart(2, '0')}@example.com`,
    status: 'confirmed',
    source: 'home',
    consent_page: '/',
    consent_version: CONSENT_VERSION,
    consented_at: CONSENTED_AT,
    confirmed_at: CONFIRMED_AT,
  })),
  {
    email: 'maria.souza@example.com',
    status: 'confirmed',
    source: 'blog-sidebar',
    consent_page: '/blog/post/canabidiol-e-epilepsia',
    consent_version: CONSENT_VERSION,
    consented_at: CONSENTED_AT,
    confirmed_at: CONFIRMED_AT,
  },
  // An address a spreadsheet would read as a formula: the export neutralises it.
  {
    email: '=soma@example.com',
    status: 'confirmed',
    source: 'home',
    consent_page: '/',
    consent_version: CONSENT_VERSION,
    consented_at: CONSENTED_AT,
    confirmed_at: CONFIRMED_AT,
  },
  ...['ana.maria@example.com', 'pendente1@example.com', 'pendente2@example.com', 'pendente3@example.com'].map(
    (email): Seed => ({
      email,
      status: 'pending',
      source: 'home',
      consent_page: '/',
      consent_version: CONSENT_VERSION,
      consented_at: CONSENTED_AT,
    }),
  ),
  ...['saiu1@example.com', 'saiu2@example.com'].map((email): Seed => ({
    email,
    status: 'unsubscribed',
    source: 'blog-sidebar',
    consent_page: '/blog',
    consent_version: CONSENT_VERSION,
    consented_at: CONSENTED_AT,
    confirmed_at: CONFIRMED_AT,
    unsubscribed_at: '2026-11-22T18:00:00.000Z',
  })),
]

const SEND_TITLE = 'Canabidiol e sono: o que os estudos mostram'

async function counts(page: Page) {
  const region = page.getByRole('region', { name: 'Assinantes por status' })
  await region.getByTestId('count-confirmed').getByText(/^\d+$/).waitFor()
  return {
    pending: await region.getByTestId('count-pending').getByText(/^\d+$/).innerText(),
    confirmed: await region.getByTestId('count-confirmed').getByText(/^\d+$/).innerText(),
    unsubscribed: await region.getByTestId('count-unsubscribed').getByText(/^\d+$/).innerText(),
  }
}

const rows = (page: Page) => page.getByTestId('subscriber-row')

describe('newsletter subscribers screen', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  let postId: string

  beforeAll(async () => {
    cast = await createStaffCast()
    // Every row with every key: a bulk insert takes its columns from the first object.
    const full = SUBSCRIBERS.map((row) => ({ confirmed_at: null, unsubscribed_at: null, ...row }))
    await serviceRest('newsletter_subscribers', { method: 'POST', body: JSON.stringify(full) })
    const [category] = (await serviceRest('categories?select=id&slug=eq.pesquisas')) as { id: string }[]
    const [post] = (await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title: SEND_TITLE,
        slug: 'canabidiol-sono-newsletter-admin',
        excerpt: 'Resumo.',
        content: '<p>Texto.</p>',
        status: 'published',
        published_at: new Date().toISOString(),
        category_id: category.id,
        author_id: cast.author.id,
      }),
    })) as { id: string }[]
    postId = post.id
    const [send] = (await serviceRest('newsletter_sends', {
      method: 'POST',
      body: JSON.stringify({
        post_id: post.id,
        requested_by: cast.editor.id,
        released_at: new Date().toISOString(),
        recipients: 3,
      }),
    })) as { id: string }[]
    const now = new Date().toISOString()
    await serviceRest('email_outbox', {
      method: 'POST',
      body: JSON.stringify([
        {
          template: 'newsletter_post',
          recipient: 'leitor01@example.com',
          newsletter_send_id: send.id,
          sent_at: now,
          failed_at: null,
          attempts: 1,
          last_error: null,
        },
        {
          template: 'newsletter_post',
          recipient: 'leitor02@example.com',
          newsletter_send_id: send.id,
          sent_at: now,
          failed_at: null,
          attempts: 1,
          last_error: null,
        },
        {
          template: 'newsletter_post',
          recipient: 'leitor03@example.com',
          newsletter_send_id: send.id,
          sent_at: null,
          failed_at: now,
          attempts: 5,
          last_error: '550 mailbox unavailable',
        },
      ]),
    })
  }, 60_000)

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`an editor at ${VIEWPORTS[viewport].width} px sees the counts, pages, searches and filters the list, reads the sends, and has no "Excluir"`, async () => {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin/newsletter')
      await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor()
      expect(await counts(page)).toEqual({ pending: '4', confirmed: '27', unsubscribed: '2' })

      // 33 subscribers: 25 on the first page, the rest on the second (in the URL).
      await rows(page).first().waitFor()
      expect(await rows(page).count()).toBe(25)
      expect(await page.getByTestId('page-range').innerText()).toBe('1–25 de 33')
      expect(await page.getByRole('button', { name: /^Excluir/ }).count()).toBe(0)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `newsletter-admin-${viewport}`)

      await page.getByRole('button', { name: 'Próximo' }).click()
      await page.waitForURL(/[?&]page=2/)
      await expect.poll(() => page.getByTestId('page-range').innerText()).toBe('26–33 de 33')

      // Search: e-mail contains, whatever the case; back to page 1.
      await page.getByRole('searchbox', { name: 'Buscar assinantes por e-mail' }).fill('MARIA')
      await page.waitForURL((url) => url.searchParams.get('q') === 'MARIA' && !url.searchParams.has('page'))
      await expect.poll(() => rows(page).count()).toBe(2)
      const maria = rows(page).filter({ hasText: 'maria.souza@example.com' })
      await maria.getByText('Confirmado', { exact: true }).waitFor()
      await maria.getByText('Barra lateral do blog', { exact: false }).waitFor()
      await maria.getByText('/blog/post/canabidiol-e-epilepsia', { exact: false }).waitFor()
      await maria.getByText('20/11/2026 10:05', { exact: false }).waitFor()
      await maria.getByText(CONSENT_VERSION, { exact: false }).waitFor()
      await maria.getByText('20/11/2026 10:30', { exact: false }).waitFor()
      await rows(page).filter({ hasText: 'ana.maria@example.com' }).getByText('Pendente', { exact: true }).waitFor()

      // Status filter, with the search cleared.
      await page.getByRole('searchbox', { name: 'Buscar assinantes por e-mail' }).fill('')
      await page.waitForURL((url) => !url.searchParams.has('q'))
      await page.getByRole('combobox', { name: 'Status' }).click()
      await page.getByRole('option', { name: 'Descadastrados' }).click()
      await page.waitForURL((url) => url.searchParams.get('status') === 'unsubscribed')
      await expect.poll(() => rows(page).count()).toBe(2)
      await rows(page)
        .filter({ hasText: 'saiu1@example.com' })
        .getByText('22/11/2026 15:00', { exact: false })
        .waitFor()
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `newsletter-admin-filtered-${viewport}`)

      // A search that finds nobody says so.
      await page.getByRole('searchbox', { name: 'Buscar assinantes por e-mail' }).fill('ninguem-aqui')
      await page.getByText('Nenhum assinante encontrado').waitFor()

      // Envios: the send with its results; the title opens the post in the editor.
      const sends = page.getByRole('region', { name: 'Envios' })
      const send = sends.getByTestId('newsletter-send-row').filter({ hasText: SEND_TITLE })
      await send.waitFor()
      const sendText = await send.innerText()
      expect(sendText).toContain(cast.editor.name)
      expect(sendText).toMatch(/3\s*destinatários/)
      expect(sendText).toMatch(/2\s*entregues/)
      expect(sendText).toMatch(/0\s*na fila/)
      expect(sendText).toMatch(/1\s*falha/)
      expect(sendText).toContain('550 mailbox unavailable')
      expect(await send.getByRole('link', { name: SEND_TITLE }).getAttribute('href')).toBe(`/admin/posts/${postId}`)
      await sends.scrollIntoViewIfNeeded()
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `newsletter-admin-sends-${viewport}`)
      await page.context().close()
    })
  }

  it('an editor exports the filtered subscribers as a UTF-8 CSV with a BOM, the consent fields, and formulas neutralised', async () => {
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.editor, '/admin/newsletter?status=confirmed')
    await rows(page).first().waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ])
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
    expect(download.suggestedFilename()).toBe(`assinantes-${today}.csv`)
    const path = await download.path()
    const bytes = await readFile(path)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'email,status,source,consent_page,consent_version,consent_text,consented_at,confirmed_at,unsubscribed_at',
    )
    expect(lines).toHaveLength(1 + 27) // only the confirmed, every page of them
    expect(lines).toContain(
      `maria.souza@example.com,confirmed,blog-sidebar,/blog/post/canabidiol-e-epilepsia,${CONSENT_VERSION},${CONSENT_TEXT},${CONSENTED_AT},${CONFIRMED_AT},`,
    )
    expect(lines.find((line) => line.includes('soma@example.com'))).toMatch(/^'=soma@example\.com,confirmed,/)
    expect(lines.some((line) => line.includes('pendente'))).toBe(false)
    await page.context().close()
  })

  it('an admin deletes a subscriber on request after a confirmation: the row goes, the counts follow, only the withdrawal remains', async () => {
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.admin, '/admin/newsletter?q=pendente3')
    await expect.poll(() => rows(page).count()).toBe(1)
    const before = await counts(page)
    await rows(page).getByRole('button', { name: 'Excluir pendente3@example.com' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('apenas o registro de que o consentimento foi retirado', { exact: false }).waitFor()
    await screenshot(page, 'newsletter-admin-delete-mobile')
    await dialog.getByRole('button', { name: 'Excluir' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Nenhum assinante encontrado').waitFor()
    await expect.poll(() => counts(page)).toEqual({ ...before, pending: String(Number(before.pending) - 1) })
    expect(await serviceRest('newsletter_subscribers?select=id&email=eq.pendente3@example.com')).toEqual([])
    const events = (await serviceRest('newsletter_consent_events?select=event&event=eq.deleted')) as { event: string }[]
    expect(events.length).toBeGreaterThan(0)
    await page.context().close()
  })

  it('an author has no "Newsletter" link and gets "Acesso negado" at /admin/newsletter', async () => {
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.author, '/admin')
    await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Posts' }).waitFor()
    expect(
      await page
        .getByRole('navigation', { name: 'Navegação do painel' })
        .getByRole('link', { name: 'Newsletter' })
        .count(),
    ).toBe(0)
    await page.goto('/admin/newsletter')
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor()
    expect(await page.getByText('maria.souza@example.com').count()).toBe(0)

    const editorPage = await newPage(browser(), 'desktop')
    await signInAs(editorPage, cast.editor, '/admin')
    await editorPage
      .getByRole('navigation', { name: 'Navegação do painel' })
      .getByRole('link', { name: 'Newsletter' })
      .click()
    await editorPage.waitForURL(/\/admin\/newsletter$/)
    await page.context().close()
    await editorPage.context().close()
  })
})
