// Issue 18: the app survives a failing API. Every screen that loads data, with its REST calls
// answering 500, timing out or unreachable, shows an error with "Tentar novamente" — never a blank
// page — and the retry loads the data once the API is back.
import type { Page, Route } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { paths } from '@/config/paths'
import { expectOnlyConsoleProblems, FAILED_RESOURCE, newPage, serviceRest, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount } from './staff'

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  '500': (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falha simulada"}' }),
  'time-out': (route) => route.abort('timedout'),
  unreachable: (route) => route.abort('connectionrefused'),
}

const restCalls = () => `${inject('apiURL')}/rest/v1/**`
const retryButton = (page: Page) => page.getByRole('button', { name: 'Tentar novamente' }).first()

/** The error state is there, the page is not blank, and the retry works once the API answers again. */
async function expectErrorThenRecovery(page: Page, label: string, loaded: () => Promise<unknown>) {
  try {
    await retryButton(page).waitFor({ timeout: 20_000 })
  } catch (error) {
    const text = (await page.locator('body').innerText()).slice(0, 400)
    throw new Error(`${label}: no "Tentar novamente" on ${page.url()}; the page says: ${text}`, { cause: error })
  }
  expect((await page.locator('main').innerText()).trim().length, `${label}: blank page`).toBeGreaterThan(20)
  // Every section has given up (a page with several loads fails them one by one), then the API is back.
  await page.waitForFunction(() => !document.body.innerText.includes('Carregando'), undefined, { timeout: 20_000 })
  await page.unroute(restCalls())
  // Every retry on the page is pressed (the home page has one per section) until none is left.
  await expect
    .poll(
      async () => {
        const buttons = page.getByRole('button', { name: 'Tentar novamente' })
        const count = await buttons.count()
        for (let index = 0; index < count; index++) {
          const button = buttons.nth(index)
          if (await button.isEnabled({ timeout: 500 }).catch(() => false))
            await button.click({ timeout: 2_000 }).catch(() => undefined)
        }
        return count
      },
      { message: label, timeout: 20_000, interval: 500 },
    )
    .toBe(0)
    .catch(async (error: unknown) => {
      await page.screenshot({
        path: `test-results/screenshots/api-faults-${label.replace(/\W+/g, '-')}.png`,
        fullPage: true,
      })
      const where = await page
        .getByRole('button', { name: 'Tentar novamente' })
        .evaluateAll((buttons) =>
          buttons.map((button) =>
            button.closest('section, aside, footer, header, nav, div[role]')?.outerHTML.slice(0, 300),
          ),
        )
      throw new Error(`${label}: a retry is left in ${JSON.stringify(where)}`, { cause: error })
    })
  await loaded()
}

describe('the app when the API fails', () => {
  // A fresh stack: the first account signed up (the cast's admin) becomes the admin.
  const browser = useBrowser({ resetStack: true })
  let admin: StaffAccount
  beforeAll(async () => {
    admin = (await createStaffCast()).admin
  })

  it('public screens (rendered in the browser, not from the build) show an error with a working retry for a 500, a time-out and an unreachable API', async () => {
    const [post] = (await serviceRest(
      'posts?select=slug,title&status=eq.published&order=published_at.desc&limit=1',
    )) as { slug: string; title: string }[]
    // A query string makes the page fetch its data instead of hydrating the prerendered HTML.
    const screens: [string, string, (page: Page) => Promise<unknown>][] = [
      [
        'home',
        `${paths.home.href()}?origem=teste`,
        (page) => page.getByRole('heading', { name: 'Últimas Notícias' }).waitFor(),
      ],
      [
        'blog',
        `${paths.blog.href()}?origem=teste`,
        (page) => page.getByRole('link', { name: post.title }).first().waitFor(),
      ],
      ['highlights', `${paths.highlights.href()}?origem=teste`, (page) => page.locator('article').first().waitFor()],
      [
        'category',
        `${paths.category.href('pesquisas')}?origem=teste`,
        (page) => page.getByRole('heading', { name: 'Pesquisas', level: 1 }).waitFor(),
      ],
      [
        'article',
        `${paths.article.href(post.slug)}?origem=teste`,
        (page) => page.getByRole('heading', { name: post.title, level: 1 }).waitFor(),
      ],
    ]
    // The screens of one fault run side by side: most of the time is React Query's retry back-off.
    for (const [fault, handler] of Object.entries(FAULTS)) {
      await Promise.all(
        screens.map(async ([name, url, loaded]) => {
          const page = await newPage(browser(), 'mobile')
          await page.route(restCalls(), handler)
          await page.goto(url)
          await expectErrorThenRecovery(page, `${name} (${fault})`, () => loaded(page))
          await page.context().close()
        }),
      )
    }
    // The simulated faults, and nothing else.
    expectOnlyConsoleProblems(FAILED_RESOURCE)
  }, 300_000)

  it('admin screens (dashboard, lists, editor) show an error with a working retry for a 500, a time-out and an unreachable API', async () => {
    const [post] = (await serviceRest('posts?select=id,title&status=eq.published&order=published_at.desc&limit=2')) as {
      id: string
      title: string
    }[]
    // One signed-in page per fault, side by side.
    const underFault = async ([fault, handler]: [string, (route: Route) => Promise<void>]) => {
      const page = await newPage(browser())
      // Signed in on the users page (a reload under faults covers it, below): the session and the
      // guard's profile are loaded and no other screen's data is in the cache yet.
      await signInAs(page, admin, paths.admin.users.href())
      const screens: [string, string][] = [
        ['Painel', 'Total de Posts'],
        ['Categorias', 'Legislação'],
        ['Menu', 'Destaques'],
        ['Posts', post.title],
      ]
      for (const [link, loadedText] of screens) {
        await page.route(restCalls(), handler)
        await page.getByRole('link', { name: link, exact: true }).first().click()
        await expectErrorThenRecovery(page, `${link} (${fault})`, () =>
          page.locator('main').getByText(loadedText).first().waitFor(),
        )
      }
      // The editor of a post whose data is not loaded yet.
      const [other] = (await serviceRest(`posts?select=id,title&id=neq.${post.id}&order=created_at.desc&limit=1`)) as {
        id: string
        title: string
      }[]
      await page.route(restCalls(), handler)
      await page.evaluate((href) => {
        window.history.pushState({}, '', href)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, `/admin/posts/${other.id}`)
      await expectErrorThenRecovery(page, `editor (${fault})`, async () =>
        expect(await page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(other.title),
      )
      await page.context().close()
    }
    await Promise.all(Object.entries(FAULTS).map(underFault))
    expectOnlyConsoleProblems(FAILED_RESOURCE)
  }, 300_000)

  it('a signed-in reload of the users page while the API fails shows an error with a retry, then the users', async () => {
    const page = await newPage(browser())
    await signInAs(page, admin, paths.admin.users.href())
    for (const [fault, handler] of Object.entries(FAULTS)) {
      await page.route(restCalls(), handler)
      await page.reload()
      await expectErrorThenRecovery(page, `reload (${fault})`, () =>
        page.locator('main').getByText(admin.name).first().waitFor(),
      )
    }
    await page.context().close()
    expectOnlyConsoleProblems(FAILED_RESOURCE)
  }, 180_000)
})
