import { describe, expect, it } from 'vitest'
import { newPage, screenshot, useBrowser } from './fixtures'

describe('404 page in the browser', () => {
  const browser = useBrowser()

  it('shows the unknown path, counts down and lands on the home page', async () => {
    const page = await newPage(browser())
    await page.goto('/caminho/que-nao-existe')
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor()
    expect(await page.getByText('/caminho/que-nao-existe').isVisible()).toBe(true)
    expect(await page.getByText(/Redirecionando para a página inicial em 3 segundos/).isVisible()).toBe(true)
    await screenshot(page, 'not-found-desktop')
    const started = Date.now()
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 })
    expect(Date.now() - started).toBeGreaterThan(1500)
    await page.getByRole('heading', { name: 'Cannabis Medicinal', level: 1 }).waitFor()
  })

  it('goes home at once with the button', async () => {
    const page = await newPage(browser(), 'mobile')
    await page.goto('/outra/pagina')
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor()
    await page.getByRole('button', { name: 'Ir para a página inicial agora' }).click()
    // The home page itself, not only its URL, and long before the 3 s countdown would have ended.
    await page.getByRole('heading', { name: 'Cannabis Medicinal', level: 1 }).waitFor({ timeout: 1500 })
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.getByRole('heading', { name: 'Página não encontrada' }).count()).toBe(0)
  })
})
