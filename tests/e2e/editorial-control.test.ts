// Issue 27, the whole editorial-control flow in a real browser, at 1280 and at 375 px: an admin invites
// an author and an editor; a stranger's sign-up is refused; the author accepts through the e-mail's
// link; the editor, signing up with the invited address but without the link, is told to use it
// (issue 45) and then accepts through the link too; the author writes a post the compliance
// check flags and can only send it for review; the editor finds it in the review queue and publishes
// it with a justification (a failed save keeps the justification); the admin sees every step in the
// audit log.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../local/keys'
import {
  baseURL,
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
  type MailboxMessage,
} from './fixtures'
import { restAsPageUser, signInAs, signUpFirstAdmin, submitStaleSignUpForm, type StaffAccount } from './staff'

const FLAGGED_TITLE = 'Compre já o óleo CBD da marca Mevatyl'
const FLAGGED_TEXT = 'Cura garantida da ansiedade: tome 20 gotas por dia.'

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function invite(page: Page, person: { email: string; name: string; role: 'Autor' | 'Editor' }) {
  await page.getByRole('button', { name: 'Convidar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Convidar para a equipe' })
  await dialog.getByLabel('E-mail').fill(person.email)
  await dialog.getByLabel('Nome (opcional)').fill(person.name)
  await dialog.getByRole('combobox', { name: 'Função' }).click()
  await page.getByRole('option', { name: person.role, exact: true }).click()
  await dialog.getByRole('button', { name: 'Enviar convite' }).click()
  await page.getByText(`Convite enviado para ${person.email}.`).first().waitFor()
  await dialog.waitFor({ state: 'detached' })
}

/** Makes the mailer send what is due, then reads the invitation e-mail to `email`. */
async function invitationEmail(email: string): Promise<MailboxMessage> {
  await fetch(`${inject('apiURL')}/mailbox/flush`, { method: 'POST' })
  const response = await fetch(`${inject('apiURL')}/mailbox/messages?to=${encodeURIComponent(email)}`)
  const messages = (await response.json()) as MailboxMessage[]
  const found = messages.find((message) => message.type === 'staff_invitation')
  if (!found) throw new Error(`no invitation e-mail to ${email}: ${JSON.stringify(messages)}`)
  return found
}

/** The invitation e-mail's link to `email`, moved onto the app under test (path and fragment kept). */
async function invitationLinkFor(email: string): Promise<string> {
  const link = (await invitationEmail(email)).links?.find((href) => href.includes('/admin/convite/'))
  if (!link) throw new Error(`no invitation link in the e-mail to ${email}`)
  const { pathname, hash } = new URL(link)
  expect(hash, 'the link carries its secret').toMatch(/^#[A-Za-z0-9_-]{43}$/)
  return new URL(`${pathname}${hash}`, baseURL()).toString()
}

/** The e-mails Auth knows (service role), to prove a refused sign-up left no account behind. */
async function authEmails(): Promise<string[]> {
  const response = await fetch(`${inject('apiURL')}/auth/v1/admin/users?per_page=1000`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  })
  return ((await response.json()) as { users: { email: string }[] }).users.map((user) => user.email)
}

async function noSidewaysScroll(page: Page, where: string) {
  expect(await hasHorizontalScroll(page), where).toBe(false)
}

