import { describe, expect, it } from 'vitest'
import { preloadScript } from '../../../../build/vite/admin-module-preload'

/** The links the inline script adds on a page at `pathname`. */
function preloadedOn(script: string, pathname: string): string[] {
  const added: string[] = []
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) },
  }
  new Function('location', 'document', script)({ pathname }, document)
  return added
}

describe("the back office's preload script", () => {
  const script = preloadScript('/admin', ['/assets/loaders.js'], [
    { path: /^\/admin\/posts\/?$/, hrefs: ['/assets/posts.js', '/assets/select.js'] },
    { path: /^\/admin\/posts\/[^/]+\/?$/, hrefs: ['/assets/post-editor.js'] },
  ])

  it('preloads what every staff route needs, and the files of the screen the address opens', () => {
    expect(preloadedOn(script, '/admin/posts')).toEqual([
      'modulepreload /assets/loaders.js',
      'modulepreload /assets/posts.js',
      'modulepreload /assets/select.js',
    ])
    expect(preloadedOn(script, '/admin/posts/5eed0000-0000-4000-8000-000000000009')).toEqual([
      'modulepreload /assets/loaders.js',
      'modulepreload /assets/post-editor.js',
    ])
    expect(preloadedOn(script, '/admin/users')).toEqual(['modulepreload /assets/loaders.js'])
  })

  it('preloads nothing outside /admin', () => {
    expect(preloadedOn(script, '/')).toEqual([])
    expect(preloadedOn(script, '/administracao')).toEqual([])
    expect(preloadedOn(script, '/blog/post/admin')).toEqual([])
  })

  it("sets up Intl's locale and time zone in a task of its own on /admin pages, and nowhere else", () => {
    const warmUp = { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' }
    const withWarmUp = preloadScript('/admin', ['/assets/loaders.js'], [], warmUp)
    const run = (pathname: string) => {
      const calls: string[] = []
      const tasks: (() => void)[] = []
      const Intl = {
        NumberFormat: class {
          constructor(locale: string) {
            calls.push(`NumberFormat ${locale}`)
          }
          format = () => ''
        },
        DateTimeFormat: class {
          constructor(locale: string, options: { timeZone: string }) {
            calls.push(`DateTimeFormat ${locale} ${options.timeZone}`)
          }
          format = () => ''
        },
      }
      const document = { createElement: () => ({}), head: { appendChild: () => undefined } }
      new Function('location', 'document', 'Intl', 'setTimeout', withWarmUp)(
        { pathname },
        document,
        Intl,
        (task: () => void) => tasks.push(task),
      )
      const before = [...calls]
      for (const task of tasks) task()
      return { before, after: calls }
    }

    expect(run('/admin/posts')).toEqual({
      before: [],
      after: ['NumberFormat pt-BR', 'DateTimeFormat pt-BR America/Sao_Paulo'],
    })
    expect(run('/')).toEqual({ before: [], after: [] })
    // Without the option the script leaves Intl alone.
    expect(preloadScript('/admin', ['/assets/loaders.js'])).not.toContain('Intl')
  })
})
