// Issue 33: the newsletter's double opt-in in a real browser — the form's answer, the e-mail the
// mailer delivers into the mailbox, its link confirming the address, an expired link with
// "Reenviar confirmação", and the unsubscribe link — at 375 and 1280 px.
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import {
  baseURL,
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  mailboxMessages,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
  VIEWPORTS,
} from './fixtures'
import { createStaffCast, signInAs } from './staff'

// The first sign-up of a reset stack becomes admin; later staff join by invitation: one cast per file.
let staff: ReturnType<typeof createStaffCast> | undefined
const staffCast = () => (staff ??= createStaffCast())

const flushMailer = () => fetch(`${inject('apiURL')}/mailbox/flush`, { method: 'POST' })

async function confirmationLink(email: string): Promise<string> {
  await flushMailer()
  const mail = (await mailboxMessages()).find((m) => m.to === email && m.type === 'newsletter_confirmation')
  const link = mail?.links?.find((href) => href.includes('/newsletter/confirmar?token='))
  if (!link) throw new Error(`no confirmation e-mail for ${email}`)
  return link
}

const subscriber = async (email: string) =>
  (
    (await serviceRest(
      `newsletter_subscribers?select=id,status,consent_version,consent_page&email=eq.${encodeURIComponent(email)}`,
    )) as {
      id: string
      status: string
      consent_version: string
      consent_page: string
    }[]
  )[0]

