import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { adminScreens } from '@/config/admin-screens'
import { paths } from '@/config/paths'
import { newPage, serviceRest, useBrowser } from './fixtures'
import { signInAs, signUpFirstAdmin, type StaffAccount } from './staff'

// The back office without a waterfall (docs/admin-loading.md): over a connection with a 100 ms round
// trip, the page asks for the code every staff route needs, and the code of the screens staff open most,
// together with the entry; the shell sends a screen's first reads before any script has arrived, and
// the app takes those responses; what a screen can do without waits for its first frame.

interface ManifestChunk {
  file: string
  name?: string
  src?: string
}

const readManifest = () =>
  JSON.parse(readFileSync(resolve(inject('distDir'), '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>

/** The chunk vite.config.ts names so (build/vite/staff-chunk.ts), as a path. */
function chunkFile(name: string): string {
  const chunk = Object.values(readManifest()).find((candidate) => candidate.name === name && !candidate.src)
  if (!chunk) throw new Error(`no chunk named ${name} in the build manifest`)
  return `/${chunk.file}`
}

/** The editor's route module (src/config/admin-screens.ts). */
const editorModule = adminScreens.find((screen) => screen.name === 'editPost')!.module

function builtFile(source: string): string {
  const chunk = readManifest()[source]
  if (!chunk) throw new Error(`${source} is not in the build manifest`)
  return `/${chunk.file}`
}

/**
 * Signs in and waits until the dashboard it lands on has no request in flight: a read of that
 * page finishing late would otherwise be recorded as one of the next page's.
 */
async function signInSettled(page: Page, account: StaffAccount) {
  await signInAs(page, account)
  await page.waitForLoadState('networkidle')
}

/** Every request of the page, with when it started and when its last byte arrived (ms since the epoch). */
function recordRequests(page: Page) {
  const requests: { url: URL; start: number; end: number; authorization?: string }[] = []
  page.on('requestfinished', (request: Request) => {
    const timing = request.timing()
    requests.push({
      url: new URL(request.url()),
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
      authorization: request.headers().authorization,
    })
  })
  const all = (test: (url: URL) => boolean) => requests.filter((request) => test(request.url))
  const find = (test: (url: URL) => boolean, what: string) => {
    const found = requests.find((request) => test(request.url))
    if (!found) throw new Error(`no finished request for ${what}`)
    return found
  }
  const scripts = () =>
    requests.filter((request) => request.url.pathname.endsWith('.js')).map((request) => request.url.pathname)
  return { all, find, scripts }
}

/** A 100 ms round trip to every host, and no cache: each load asks for everything again. */
async function slowConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}

/**
 * The screen's code arrives 1.5 s late: now that the page preloads it, it would otherwise arrive
 * before the loaders have run, and the data could not be told apart from the screen's own requests.
 */
async function holdBack(page: Page, pathname: string): Promise<{ askedAt: () => number }> {
  let askedAt = Number.NaN
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      askedAt = Date.now()
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    },
  )
  return { askedAt: () => askedAt }
}

