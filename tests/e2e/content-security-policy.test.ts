// Issue 18: the production build sends a Content-Security-Policy that allows only the app, the
// configured Supabase and Clio origins and the image hosts; every browser test runs under it and
// fails on any violation (tests/e2e/fixtures.ts).
import { createHash } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { baseURL, newPage, takePolicyViolations, useBrowser } from './fixtures'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)

describe('Content-Security-Policy of the production build', () => {
  const browser = useBrowser()

  it('every answer (prerendered page, SPA shell, asset) carries the policy and the other security headers', async () => {
    const home = await fetch(`${baseURL()}/`)
    const html = await home.text()
    const assetPath = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    const shell = await fetch(`${baseURL()}/admin/posts`)
    const shellHtml = await shell.clone().text()
    const answers = [home, shell, await fetch(`${baseURL()}${assetPath}`)]
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(200)
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff')
      expect(answer.headers.get('x-frame-options'), answer.url).toBe('DENY')
      expect(answer.headers.get('referrer-policy'), answer.url).toBe('strict-origin-when-cross-origin')
      const policy = answer.headers.get('content-security-policy') ?? ''
      expect(directive(policy, 'frame-ancestors'), answer.url).toEqual(["'none'"])
      expect(directive(policy, 'object-src'), answer.url).toEqual(["'none'"])
    }
    const policy = home.headers.get('content-security-policy') ?? ''
    const api = new URL(inject('apiURL')).origin
    const clio = new URL(inject('clioURL')).origin
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      api,
      'https://*.supabase.co',
      clio,
      'https://images.pexels.com',
      'https://api.crossref.org',
      'https://eutils.ncbi.nlm.nih.gov',
      'http://servidor-inexistente.invalid',
    ])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', api, clio, 'https://images.pexels.com'])
    // Scripts: the app's files and, by hash, exactly the inline scripts the pages carry (the prerendered
    // pages' loaders — the home page's and an article's start their islands, /blog's the app —, the
    // shell's admin modulepreload); never eval, never 'unsafe-inline'.
    const articlePath = /href="(\/blog\/post\/[^"?#]+)"/.exec(html)?.[1]
    expect(articlePath).toBeTruthy()
    const otherPages = await Promise.all(
      [`${articlePath}`, '/blog'].map(async (pagePath) => (await fetch(`${baseURL()}${pagePath}`)).text()),
    )
    const inlineScripts = [
      ...`${html}${shellHtml}${otherPages.join('')}`.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g),
    ]
      .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/\btype="(?!module")/.test(attributes)) // data blocks do not run
      .map(([, , body]) => body)
    expect(inlineScripts.length).toBeGreaterThanOrEqual(2)
    const inlineHashes = [
      ...new Set(inlineScripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)),
    ]
    expect(directive(policy, 'script-src')?.sort()).toEqual(["'self'", ...inlineHashes].sort())
    // The page carries it too, for hosts that cannot send headers.
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    )
  })

  it('the browser enforces it: a request to another origin is refused and reported, which fails any browser test', async () => {
    const page = await newPage(browser(), 'mobile')
    await page.goto('/')
    const outcome = await page.evaluate(() =>
      fetch('https://nao-permitido.example/dados').then(
        () => 'answered',
        (error: unknown) => `refused: ${String(error)}`,
      ),
    )
    expect(outcome).toMatch(/^refused/)
    await expect
      .poll(() => takePolicyViolations().join('\n'))
      .toMatch(/nao-permitido\.example.*Content Security Policy/)
    await page.context().close()
  })
})
