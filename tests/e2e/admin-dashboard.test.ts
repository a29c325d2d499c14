import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseURL, expectOnlyConsoleProblems, newPage, screenshot, serviceRest, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

interface PostRow {
  id: string
  title: string
  slug: string
  status: string
  views: number
  published_at: string | null
  created_at: string
}

const STATUS_LABEL: Record<string, string> = {
  draft: 'Rascunho',
  review: 'Em Revisão',
  scheduled: 'Agendado',
  published: 'Publicado',
}
const pt = (n: number) => n.toLocaleString('pt-BR')
const DAY = 86_400_000

/** What the dashboard should show, computed from the database with the service key. */
async function expectedFigures() {
  const posts = (await serviceRest(
    'posts?select=id,title,slug,status,views,published_at,created_at&order=created_at.desc,id.asc',
  )) as PostRow[]
  const categories = (await serviceRest('categories?select=id,created_at')) as { created_at: string }[]
  const comments = (await serviceRest('comments?select=id,created_at')) as { created_at: string }[]
  const today = (await serviceRest('rpc/blog_today', { method: 'POST', body: '{}' })) as string
  const daily = (await serviceRest(`post_views_daily?select=day,views&day=gt.${shiftDay(today, -30)}`)) as {
    views: number
  }[]
  const since = Date.now() - 30 * DAY
  const recent = (iso: string | null) =>
    iso !== null && new Date(iso).getTime() > since && new Date(iso).getTime() <= Date.now()
  return {
    posts,
    totals: [posts.length, categories.length, comments.length, posts.reduce((sum, p) => sum + p.views, 0)],
    changes: [
      posts.filter((p) => ['published', 'scheduled'].includes(p.status) && recent(p.published_at)).length,
      categories.filter((c) => recent(c.created_at)).length,
      comments.filter((c) => recent(c.created_at)).length,
      daily.reduce((sum, d) => sum + d.views, 0),
    ],
  }
}

