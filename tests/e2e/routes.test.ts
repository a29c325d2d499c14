import { describe, expect, it } from 'vitest'
import { paths } from '@/app/paths'
import { newPage, useBrowser } from './fixtures'

// Every route of spec §2 with sample parameters; none may fall through to the 404 page.
const ROUTES = [
  paths.home.href(),
  paths.highlights.href(),
  paths.blog.href(),
  paths.category.href('pesquisas'),
  paths.article.href('qualquer-post'),
  paths.authCallback.href(),
  ...Object.values(paths.admin).map((route) => ('href' in route ? route.href('00000000-0000-0000-0000-000000000000') : '')),
  ...Object.values(paths.diagnostics).map((route) => route.href()),
]

describe('route table', () => {
  const browser = useBrowser()

  it('resolves every route of the spec', async () => {
    const page = await newPage(browser())
    for (const route of ROUTES) {
      await page.goto(route, { waitUntil: 'networkidle' })
      expect(await page.getByRole('heading', { name: 'Página não encontrada' }).count(), route).toBe(0)
      expect(await page.getByText('Something went wrong.').count(), route).toBe(0)
    }
    await page.context().close()
  })
})
