import { beforeAll, describe, expect, it } from 'vitest'
import { expectOnlyConsoleProblems, newPage, serviceRest, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const EXTRA_POSTS = 1000
const PAGE_SIZE = 12

describe('post list with 1 000 more posts', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  let total = 0
  beforeAll(async () => {
    cast = await createStaffCast()
    const rows = Array.from({ length: EXTRA_POSTS }, (_, index) => {
      const n = String(index + 1).padStart(4, '0')
      return {
        title: `Post de carga ${n}`,
        slug: `post-de-carga-${n}`,
        excerpt: `Resumo número ${n}`,
        status: index % 2 ? 'draft' : 'published',
      }
    })
    await serviceRest('posts', { method: 'POST', body: JSON.stringify(rows), headers: { Prefer: 'return=minimal' } })
    total = ((await serviceRest('posts?select=id')) as unknown[]).length
    expect(total).toBeGreaterThan(EXTRA_POSTS)
  })

  it('loads each page with one request (posts, embeds and exact count) and reaches the last page', async () => {
    const page = await newPage(browser())
    const postRequests: string[] = []
    // The search for posts citing a revoked norm (lib/compliance/revoked-citations.ts) is one request
    // per visit, not per page: counted apart.
    const revokedNormSearches: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!url.pathname.endsWith('/rest/v1/posts') || request.method() !== 'GET') return
      if (url.searchParams.has('or')) revokedNormSearches.push(url.search)
      else postRequests.push(url.search)
    })
    await signInAs(page, cast.editor, '/admin/posts')
    await page.getByTestId('admin-post-card').first().waitFor()
    expect(await page.getByTestId('posts-total').innerText()).toBe(`${total.toLocaleString('pt-BR')} posts encontrados`)
    expect(postRequests).toHaveLength(1)
    expect(decodeURIComponent(postRequests[0])).toContain('category:categories(')
    expect(decodeURIComponent(postRequests[0])).toContain('author:profiles!posts_author_id_fkey(')

    const lastPage = Math.ceil(total / PAGE_SIZE)
    await page.getByRole('button', { name: `Página ${lastPage}` }).click()
    await page.waitForURL(new RegExp(`page=${lastPage}`))
    await expect.poll(() => page.getByTestId('admin-post-card').count()).toBe(total - (lastPage - 1) * PAGE_SIZE)
    expect(postRequests).toHaveLength(2)
    expect(revokedNormSearches).toHaveLength(1)

    // A page past the end (an old link) lands on the last page.
    await page.goto(`/admin/posts?page=${lastPage + 50}`)
    await page.waitForURL(new RegExp(`page=${lastPage}$`))
    await page.getByTestId('admin-post-card').first().waitFor()

    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill('carga 0999')
    await expect.poll(() => page.getByTestId('posts-total').innerText()).toBe('1 post encontrado')
    await page.context().close()
    // The old link past the end: PostgREST answers 416, which the list turns into its last page.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 416 .*\/rest\/v1\/posts\?/,
    )
  })
})