describe('admin routes load their code and their data together', () => {
  const browser = useBrowser({ resetStack: true })
  let admin: StaffAccount

  beforeAll(async () => {
    admin = await signUpFirstAdmin()
  })

  it('/admin/posts asks for the staff code beside the entry, and for its posts while that code is on its way', async () => {
    const page = await newPage(browser())
    await signInSettled(page, admin)
    await slowConnection(page)
    const requests = recordRequests(page)

    // The route loaders, the frame and the post list's screen are in the chunk of all staff-only code.
    const screens = chunkFile('staff')
    const heldBack = await holdBack(page, screens)
    await page.goto(paths.admin.posts.href())
    await page.getByTestId('admin-post-card').first().waitFor()

    // The page's inline script: the staff code is requested beside the entry, not once it has run.
    const entry = requests.find((url) => url.pathname === builtFile('index.html'), 'the entry')
    expect(heldBack.askedAt()).toBeLessThan(entry.end)
    // The posts are asked for while the staff code is held back, not by the rendered screen.
    const screenCode = requests.find((url) => url.pathname === screens, 'the screens')
    const postsPage = requests.find(
      (url) => url.pathname === '/rest/v1/posts' && url.searchParams.has('offset'),
      'the page of posts',
    )
    expect(postsPage.start).toBeLessThan(screenCode.end)
  })

  it('/admin/posts loads its code in a few dozen files, the staff-only modules in one (decision 031)', async () => {
    const page = await newPage(browser())
    await signInSettled(page, admin)
    const requests = recordRequests(page)

    await page.goto(paths.admin.posts.href())
    await page.getByTestId('admin-post-card').first().waitFor()

    // Left to the bundler it was 82 files, most of them one icon, one hook or one part of Radix: over
    // HTTP/1.1, six at a time.
    expect(requests.scripts().length).toBeLessThanOrEqual(40)
    expect(requests.scripts()).toContain(chunkFile('staff'))
  })

  /**
   * Opens the newest post's editor as the admin on the slow connection, recording its requests, and
   * waits for the title; `beforeNavigation` may hold files back first.
   */
  async function openNewestPostSlowly(beforeNavigation: (page: Page) => Promise<unknown> = async () => undefined) {
    const [post] = (await serviceRest('posts?select=id,title&order=created_at.desc&limit=1')) as {
      id: string
      title: string
    }[]
    const page = await newPage(browser())
    await signInSettled(page, admin)
    await slowConnection(page)
    const requests = recordRequests(page)
    await beforeNavigation(page)
    await page.goto(paths.admin.editPost.href(post.id))
    await expect
      .poll(() => page.getByLabel('Título', { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe(post.title)
    return { post, requests }
  }

  it('the editor asks for the post while its code is on its way', async () => {
    const { post, requests } = await openNewestPostSlowly((page) => holdBack(page, builtFile(editorModule)))

    const screenCode = requests.find((url) => url.pathname === builtFile(editorModule), 'the editor')
    const postRead = requests.find(
      (url) => url.pathname === '/rest/v1/posts' && url.searchParams.get('id') === `eq.${post.id}`,
      'the post',
    )
    expect(postRead.start).toBeLessThan(screenCode.end)
  })

  it('/admin asks Clio for its health only after the first frame with the numbers (decision 032)', async () => {
    const page = await newPage(browser())
    await signInSettled(page, admin)
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid=stat-value]')) return
        observer.disconnect()
        requestAnimationFrame(() => {
          ;(window as { numbersFrameAt?: number }).numbersFrameAt = performance.now()
        })
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await page.goto(paths.admin.dashboard.href())
    await page.getByTestId('stat-value').first().waitFor()
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/health')),
        ),
      )
      .toBe(true)

    const { healthAskedAt, numbersFrameAt } = await page.evaluate(() => ({
      healthAskedAt: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/health'))
        ?.startTime,
      numbersFrameAt: (window as { numbersFrameAt?: number }).numbersFrameAt,
    }))
    expect(healthAskedAt).toBeTypeOf('number')
    expect(numbersFrameAt).toBeTypeOf('number')
    expect(healthAskedAt).toBeGreaterThan(numbersFrameAt as number)
  })

  const isPostsPage = (url: URL) => url.pathname === '/rest/v1/posts' && url.searchParams.has('offset')
  const isOwnProfile = (url: URL) =>
    url.pathname === '/rest/v1/profiles' && url.searchParams.get('id') === `eq.${admin.id}`

  it('/admin/posts asks for its posts and the profile before its entry script has arrived, once each (decision 033)', async () => {
    const page = await newPage(browser())
    await signInSettled(page, admin)
    await slowConnection(page)
    const requests = recordRequests(page)

    await page.goto(paths.admin.posts.href())
    await page.getByTestId('admin-post-card').first().waitFor()

    const entry = requests.find((url) => url.pathname === builtFile('index.html'), 'the entry')
    // The shell sent them; the app took those responses instead of asking again.
    expect(requests.all(isPostsPage)).toHaveLength(1)
    expect(requests.all(isOwnProfile)).toHaveLength(1)
    expect(requests.find(isPostsPage, 'the page of posts').start).toBeLessThan(entry.end)
    expect(requests.find(isOwnProfile, 'the profile').start).toBeLessThan(entry.end)
    // Once the loaders' reads are answered, what the shell left is dropped: no later read can get it.
    await expect.poll(() => page.evaluate(() => '__earlyRequests' in window)).toBe(false)
  })

  it('the editor shows the post the shell asked for before its entry script arrived', async () => {
    const { post, requests } = await openNewestPostSlowly()

    const entry = requests.find((url) => url.pathname === builtFile('index.html'), 'the entry')
    const isPostRead = (url: URL) => url.pathname === '/rest/v1/posts' && url.searchParams.get('id') === `eq.${post.id}`
    // The first read of the post is the editor's (the shell's); the editor's other reads of it select other columns.
    const postRead = requests.find(isPostRead, 'the post')
    expect(postRead.start).toBeLessThan(entry.end)
    expect(requests.all((url) => isPostRead(url) && url.search === postRead.url.search)).toHaveLength(1)
  })

  it('a filtered post list, and a session about to expire, are read by the app as before', async () => {
    const page = await newPage(browser())
    await signInSettled(page, admin)
    const requests = recordRequests(page)

    // The filters are the app's to read: the shell sends nothing for an address with a query string.
    await page.goto(paths.admin.posts.href({ q: 'cannabis' }))
    await page.getByTestId('admin-post-card').first().waitFor()
    const entry = requests.find((url) => url.pathname === builtFile('index.html'), 'the entry')
    expect(requests.all(isPostsPage)).toHaveLength(1)
    expect(requests.find(isPostsPage, 'the page of posts').start).toBeGreaterThan(entry.end)

    // A token with a minute left is refreshed before the app's first read: the shell leaves it, so the
    // one read of the posts is the app's, with a new token. The refresh may also come from the page being
    // left (its own timer sees the minute left), and a left page's answer may have no body any more: the
    // token the posts are read with is checked itself — another one, for the same person, issued after
    // the old one.
    const oldToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find(
        (name) => name.startsWith('sb-') && name.endsWith('-auth-token'),
      ) as string
      const session = JSON.parse(localStorage.getItem(key) as string) as { expires_at: number; access_token: string }
      localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + 60 }))
      return session.access_token
    })
    // A token issued in the same second as the old one carries the same claims, byte for byte: let the
    // clock pass the old token's second so the refreshed one is told apart.
    const issuedAt = (JSON.parse(Buffer.from(oldToken.split('.')[1], 'base64url').toString()) as { iat: number }).iat
    await expect.poll(() => Math.floor(Date.now() / 1000) > issuedAt).toBe(true)
    const afterRefresh = recordRequests(page)
    await page.goto(paths.admin.posts.href())
    await page.getByTestId('admin-post-card').first().waitFor()
    expect(afterRefresh.all(isPostsPage)).toHaveLength(1)
    const used = afterRefresh.find(isPostsPage, 'the page of posts').authorization ?? ''
    expect(used).not.toBe(`Bearer ${oldToken}`)
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.replace(/^Bearer /, '').split('.')[1], 'base64url').toString()) as {
        iat: number
        sub: string
      }
    expect(claims(used).sub).toBe(claims(oldToken).sub)
    expect(claims(used).iat).toBeGreaterThan(issuedAt)
  })
})
