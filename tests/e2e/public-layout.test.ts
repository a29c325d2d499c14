import { describe, expect, it } from 'vitest'
import { hasHorizontalScroll, newPage, screenshot, useBrowser } from './fixtures'

describe('public layout', () => {
  const browser = useBrowser()

  it('desktop: header, consultation call-to-action in a new tab, search to /blog?q=, footer', async () => {
    const page = await newPage(browser(), 'desktop')
    await page.goto('/')
    const header = page.getByRole('banner')
    const cta = header.getByRole('link', { name: 'Faça sua consulta hoje' })
    expect(await cta.getAttribute('target')).toBe('_blank')
    expect(await cta.getAttribute('rel')).toContain('noopener')
    expect(await cta.getAttribute('href')).toMatch(/^https?:\/\//)
    const footer = page.getByRole('contentinfo')
    expect(
      await footer
        .getByText(`© 2025–${new Date().getFullYear()} Cannabis Medicinal. Todos os direitos reservados.`)
        .isVisible(),
    ).toBe(true)
    expect(await footer.getByRole('link', { name: 'Todas' }).getAttribute('href')).toBe('/blog')
    expect(await page.locator('#sobre').count()).toBe(1)
    await screenshot(page, 'home-desktop')
    expect(await hasHorizontalScroll(page)).toBe(false)

    await header.getByRole('searchbox', { name: 'Buscar no blog' }).fill('legislação')
    await header.getByRole('searchbox', { name: 'Buscar no blog' }).press('Enter')
    await page.waitForURL((url) => url.pathname === '/blog' && url.searchParams.get('q') === 'legislação')
  })

  it('mobile: menu and search toggles, no horizontal scroll', async () => {
    const page = await newPage(browser(), 'mobile')
    await page.goto('/')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const mobileMenu = page.getByRole('navigation', { name: 'Menu móvel' })
    await mobileMenu.waitFor()
    expect(await mobileMenu.getByRole('link', { name: 'Blog' }).isVisible()).toBe(true)
    await screenshot(page, 'home-mobile-menu')
    await page.getByRole('button', { name: 'Fechar menu' }).click()
    await page.getByRole('button', { name: 'Abrir busca' }).click()
    const search = page.getByRole('searchbox', { name: 'Buscar no blog' }).last()
    await search.fill('cbd')
    await search.press('Enter')
    await page.waitForURL((url) => url.pathname === '/blog' && url.searchParams.get('q') === 'cbd')
    expect(await hasHorizontalScroll(page)).toBe(false)
  })
})