describe('newsletter', () => {
  const browser = useBrowser({ resetStack: true })

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`subscribes with double opt-in at ${VIEWPORTS[viewport].width} px: the same answer for a known address, the e-mailed link confirms, the consent is recorded`, async () => {
      const email = `leitora.${viewport}@example.com`
      const page = await newPage(browser(), viewport)
      await page.goto('/')
      const box = page.getByRole('region', { name: 'Newsletter' }).first()
      const field = box.getByLabel('Seu e-mail')
      await field.fill('leitora@')
      await box.getByRole('button', { name: 'Inscrever-se' }).click()
      await box.getByText('Digite um e-mail válido.').waitFor()
      expect(await field.inputValue()).toBe('leitora@')

      await field.fill(email)
      await box.getByRole('button', { name: 'Inscrever-se' }).click()
      await box.getByText(`Quase lá! Enviamos um link de confirmação para ${email}.`).waitFor()
      await screenshot(page, `newsletter-form-${viewport}`)
      expect(await subscriber(email)).toMatchObject({
        status: 'pending',
        consent_version: '2026-11-v1',
        consent_page: '/',
      })

      await field.fill(email)
      await box.getByRole('button', { name: 'Inscrever-se' }).click()
      await box.getByText(`Quase lá! Enviamos um link de confirmação para ${email}.`).waitFor()

      const link = new URL(await confirmationLink(email))
      await page.goto(`${link.pathname}${link.search}`)
      await page.getByRole('heading', { name: 'Inscrição confirmada' }).waitFor()
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `newsletter-confirmed-${viewport}`)
      expect(await subscriber(email)).toMatchObject({ status: 'confirmed' })

      await page.reload()
      await page.getByText('Sua inscrição já estava confirmada.', { exact: false }).waitFor()
      await page.context().close()
    })
  }

  it('an expired link offers "Reenviar confirmação", whose new link works; an unknown link says it is invalid', async () => {
    const email = 'atrasada@example.com'
    const page = await newPage(browser(), 'mobile')
    await page.goto('/blog')
    const box = page.getByRole('region', { name: 'Newsletter' }).first()
    await box.getByLabel('Seu e-mail').fill(email)
    await box.getByRole('button', { name: 'Inscrever-se' }).click()
    await box.getByText('Quase lá!', { exact: false }).waitFor()
    const old = new URL(await confirmationLink(email))
    await serviceRest(`newsletter_subscribers?email=eq.${email}`, {
      method: 'PATCH',
      body: JSON.stringify({
        confirmation_expires_at: new Date(Date.now() - 60_000).toISOString(),
        last_confirmation_at: new Date(Date.now() - 49 * 3600_000).toISOString(),
      }),
    })

    await page.goto(`${old.pathname}${old.search}`)
    await page.getByRole('heading', { name: 'Link de confirmação expirado' }).waitFor()
    await screenshot(page, 'newsletter-expired-mobile')
    await page.getByRole('button', { name: 'Reenviar confirmação' }).click()
    await page.getByText('Enviamos um novo link de confirmação para o seu e-mail.').waitFor()
    const fresh = new URL(await confirmationLink(email))
    expect(fresh.search).not.toBe(old.search)
    await page.goto(`${fresh.pathname}${fresh.search}`)
    await page.getByRole('heading', { name: 'Inscrição confirmada' }).waitFor()

    await page.goto('/newsletter/confirmar?token=inventado')
    await page.getByRole('heading', { name: 'Link de confirmação inválido' }).waitFor()
    await page.context().close()
    // The database refuses the expired and the unknown link (400): that is how the page knows.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 400 .*\/rest\/v1\/rpc\/confirm_newsletter/,
    )
  })

  it('the unsubscribe link ends the subscription at once and says so; an altered link is refused', async () => {
    const email = 'leitora.desktop@example.com'
    const { id } = await subscriber(email)
    const token = (await serviceRest('rpc/newsletter_unsubscribe_token', {
      method: 'POST',
      body: JSON.stringify({ p_subscriber: id }),
    })) as string
    const page = await newPage(browser(), 'desktop')
    await page.goto(`/newsletter/descadastrar?token=${encodeURIComponent(token)}`)
    await page.getByRole('heading', { name: 'Inscrição cancelada' }).waitFor()
    await screenshot(page, 'newsletter-unsubscribed-desktop')
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' })

    await page.goto(`/newsletter/descadastrar?token=${encodeURIComponent(`${id}.adulterado`)}`)
    await page.getByRole('heading', { name: 'Link de cancelamento inválido' }).waitFor()
    await page.context().close()
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 400 .*\/rest\/v1\/rpc\/unsubscribe_newsletter/,
    )
  })

  it('a reader who subscribed on the home page receives the post an editor e-mails from the editor, once, with the results on the card; an author has no such card', async () => {
    const cast = await staffCast()
    const [category] = (await serviceRest('categories?select=id&slug=eq.pesquisas')) as { id: string }[]
    const [post] = (await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Canabidiol e dor crônica: o que dizem os estudos',
        slug: 'canabidiol-dor-cronica-newsletter',
        excerpt: 'Um resumo das revisões sobre dor crônica.',
        content: '<p>Texto informativo.</p>',
        status: 'published',
        published_at: new Date().toISOString(),
        category_id: category.id,
        author_id: cast.author.id,
      }),
    })) as { id: string }[]
    // A reader subscribes on the home page and confirms by the e-mailed link.
    const reader = 'leitor.da.home@example.com'
    const home = await newPage(browser(), 'mobile')
    await home.goto('/')
    const box = home.getByRole('region', { name: 'Newsletter' }).first()
    await box.getByLabel('Seu e-mail').fill(reader)
    await box.getByRole('button', { name: 'Inscrever-se' }).click()
    await box.getByText('Quase lá!', { exact: false }).waitFor()
    const confirmLink = new URL(await confirmationLink(reader))
    await home.goto(`${confirmLink.pathname}${confirmLink.search}`)
    await home.getByRole('heading', { name: 'Inscrição confirmada' }).waitFor()
    await home.context().close()
    const confirmed = (await serviceRest('newsletter_subscribers?select=email&status=eq.confirmed')) as {
      email: string
    }[]

    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, `/admin/posts/${post.id}`)
      const card = page
        .locator('section, div')
        .filter({ has: page.getByText('Newsletter', { exact: true }) })
        .last()
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Enviar por e-mail aos assinantes' }).waitFor()
        expect(await hasHorizontalScroll(page)).toBe(false)
        await page.getByRole('button', { name: 'Enviar por e-mail aos assinantes' }).click()
        const dialog = page.getByRole('alertdialog')
        await dialog.getByText('Não é possível desfazer nem enviar de novo.', { exact: false }).waitFor()
        // The database checked the saved text: no findings, so no justification is asked.
        await dialog.getByText('Conformidade: nenhum ponto a revisar no texto salvo.').waitFor()
        await screenshot(page, 'newsletter-send-confirm-mobile')
        await dialog.getByRole('button', { name: 'Enviar' }).click()
        await page.getByTestId('newsletter-send-status').getByText('Enviado em', { exact: false }).waitFor()
        await flushMailer()
        await expect
          .poll(
            async () =>
              (await page.getByTestId('newsletter-send-status').innerText()).includes(
                `${confirmed.length} ${confirmed.length === 1 ? 'entregue' : 'entregues'}`,
              ),
            { timeout: 15_000 },
          )
          .toBe(true)
      } else {
        // The post was sent: the card shows the results, with no button to send again.
        await page.goto(`/admin/posts/${post.id}`)
        await page.getByTestId('newsletter-send-status').waitFor()
        expect(await page.getByRole('button', { name: 'Enviar por e-mail aos assinantes' }).count()).toBe(0)
        expect(await hasHorizontalScroll(page)).toBe(false)
      }
      await card.scrollIntoViewIfNeeded()
      await screenshot(page, `newsletter-send-card-${viewport}`)
      await page.context().close()
    }
    const delivered = (await mailboxMessages()).filter(
      (m) => m.type === 'newsletter_post' && m.subject === 'Canabidiol e dor crônica: o que dizem os estudos',
    )
    expect(delivered.map((m) => m.to).sort()).toEqual(confirmed.map((c) => c.email).sort())
    const toReader = delivered.find((m) => m.to === reader)
    expect(toReader?.links).toContain(
      `${baseURL()}/blog/post/canabidiol-dor-cronica-newsletter?utm_source=newsletter&utm_medium=email&utm_campaign=canabidiol-dor-cronica-newsletter`,
    )

    const [draft] = (await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Rascunho da autora',
        slug: 'rascunho-da-autora-newsletter',
        content: '<p>Texto.</p>',
        status: 'draft',
        author_id: cast.author.id,
      }),
    })) as { id: string }[]
    const authorPage = await newPage(browser(), 'desktop')
    await signInAs(authorPage, cast.author, `/admin/posts/${draft.id}`)
    await authorPage.getByRole('heading', { name: 'Editar Post' }).waitFor()
    await authorPage.getByText('Revisão técnica').first().waitFor()
    expect(await authorPage.getByText('Enviar por e-mail aos assinantes').count()).toBe(0)
    await authorPage.context().close()
  })

  it('a post with compliance findings goes out by e-mail only with an editor’s justification, which the audit log keeps', async () => {
    const cast = await staffCast()
    const title = 'Óleo de cannabis para ansiedade'
    const justification = 'Citação entre aspas de um anúncio denunciado pela Anvisa.'
    const [post] = (await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title,
        slug: 'oleo-cannabis-ansiedade-newsletter',
        excerpt: 'Compre já: cura garantida.',
        content: '<p>Texto.</p>',
        status: 'published',
        published_at: new Date().toISOString(),
        author_id: cast.author.id,
      }),
    })) as { id: string }[]
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, `/admin/posts/${post.id}`)
      await page.getByRole('button', { name: 'Enviar por e-mail aos assinantes' }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Enviar por e-mail com pontos de conformidade?' })
      await dialog.getByRole('list', { name: 'Pontos encontrados' }).getByRole('listitem').first().waitFor()
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `newsletter-send-findings-${viewport}`)
      if (viewport === 'desktop') {
        // Cancelled: nothing is sent.
        await dialog.getByRole('button', { name: 'Cancelar' }).click()
        await dialog.waitFor({ state: 'detached' })
        expect(await serviceRest(`newsletter_sends?select=id&post_id=eq.${post.id}`)).toEqual([])
      } else {
        await dialog.getByRole('button', { name: 'Enviar com justificativa' }).click()
        await dialog.getByText('Escreva a justificativa (ao menos 10 caracteres).').waitFor()
        await dialog.getByLabel('Justificativa').fill(justification)
        await dialog.getByRole('button', { name: 'Enviar com justificativa' }).click()
        await page.getByTestId('newsletter-send-status').getByText('Enviado em', { exact: false }).waitFor()
      }
      await page.context().close()
    }
    const adminPage = await newPage(browser(), 'desktop')
    await signInAs(adminPage, cast.admin, '/admin/auditoria')
    const entries = adminPage.getByTestId('audit-entry').filter({ hasText: title })
    await entries
      .filter({ hasText: 'Envio por e-mail apesar de alertas de conformidade' })
      .filter({ hasText: cast.editor.name })
      .getByText(justification)
      .waitFor()
    await entries.filter({ hasText: 'Newsletter enviada aos assinantes' }).first().waitFor()
    await adminPage.context().close()
  })
})
