import { beforeAll, describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { seriousA11yViolations } from './a11y'
import { expectOnlyConsoleProblems, newPage, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount } from './staff'

const SITE = 'Cannabis Medicinal'
const NO_POST = '00000000-0000-0000-0000-000000000000'

// Every public route (docs/product-guide.md, "Public site") with sample parameters, and the page title each must show.
const PUBLIC_ROUTES: [string, RegExp][] = [
  [paths.home.href(), new RegExp(SITE)],
  [paths.highlights.href(), /^Destaques \| /],
  [paths.blog.href(), /^Blog \| /],
  [paths.category.href('pesquisas'), /^Pesquisas \| /],
  [paths.article.href('qualquer-post'), /^Post não encontrado \| /],
  [paths.author.href('equipe-editorial'), /^Equipe Editorial \| /],
  [paths.author.href('ninguem'), /^Autor não encontrado \| /],
  [paths.authCallback.href(), new RegExp(SITE)],
]

// Every admin and diagnostic route, rendered for a signed-in admin: the title of the screen itself.
const ADMIN_ROUTES: [string, string][] = [
  [paths.admin.dashboard.href(), 'Painel'],
  [paths.admin.posts.href(), 'Posts'],
  [paths.admin.newPost.href(), 'Novo Post'],
  [paths.admin.editPost.href(NO_POST), 'Editar Post'],
  [paths.admin.categories.href(), 'Categorias'],
  [paths.admin.media.href(), 'Biblioteca de mídia'],
  [paths.admin.menu.href(), 'Menu'],
  [paths.admin.comments.href(), 'Comentários'],
  [paths.admin.users.href(), 'Usuários'],
  [paths.admin.userProfile.href(NO_POST), 'Editar perfil'],
  [paths.admin.profile.href(), 'Meu perfil'],
  [paths.admin.audit.href(), 'Registro de auditoria'],
  [paths.admin.settings.href(), 'Preferências do site'],
  [paths.admin.newsletter.href(), 'Newsletter'],
  [paths.admin.setup.href(), 'Configuração do Sistema'],
  [paths.admin.resetPassword.href(), 'Redefinir Senha'],
  [paths.diagnostics.diagnostic.href(), 'Diagnóstico'],
  [paths.diagnostics.quickTest.href(), 'Teste rápido'],
  [paths.diagnostics.supabaseTest.href(), 'Teste do Supabase'],
  [paths.diagnostics.connectionTest.href(), 'Teste de conexão'],
  [paths.diagnostics.fetchErrorTest.href(), 'Teste de erros de fetch'],
  [paths.diagnostics.autoFix.href(), 'Correção automática'],
  [paths.diagnostics.reconfigure.href(), 'Reconfigurar'],
]

describe('route table', () => {
  const browser = useBrowser({ resetStack: true })
  let admin: StaffAccount
  beforeAll(async () => {
    admin = (await createStaffCast()).admin
  })

  it('renders every public route of the spec as its own page, with no serious accessibility violation at 1280 and 375 px', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      const staffEntrances: [string, RegExp][] = [
        [paths.admin.auth.href(), /^Painel Administrativo \| /],
        [paths.admin.acceptInvitation.href(NO_POST), /^Convite para a equipe \| /],
      ]
      for (const [route, title] of [...PUBLIC_ROUTES, ...staffEntrances]) {
        await page.goto(route)
        await expect.poll(() => page.title(), { message: route }).toMatch(title)
        expect(await page.getByRole('heading', { name: 'Página não encontrada' }).count(), route).toBe(0)
        await page.waitForFunction(() => !document.body.innerText.includes('Carregando'))
        expect(await seriousA11yViolations(page), `${route} at ${viewport}`).toEqual([])
      }
      await page.context().close()
    }
  }, 180_000)

  it('renders every admin and diagnostic route for a signed-in admin, each with its own title and no serious accessibility violation at 1280 and 375 px', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await signInAs(page, admin)
      for (const [route, title] of ADMIN_ROUTES) {
        await page.goto(route)
        await expect.poll(() => page.title(), { message: `${route} at ${viewport}` }).toBe(`${title} | ${SITE}`)
        expect(await page.getByText('Something went wrong.').count(), route).toBe(0)
        await page.waitForFunction(() => !document.body.innerText.includes('Carregando'))
        expect(await seriousA11yViolations(page), `${route} at ${viewport}`).toEqual([])
      }
      // The sign-in routes send a signed-in admin on to the dashboard.
      for (const route of [paths.admin.auth.href(), paths.admin.login.href()]) {
        await page.goto(route)
        await page.waitForURL((url) => url.pathname === '/admin')
      }
      await page.context().close()
    }
    // The diagnostic screens' own probes of a missing table and an unreachable server, and nothing else.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 404 .*\/rest\/v1\/tabela_inexistente\?/,
      /^error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(http:\/\/servidor-inexistente\.invalid\//,
    )
    // Every admin route, twice, with axe on each: longer than the default time-out.
  }, 300_000)
})
