import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { paths } from '@/config/paths'
import { newPage, serviceRest, useBrowser } from './fixtures'
import { signInAs, signUpFirstAdmin, type StaffAccount } from './staff'

// The back office without a waterfall (docs/decisions/028-admin-routes-load-code-and-data-together.md):
// over a connection with a 100 ms round trip, a route's first data is asked for while its code is
// still arriving, and the page asks for the code every staff route needs together with the entry.

interface ManifestChunk {
  file: string
}

function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(resolve(inject('distDir'), '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const chunk = manifest[source]
  if (!chunk) throw new Error(`${source} is not in the build manifest`)
  return `/${chunk.file}`
}

/** Every request of the page, with when it started and when its last byte arrived (ms since the epoch). */
function recordRequests(page: Page) {
  const requests: { url: URL; start: number; end: number }[] = []
  page.on('requestfinished', (request: Request) => {
    const timing = request.timing()
    requests.push({ url: new URL(request.url()), start: timing.startTime, end: timing.startTime + timing.responseEnd })
  })
  const find = (test: (url: URL) => boolean, what: string) => {
    const found = requests.find((request) => test(request.url))
    if (!found) throw new Error(`no finished request for ${what}`)
    return found
  }
  return { find }
}

/** A 100 ms round trip to every host, and no cache: each load asks for everything again. */
async function slowConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: -1, uploadThroughput: -1 })
}

describe('admin routes load their code and their data together', () => {
  const browser = useBrowser({ resetStack: true })
  let admin: StaffAccount

  beforeAll(async () => {
    admin = await signUpFirstAdmin()
  })

  it("/admin/posts asks for its posts before the screen's code has arrived, and for the loaders before the entry has", async () => {
    const page = await newPage(browser())
    await signInAs(page, admin)
    await slowConnection(page)
    const requests = recordRequests(page)

    await page.goto(paths.admin.posts.href())
    await page.getByTestId('admin-post-card').first().waitFor()

    const screenCode = requests.find((url) => url.pathname === builtFile('src/app/routes/admin/posts.tsx'), 'the posts screen')
    const postsPage = requests.find((url) => url.pathname === '/rest/v1/posts' && url.searchParams.has('offset'), 'the page of posts')
    expect(postsPage.start).toBeLessThan(screenCode.end)

    // The inline script of the page: the loaders' module is requested beside the entry, not after it.
    const entry = requests.find((url) => url.pathname === builtFile('index.html'), 'the entry')
    const loaders = requests.find((url) => url.pathname === builtFile('src/app/routes/admin/loaders.ts'), 'the route loaders')
    expect(loaders.start).toBeLessThan(entry.end)
  })

  it('the editor asks for the post before its code has arrived', async () => {
    const [post] = (await serviceRest('posts?select=id,title&order=created_at.desc&limit=1')) as { id: string; title: string }[]
    const page = await newPage(browser())
    await signInAs(page, admin)
    await slowConnection(page)
    const requests = recordRequests(page)

    await page.goto(paths.admin.editPost.href(post.id))
    await expect.poll(() => page.getByLabel('Título', { exact: true }).inputValue(), { timeout: 30_000 }).toBe(post.title)

    const screenCode = requests.find((url) => url.pathname === builtFile('src/app/routes/admin/post-editor.tsx'), 'the editor')
    const postRead = requests.find((url) => url.pathname === '/rest/v1/posts' && url.searchParams.get('id') === `eq.${post.id}`, 'the post')
    expect(postRead.start).toBeLessThan(screenCode.end)
  })
})