describe('editorial control: invitations, review, compliance override and audit', () => {
  const browser = useBrowser({ resetStack: true })
  let admin: StaffAccount
  beforeAll(async () => {
    admin = await signUpFirstAdmin()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`runs from the invitation to the audit log at ${viewport === 'desktop' ? 1280 : 375} px`, async () => {
      const tag = `${viewport}-${Date.now().toString(36)}`
      const author = {
        email: `autora.${tag}@example.com`,
        name: `Alice Autora ${viewport}`,
        password: 'senha-da-autora-1',
      }
      const editor = {
        email: `editor.${tag}@example.com`,
        name: `Edu Editor ${viewport}`,
        password: 'senha-do-editor-1',
      }
      const title = `${FLAGGED_TITLE} ${tag}`

      // 1. The admin invites an author and an editor.
      const adminPage = await newPage(browser(), viewport)
      await signInAs(adminPage, admin, '/admin/usuarios')
      await invite(adminPage, { email: author.email, name: author.name, role: 'Autor' })
      await invite(adminPage, { email: editor.email, name: editor.name, role: 'Editor' })
      const invitations = adminPage.getByRole('region', { name: 'Convites' })
      await invitations.getByText(author.email).waitFor()
      await noSidewaysScroll(adminPage, 'users')
      await screenshot(adminPage, `editorial-1-invitations-${viewport}`)

      // 2. A stranger cannot create an account.
      const stranger = await newPage(browser(), viewport)
      const strangerEmail = `estranho.${tag}@example.com`
      await submitStaleSignUpForm(stranger, { name: 'Estranho', email: strangerEmail, password: 'senha-qualquer-1' })
      await stranger
        .getByText(
          'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.',
        )
        .waitFor()
      expect(await authEmails()).not.toContain(strangerEmail)
      await screenshot(stranger, `editorial-2-stranger-refused-${viewport}`)
      await stranger.context().close()

      // 3. The author follows the e-mail's link (its fragment is the secret) and chooses a password.
      const authorPage = await newPage(browser(), viewport)
      await authorPage.goto(await invitationLinkFor(author.email))
      await authorPage.getByText('Você foi convidado para a equipe como Autor').waitFor()
      await authorPage.getByLabel('Senha', { exact: true }).fill(author.password)
      await authorPage.getByLabel('Confirme a senha').fill(author.password)
      await noSidewaysScroll(authorPage, 'accept invitation')
      await screenshot(authorPage, `editorial-3-accept-${viewport}`)
      await authorPage.getByRole('button', { name: 'Criar minha conta' }).click()
      await authorPage.waitForURL((url) => url.pathname === '/admin')

      // 4. The editor first tries /admin/auth with the invited address but without the link: refused
      // like the stranger, told to use the e-mail's link, nothing typed lost, no account. The link works.
      const editorPage = await newPage(browser(), viewport)
      await submitStaleSignUpForm(editorPage, editor)
      await editorPage
        .getByText(
          'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.',
        )
        .waitFor()
      expect(await editorPage.getByLabel('Email').inputValue()).toBe(editor.email)
      expect(await editorPage.getByLabel('Senha', { exact: true }).inputValue()).toBe(editor.password)
      expect(await authEmails()).not.toContain(editor.email)
      await screenshot(editorPage, `editorial-4-invited-without-link-${viewport}`)
      await editorPage.goto(await invitationLinkFor(editor.email))
      await editorPage.getByText('Você foi convidado para a equipe como Editor').waitFor()
      await editorPage.getByLabel('Senha', { exact: true }).fill(editor.password)
      await editorPage.getByLabel('Confirme a senha').fill(editor.password)
      await editorPage.getByRole('button', { name: 'Criar minha conta' }).click()
      await editorPage.waitForURL((url) => url.pathname === '/admin')
      const roles = (await serviceRest(
        'profiles?select=full_name,role&full_name=in.(' +
          [author.name, editor.name].map((name) => `"${name}"`).join(',') +
          ')',
      )) as { full_name: string; role: string }[]
      expect(Object.fromEntries(roles.map((row) => [row.full_name, row.role]))).toEqual({
        [author.name]: 'author',
        [editor.name]: 'editor',
      })

      // 5. The author writes a flagged post: no "Publicar", no highlights, only Rascunho / Em Revisão.
      await authorPage.goto('/admin/posts/new')
      await authorPage.getByLabel('Título', { exact: true }).fill(title)
      await authorPage.getByRole('textbox', { name: 'Conteúdo' }).click()
      await authorPage.keyboard.type(FLAGGED_TEXT)
      await choose(authorPage, 'Categoria', 'Tratamentos')
      expect(await authorPage.getByRole('button', { name: 'Publicar', exact: true }).count()).toBe(0)
      expect(await authorPage.getByLabel('Destaque na Homepage').count()).toBe(0)
      await authorPage.getByRole('combobox', { name: 'Status' }).click()
      expect((await authorPage.getByRole('option').allInnerTexts()).map((text) => text.trim())).toEqual([
        'Rascunho',
        'Em Revisão',
      ])
      await authorPage.keyboard.press('Escape')
      await authorPage
        .getByTestId('editor-compliance')
        .getByText(/trechos para revisar/)
        .waitFor()
      await noSidewaysScroll(authorPage, 'editor as author')
      await screenshot(authorPage, `editorial-5-author-editor-${viewport}`)
      await authorPage.getByRole('button', { name: 'Enviar para revisão' }).click()
      await authorPage.getByText('Post enviado para revisão.').first().waitFor()
      const [post] = (await serviceRest(
        `posts?select=id,status,featured,compliance_findings&title=eq.${encodeURIComponent(title)}`,
      )) as {
        id: string
        status: string
        featured: boolean
        compliance_findings: unknown[]
      }[]
      expect(post.status).toBe('review')
      expect(post.compliance_findings.length).toBeGreaterThanOrEqual(3)

      // The same through the REST API with the author's own token: refused by the database.
      const forged = await restAsPageUser(authorPage, `posts?id=eq.${post.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ status: 'published', featured: true }),
      })
      expect(forged.status).toBe(403)
      const [unchanged] = (await serviceRest(`posts?select=status,featured&id=eq.${post.id}`)) as {
        status: string
        featured: boolean
      }[]
      expect(unchanged).toEqual({ status: 'review', featured: false })

      // 6. The editor finds it in the review queue and publishes it with a justification.
      await editorPage.goto('/admin')
      const queue = editorPage.getByTestId('review-queue')
      const entry = queue.getByRole('listitem').filter({ hasText: title })
      await entry.getByText(/pontos a revisar/).waitFor()
      await noSidewaysScroll(editorPage, 'dashboard as editor')
      await screenshot(editorPage, `editorial-6-review-queue-${viewport}`)
      await entry.getByRole('link', { name: title }).click()
      await editorPage.waitForURL(new RegExp(`/admin/posts/${post.id}$`))
      const reported = await editorPage
        .getByTestId('editor-compliance')
        .getByText(/\d+ trechos para revisar/)
        .innerText()
      await editorPage.getByRole('button', { name: 'Publicar', exact: true }).click()
      const dialog = editorPage.getByRole('alertdialog', { name: 'Publicar com pontos de conformidade?' })
      // The dialog counts what the editor's report shows, and what the database keeps for the queue.
      const count = Number(/\d+/.exec(reported)?.[0])
      await dialog.getByText(`encontrou ${count} trechos`).waitFor()
      expect(post.compliance_findings).toHaveLength(count)
      const justification = 'Texto de exemplo de publicidade irregular, citado para ensinar a reconhecê-la.'
      await dialog.getByLabel('Justificativa').fill(justification)

      // The first save fails on the way: nothing is published and the justification stays in the dialog.
      const postsApi = `${inject('apiURL')}/rest/v1/posts*`
      await editorPage.route(postsApi, (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"message":"Falha simulada no servidor"}',
            })
          : route.continue(),
      )
      await dialog.getByRole('button', { name: 'Publicar com justificativa' }).click()
      await dialog.getByRole('alert').filter({ hasText: 'Falha simulada no servidor' }).waitFor()
      expect(await dialog.getByLabel('Justificativa').inputValue()).toBe(justification)
      expect(((await serviceRest(`posts?select=status&id=eq.${post.id}`)) as { status: string }[])[0].status).toBe(
        'review',
      )
      await screenshot(editorPage, `editorial-6-justification-failed-${viewport}`)
      await editorPage.unroute(postsApi)
      await dialog.getByRole('button', { name: 'Publicar com justificativa' }).click()
      await editorPage.getByText('Post publicado com sucesso!').first().waitFor()
      await dialog.waitFor({ state: 'detached' })
      const [published] = (await serviceRest(`posts?select=status,compliance_justification&id=eq.${post.id}`)) as {
        status: string
        compliance_justification: string | null
      }[]
      expect(published).toEqual({ status: 'published', compliance_justification: null })
      const overrides = (await serviceRest(
        `post_compliance_overrides?select=justification,decided_by_name&post_id=eq.${post.id}`,
      )) as unknown[]
      expect(overrides).toEqual([{ justification, decided_by_name: editor.name }])

      // The author's own post is now public: read-only for her (authors do not publish without review).
      await authorPage.goto(`/admin/posts/${post.id}`)
      await authorPage
        .getByText('Este post está publicado ou agendado: só editores e administradores podem alterá-lo.')
        .waitFor()
      expect(await authorPage.getByLabel('Título', { exact: true }).count()).toBe(0)
      await noSidewaysScroll(authorPage, 'published post as author')
      await screenshot(authorPage, `editorial-6-author-read-only-${viewport}`)

      // 7. The admin sees every step in the audit log, with who did it.
      await adminPage.goto('/admin/auditoria')
      const entries = adminPage.getByTestId('audit-entry')
      await entries.first().waitFor()
      const expected: [string, string, string][] = [
        ['Convite enviado', admin.name, author.email],
        ['Convite enviado', admin.name, editor.email],
        ['Convite aceito', 'Sistema', author.email],
        ['Convite aceito', 'Sistema', editor.email],
        ['Post criado', author.name, title],
        ['Post enviado para revisão', author.name, title],
        ['Publicação apesar de alertas de conformidade', editor.name, title],
        ['Post publicado', editor.name, title],
      ]
      for (const [action, person, item] of expected) {
        await entries
          .filter({ hasText: action })
          .filter({ hasText: person })
          .filter({ hasText: item })
          .first()
          .waitFor()
      }
      await entries
        .filter({ hasText: 'Publicação apesar de alertas de conformidade' })
        .filter({ hasText: title })
        .getByText(justification)
        .waitFor()
      await noSidewaysScroll(adminPage, 'audit log')
      await screenshot(adminPage, `editorial-7-audit-${viewport}`)
      await adminPage.goto('/admin/configuracoes')
      expect(
        await adminPage.getByRole('switch', { name: 'Autores publicam sem revisão' }).getAttribute('aria-checked'),
      ).toBe('false')
      await noSidewaysScroll(adminPage, 'settings')
      await screenshot(adminPage, `editorial-7-settings-${viewport}`)

      for (const page of [adminPage, authorPage, editorPage]) await page.context().close()
      // What the story provokes on purpose: the stranger's refused sign-up and the failed save.
      expectOnlyConsoleProblems(
        /^error: Failed to load resource: the server responded with a status of 403 .*\/auth\/v1\/signup/,
        /^error: Failed to load resource: the server responded with a status of 500 .*\/rest\/v1\/posts\?/,
      )
    }, 240_000)
  }
})
