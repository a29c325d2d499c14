/** @vitest-environment node */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  parseHeadersFile,
  withContentSecurityPolicy,
} from '../../../../build/prerender/content-security-policy'
import { deferEntryScript } from '../../../../build/prerender/template'

const sources = {
  supabaseUrl: 'https://abc.supabase.co/',
  clioUrl: 'https://clio.example.org/api',
  imageHosts: ['https://images.pexels.com/photos'],
}
const shell = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Blog</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </body>
</html>`
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe("the build's Content-Security-Policy", () => {
  it('allows the inline loader of a prerendered page by the hash of its exact text, and nothing for scripts with src or JSON data', () => {
    const page = deferEntryScript(shell).replace(
      '</body>',
      '<script type="application/json" id="state">{"a":1}</script><script type="application/ld+json">{}</script></body>',
    )
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? ''
    expect(inlineScriptHashes(page)).toEqual([sha256(loader)])
    expect(inlineScriptHashes(shell)).toEqual([])
  })

  it('names only the app, the Supabase project, hosted Supabase projects, Clio and the image hosts, by origin', () => {
    const policy = contentSecurityPolicy(sources, ["'sha256-x'"])
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-x'")
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://abc.supabase.co https://*.supabase.co https://clio.example.org https://images.pexels.com https://api.crossref.org https://eutils.ncbi.nlm.nih.gov http://servidor-inexistente.invalid",
    )
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: blob: https://abc.supabase.co https://clio.example.org https://images.pexels.com",
    )
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    // frame-ancestors only works as a header.
    expect(policy).not.toContain('frame-ancestors')
    expect(contentSecurityPolicy(sources, [], { header: true })).toContain("frame-ancestors 'none'")
  })

  it('puts one <meta> policy right after the charset, also when the page already had one from an earlier build', () => {
    const once = withContentSecurityPolicy(deferEntryScript(shell), sources)
    const twice = withContentSecurityPolicy(once, sources)
    expect(twice).toBe(once)
    expect(once.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(once).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    )
    expect(() => withContentSecurityPolicy('<html><head></head></html>', sources)).toThrow(/charset/)
  })

  it('writes _headers with the policy and the security headers for every path, and reads them back', () => {
    const file = headersFile(sources, ["'sha256-x'"])
    expect(file.startsWith('/*\n')).toBe(true)
    expect(parseHeadersFile(`${file}/admin/*\n  X-Robots-Tag: noindex\n`)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(sources, ["'sha256-x'"], { header: true }),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
  })
})