function shiftDay(isoDay: string, days: number) {
  const date = new Date(`${isoDay}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function statCards(page: Page) {
  const cards = page.getByTestId('stat-card')
  await cards.first().waitFor()
  const result: { label: string; value: string; change: string }[] = []
  for (const card of await cards.all()) {
    const [label, value, change] = (await card.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    result.push({ label, value, change })
  }
  return result
}

describe('dashboard', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it("shows the database's totals and 30-day changes, the newest posts with their real status, and views per day", async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.author)
    const expected = await expectedFigures()
    const cards = await statCards(page)
    expect(cards.map((c) => c.label)).toEqual(['Total de Posts', 'Categorias', 'Comentários', 'Visualizações'])
    expect(cards.map((c) => c.value)).toEqual(expected.totals.map(pt))
    expect(cards[0].change).toBe(`+${expected.changes[0]} publicados nos últimos 30 dias`)
    expect(cards[1].change).toBe(`+${expected.changes[1]} criadas nos últimos 30 dias`)
    // Issue 54: readers cannot comment yet, and the card says so instead of counting them.
    expect(cards[2].change).toBe('Ainda não abertos aos leitores')
    expect(cards[3].change).toBe(`+${pt(expected.changes[3])} nos últimos 30 dias`)
    expect(expected.changes[3]).toBeGreaterThan(0)

    const recent = page.getByTestId('recent-posts').getByRole('listitem')
    await recent.first().waitFor()
    const newest = expected.posts.slice(0, 5)
    expect(await recent.count()).toBe(5)
    for (const [index, post] of newest.entries()) {
      const row = recent.nth(index)
      expect(await row.getByRole('link').innerText()).toBe(post.title)
      expect(await row.getByRole('link').getAttribute('href')).toBe(`/admin/posts/${post.id}`)
      expect(await row.getByTestId('post-status').innerText()).toBe(STATUS_LABEL[post.status])
    }
    expect(newest.map((p) => p.status)).toContain('draft')

    const chart = page.getByTestId('views-chart')
    await chart.waitFor()
    expect(await chart.getAttribute('aria-label')).toContain(`${pt(expected.changes[3])} visualizações no período`)
    expect(await page.getByTestId('top-posts').getByRole('listitem').count()).toBe(5)
    await page.getByRole('link', { name: 'Ver todos' }).click()
    await page.waitForURL(/\/admin\/posts$/)
    await page.context().close()
  })

  it("counts a visitor's view of an article in the totals and in today's views", async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor)
    const before = await statCards(page)

    const visitor = await newPage(browser())
    const [post] = (await serviceRest('posts?select=slug,title,views&status=eq.published&limit=1')) as PostRow[]
    await visitor.goto(`${baseURL()}/blog/post/${post.slug}`)
    await visitor.getByRole('heading', { name: post.title, level: 1 }).waitFor()
    // The heading is in the prerendered HTML; the view is counted once the page has hydrated.
    await expect
      .poll(async () => ((await serviceRest(`posts?select=views&slug=eq.${post.slug}`)) as PostRow[])[0].views)
      .toBe(post.views + 1)
    await visitor.context().close()

    await page.reload()
    await expect.poll(async () => (await statCards(page))[3].value).not.toBe(before[3].value)
    const after = await statCards(page)
    expect(leadingNumber(after[3].value)).toBe(leadingNumber(before[3].value) + 1)
    expect(leadingNumber(after[3].change)).toBe(leadingNumber(before[3].change) + 1)
    await page.context().close()
  })

  it('offers "Configurar Sistema" and the Usuários tile to admins only', async () => {
    for (const role of ['author', 'editor', 'admin'] as const) {
      const page = await newPage(browser())
      await signInAs(page, cast[role])
      await page.getByRole('link', { name: 'Novo Post' }).waitFor()
      const tiles = page.getByRole('navigation', { name: 'Ações rápidas' }).getByRole('link')
      await tiles.first().waitFor()
      const names = (await tiles.allInnerTexts()).map((text) => text.split('\n')[0])
      const isAdmin = role === 'admin'
      expect(names).toEqual(['Gerenciar Posts', 'Categorias', 'Comentários', ...(isAdmin ? ['Usuários'] : [])])
      // Issue 54: the tile says comments are not open yet; it does not invite to "Acompanhar os leitores".
      expect(await tiles.nth(2).innerText()).toBe('Comentários\nAinda não abertos aos leitores')
      expect(await page.getByRole('link', { name: 'Configurar Sistema' }).count()).toBe(isAdmin ? 1 : 0)
      if (isAdmin) await screenshot(page, 'admin-dashboard-desktop')
      await page.context().close()
    }
  })

  it('shows "Tentar novamente" when the numbers cannot load, and the retry brings them', async () => {
    const page = await newPage(browser(), 'mobile')
    let failing = true
    await page.route('**/rest/v1/rpc/dashboard_stats', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    )
    await signInAs(page, cast.admin)
    const retry = page.getByRole('button', { name: 'Tentar novamente' })
    await retry.waitFor({ timeout: 15_000 })
    expect(await page.getByRole('alert').filter({ hasText: 'Erro ao carregar dados' }).count()).toBe(1)
    expect(await page.getByTestId('stat-card').count()).toBe(0)
    failing = false
    await retry.click()
    await page.getByTestId('stat-card').first().waitFor()
    expect(await page.getByTestId('stat-card').count()).toBe(4)
    await screenshot(page, 'admin-dashboard-mobile')
    await page.context().close()
    // The simulated failures of the numbers, and nothing else.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 500 .*\/rest\/v1\/rpc\/dashboard_stats/,
    )
  })
})

/** "+2.837 nos últimos 30 dias" → 2837; "19.600" → 19600. */
function leadingNumber(text: string): number {
  const match = /^\+?([\d.]+)/.exec(text)
  if (!match) throw new Error(`no number in "${text}"`)
  return Number(match[1].replaceAll('.', ''))
}
