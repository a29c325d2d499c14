/** @vitest-environment node */
import { describe, expect, it, vi } from 'vitest'
import {
  deferEntryScript,
  entryImports,
  fillTemplate,
  importClosure,
  islandsImports,
} from '../../../../build/prerender/template'
import { scriptSafeJson } from '@/lib/script-safe-json'

const SHELL = `<!doctype html><html><head><title>Cannabis Medicinal</title>
    <meta
      name="description"
      content="padrão"
    />
<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`

const page = {
  path: '/blog/post/a',
  head: '<title>Post | Cannabis Medicinal</title><meta name="description" content="Resumo"/><link rel="canonical" href="https://x/blog/post/a"/>',
  body: '<main><h1>Post</h1></main>',
  state: { queries: [{ text: '</script><script>alert(1)</script>' }] },
  frameState: { queries: [{ menu: '<!-- </script>' }] },
  stateId: 'prerender-state',
  frameId: 'prerender-frame',
  pathAttribute: 'data-prerendered-path',
  headAttribute: 'data-prerendered',
}

describe('fillTemplate', () => {
  it("replaces the shell's title and description with the page's own head tags, each marked", () => {
    const html = fillTemplate(SHELL, page)
    expect(html.match(/<title/g)).toHaveLength(1)
    expect(html).not.toContain('padrão')
    expect(html).toContain('<title data-prerendered>Post | Cannabis Medicinal</title>')
    expect(html).toContain('<meta data-prerendered name="description" content="Resumo"/>')
    expect(html).toContain('<link data-prerendered rel="canonical" href="https://x/blog/post/a"/>')
    expect(html.indexOf('data-prerendered rel="canonical"')).toBeLessThan(html.indexOf('</head>'))
  })

  it("also replaces the shell's own marked defaults (index.html marks them for the browser)", () => {
    const marked = SHELL.replace('<title>', '<title data-prerendered>').replace('<meta\n', '<meta data-prerendered\n')
    const html = fillTemplate(marked, page)
    expect(html.match(/<title/g)).toHaveLength(1)
    expect(html).not.toContain('padrão')
  })

  it('fills #root, names the path it was rendered for, and embeds the data so no markup can break out', () => {
    const html = fillTemplate(SHELL, page)
    expect(html).toContain('<div id="root" data-prerendered-path="/blog/post/a"><main><h1>Post</h1></main></div>')
    const embedded = /<script type="application\/json" id="prerender-state">([\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(embedded).toBe(scriptSafeJson(page.state))
    expect(embedded).not.toContain('</script')
    expect(JSON.parse(embedded ?? '')).toEqual(page.state)
    // The frame's data right after #root, in a script of its own (frame-splice.ts replaces it alone).
    const frame = /<\/div><script type="application\/json" id="prerender-frame">([\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(frame).toBe(scriptSafeJson(page.frameState))
    expect(frame).not.toMatch(/<\/script|<!--/)
  })

  it('refuses a shell without an empty #root', () => {
    expect(() =>
      fillTemplate(
        `<html><head><script type="module" src="/assets/index.js"></script></head><body><div id="app"></div></body></html>`,
        page,
      ),
    ).toThrow('<div id="root"></div>')
  })
})

describe('deferEntryScript', () => {
  it('starts the entry script only after the load event and a frame, instead of loading it with the page', () => {
    const html = deferEntryScript('<head><script type="module" crossorigin src="/assets/index-1.js"></script></head>')
    expect(html).not.toContain('src="/assets/index-1.js"')
    expect(html).toContain('const files = ["/assets/index-1.js"]')
    expect(html).toContain(`addEventListener('load', afterPaint, { once: true })`)
    expect(html).toContain('const afterPaint = () => requestAnimationFrame(() => setTimeout(start))')
    expect(html).toContain(`if (document.readyState === 'complete') afterPaint()`)
  })

  it('preloads the entry and its chunks before running any, then runs them one task at a time, the entry last', async () => {
    const html = deferEntryScript('<head><script type="module" src="/assets/index-1.js"></script></head>', [
      '/assets/react.js',
      '/assets/router.js',
    ])
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    // Run the loader with stand-ins for the browser: which files are preloaded, imported, and when.
    const events: string[] = []
    const head = { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) }
    const document = { readyState: 'complete', head, createElement: () => ({}) }
    const setTimeout = (callback: () => void) => {
      events.push('task')
      queueMicrotask(callback)
    }
    const requestAnimationFrame = (callback: () => void) => callback()
    const load = (file: string) => {
      events.push(`import ${file}`)
      return Promise.resolve()
    }
    const run = new Function(
      'document',
      'setTimeout',
      'requestAnimationFrame',
      'addEventListener',
      '__import',
      loader.replace(/import\(file\)/, '__import(file)'),
    )
    run(document, setTimeout, requestAnimationFrame, () => undefined, load)
    await vi.waitFor(() => expect(events).toContain('import /assets/index-1.js'))
    expect(events).toEqual([
      'task',
      'modulepreload /assets/react.js',
      'task',
      'modulepreload /assets/router.js',
      'task',
      'modulepreload /assets/index-1.js',
      'task',
      'task',
      'import /assets/react.js',
      'task',
      'import /assets/router.js',
      'task',
      'import /assets/index-1.js',
    ])
  })

  it("orders the entry's chunks from the build manifest so each comes after the chunks it imports", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_router.js', '_query.js', '_react.js', '_cn.js'],
      },
      '_router.js': { file: 'assets/router-1.js', imports: ['_runtime.js', '_react.js'] },
      '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      '_cn.js': { file: 'assets/cn-1.js' },
    }
    expect(entryImports(manifest)).toEqual([
      '/assets/runtime-1.js',
      '/assets/react-1.js',
      '/assets/router-1.js',
      '/assets/query-1.js',
      '/assets/cn-1.js',
    ])
    expect(entryImports({})).toEqual([])
  })

  it('lists each chunk once when two chunks import each other', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_a.js'] },
      '_a.js': { file: 'assets/a-1.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b-1.js', imports: ['_a.js'] },
    }
    expect(importClosure(manifest, ['_a.js'])).toEqual(['_b.js', '_a.js'])
    expect(entryImports(manifest)).toEqual(['/assets/b-1.js', '/assets/a-1.js'])
  })

  it("leaves out the back office's preload script, which only the SPA shell needs", () => {
    const html = deferEntryScript(
      '<head><script type="module" src="/assets/index-1.js"></script>\n    <script data-admin-preload>if (/^\\/admin/.test(location.pathname)) {}</script><link rel="stylesheet" href="/a.css"></head>',
    )
    expect(html).not.toContain('data-admin-preload')
    expect(html).not.toContain('location.pathname')
    expect(html).toContain('<link rel="stylesheet" href="/a.css">')
  })

  it('fails the build when the template has no entry script to defer', () => {
    expect(() => deferEntryScript('<head></head>')).toThrow('no <script type="module"')
  })

  it('is applied to every prerendered page', () => {
    expect(fillTemplate(SHELL, { ...page, entrySteps: ['/assets/react.js'] })).toContain(
      `const files = ["/assets/react.js","/assets/index.js"]`,
    )
  })

  /** Runs a page's loader as a browser at `url` would, whose #root names `renderedFor`; the files it imports. */
  async function filesStarted(html: string, url: string, renderedFor: string): Promise<string[]> {
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    const imported: string[] = []
    const root = { getAttribute: (name: string) => (name === 'data-prerendered-path' ? renderedFor : null) }
    const document = {
      readyState: 'complete',
      head: { append: () => undefined },
      createElement: () => ({}),
      getElementById: (id: string) => (id === 'root' ? root : null),
    }
    const { pathname, search } = new URL(url, 'https://site.test')
    const run = new Function(
      'document',
      'location',
      'setTimeout',
      'requestAnimationFrame',
      'addEventListener',
      '__import',
      loader.replace(/import\(file\)/, '__import(file)'),
    )
    run(
      document,
      { pathname, search },
      (callback: () => void) => queueMicrotask(callback),
      (callback: () => void) => callback(),
      () => undefined,
      (file: string) => imported.push(file) && Promise.resolve(),
    )
    await vi.waitFor(() => expect(imported.at(-1)).toMatch(/index|islands/))
    return imported
  }

  it("starts a page's islands on the URL it was rendered for, and the app on any other or with a query string", async () => {
    const html = fillTemplate(SHELL, {
      ...page,
      entrySteps: ['/assets/react.js', '/assets/router.js'],
      islandFiles: ['/assets/react.js', '/assets/islands-article.js'],
    })
    const islands = ['/assets/react.js', '/assets/islands-article.js']
    const app = ['/assets/react.js', '/assets/router.js', '/assets/index.js']
    expect(await filesStarted(html, '/blog/post/a', '/blog/post/a')).toEqual(islands)
    expect(await filesStarted(html, '/blog/post/a?preview=1', '/blog/post/a')).toEqual(app)
    expect(await filesStarted(html, '/blog/post/b', '/blog/post/a')).toEqual(app)
    // A page without islands starts the app wherever it is.
    expect(await filesStarted(fillTemplate(SHELL, { ...page, entrySteps: ['/assets/react.js'] }), '/x', '/x')).toEqual([
      '/assets/react.js',
      '/assets/index.js',
    ])
  })

  it("lists each islands entry's chunks from the build manifest, the entry last, and none the build lacks", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      'src/islands/home.tsx': { file: 'assets/islands-home-1.js', isEntry: true, imports: ['_frame.js', '_react.js'] },
      '_frame.js': { file: 'assets/frame-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
    }
    expect(islandsImports(manifest)).toEqual({
      home: ['/assets/react-1.js', '/assets/frame-1.js', '/assets/islands-home-1.js'],
    })
    expect(islandsImports({})).toEqual({})
  })
})
