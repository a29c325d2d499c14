import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasHorizontalScroll, newPage, screenshot, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const EVERYONE = ['Painel', 'Posts', 'Calendário', 'Categorias', 'Mídia', 'Menu', 'Comentários', 'Meu perfil']
const ADMIN_ONLY = ['Usuários', 'Auditoria', 'Preferências do site', 'Configuração do Sistema']

/**
 * The links a role sees, in order: "Glossário" (editors and admins) comes after "Categorias", "Newsletter"
 * and "Audiência" (editors and admins) after "Comentários".
 */
function expectedLinks(role: StaffRole) {
  const staff =
    role === 'author'
      ? EVERYONE
      : [...EVERYONE.slice(0, 4), 'Glossário', ...EVERYONE.slice(4, 7), 'Newsletter', 'Audiência', ...EVERYONE.slice(7)]
  return role === 'admin' ? [...staff, ...ADMIN_ONLY] : staff
}

const SCREENS = [
  '/admin',
  '/admin/posts',
  '/admin/posts/new',
  '/admin/calendario',
  '/admin/categorias',
  '/admin/menu',
  '/admin/comentarios',
  '/admin/perfil',
]
/** Every role opens them; only admins get past "Acesso negado" (the database refuses the others anyway). */
const ADMIN_SCREENS = ['/admin/usuarios', '/admin/auditoria', '/admin/configuracoes']
/** Editors and admins get past "Acesso negado"; authors do not. */
const EDITOR_SCREENS = ['/admin/newsletter']

/** Opens each admin screen as the signed-in role: no sideways scroll, admin-only screens refused to others, a screenshot. */
async function visitEveryScreen(page: Page, role: StaffRole, viewport: 'desktop' | 'mobile') {
  for (const screen of [...SCREENS, ...EDITOR_SCREENS, ...ADMIN_SCREENS]) {
    await page.goto(screen)
    const refused =
      (role !== 'admin' && ADMIN_SCREENS.includes(screen)) || (role === 'author' && EDITOR_SCREENS.includes(screen))
    await page
      .getByRole('heading', { level: 1, ...(refused ? { name: 'Acesso negado' } : {}) })
      .first()
      .waitFor()
    // Wait for the screen's data so long content (ids, titles) is in the layout.
    await page.waitForLoadState('networkidle')
    expect(await hasHorizontalScroll(page), `${screen} at ${viewport}`).toBe(false)
    await screenshot(page, `admin-${role}-${viewport}${screen.replaceAll('/', '-')}`)
  }
}

async function navLinkNames(scope: ReturnType<Page['getByRole']>) {
  await scope.getByRole('link').first().waitFor()
  return scope.getByRole('link').allInnerTexts()
}

/** The header shows the user's name and role inside the viewport (not wrapped away or hidden). */
async function expectUserInHeader(page: Page, account: StaffAccount, role: string) {
  const name = page.getByTestId('current-user-name')
  const badge = page.getByTestId('current-user-role')
  expect(await name.innerText()).toBe(account.name)
  expect(await badge.innerText()).toBe(role)
  const width = page.viewportSize()?.width ?? 0
  for (const element of [name, badge, page.getByRole('button', { name: 'Sair' })]) {
    expect(await element.isVisible()).toBe(true)
    const box = await element.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= width && box.y < 64).toBe(true)
  }
}

const ROLE_LABEL: Record<StaffRole, string> = { author: 'Autor', editor: 'Editor', admin: 'Administrador' }

describe('admin shell: navigation for every role at 1280 and 375 px', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  for (const role of ['author', 'editor', 'admin'] as const) {
    it(`${role}: sidebar on desktop with the right links, the current page marked, no sideways scroll`, async () => {
      const page = await newPage(browser(), 'desktop')
      await signInAs(page, cast[role])
      await expectUserInHeader(page, cast[role], ROLE_LABEL[role])
      const nav = page.getByRole('navigation', { name: 'Navegação do painel' })
      expect(await nav.isVisible()).toBe(true)
      const expected = expectedLinks(role)
      expect(await navLinkNames(nav)).toEqual(expected)
      expect(await nav.getByRole('link', { name: 'Painel' }).getAttribute('aria-current')).toBe('page')

      await nav.getByRole('link', { name: 'Posts' }).click()
      await page.waitForURL(/\/admin\/posts$/)
      await expect.poll(() => nav.getByRole('link', { name: 'Posts' }).getAttribute('aria-current')).toBe('page')
      expect(await nav.getByRole('link', { name: 'Painel' }).getAttribute('aria-current')).toBeNull()

      await screenshot(page, `admin-shell-${role}-desktop`)
      await visitEveryScreen(page, role, 'desktop')
      await page.context().close()
    })

    it(`${role}: a menu button opens the navigation drawer at 375 px; the header keeps name and role`, async () => {
      const page = await newPage(browser(), 'mobile')
      await signInAs(page, cast[role])
      await expectUserInHeader(page, cast[role], ROLE_LABEL[role])
      expect(await page.getByRole('navigation', { name: 'Navegação do painel' }).isVisible()).toBe(false)

      await page.getByRole('button', { name: 'Abrir menu' }).click()
      const drawer = page.getByRole('dialog', { name: 'Navegação' })
      await drawer.waitFor()
      const expected = expectedLinks(role)
      expect(await navLinkNames(drawer)).toEqual(expected)
      await screenshot(page, `admin-drawer-${role}-mobile`)
      await drawer.getByRole('link', { name: 'Categorias' }).click()
      await page.waitForURL(/\/admin\/categorias$/)
      await drawer.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Abrir menu' }).click()
      const current = page.getByRole('dialog', { name: 'Navegação' }).getByRole('link', { name: 'Categorias' })
      await expect.poll(() => current.getAttribute('aria-current')).toBe('page')
      await page.keyboard.press('Escape')

      await visitEveryScreen(page, role, 'mobile')
      await page.context().close()
    })
  }
})
