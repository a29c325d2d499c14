import { describe, expect, it } from 'vitest'
import { shellScript, type ShellScreen } from '../../../../build/vite/admin-module-preload'

/** The links the inline script adds on a page at `pathname`. */
function preloadedOn(script: string, pathname: string): string[] {
  const added: string[] = []
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) },
  }
  new Function('location', 'document', script)({ pathname, search: '' }, document)
  return added
}

const screen = (path: string, files: string[]): ShellScreen => ({ path, readsSearch: false, files, requests: [] })

describe("the back office's preload script", () => {
  const script = shellScript(
    ['/assets/loaders.js'],
    [
      screen('/admin/posts', ['/assets/posts.js', '/assets/select.js']),
      screen('/admin/posts/:id', ['/assets/post-editor.js']),
    ],
  )

  it('preloads what every staff route needs, and the files of the screen the address opens', () => {
    expect(preloadedOn(script, '/admin/posts')).toEqual([
      'modulepreload /assets/loaders.js',
      'modulepreload /assets/posts.js',
      'modulepreload /assets/select.js',
    ])
    expect(preloadedOn(script, '/admin/posts/')).toHaveLength(3)
    expect(preloadedOn(script, '/admin/posts/5eed0000-0000-4000-8000-000000000009')).toEqual([
      'modulepreload /assets/loaders.js',
      'modulepreload /assets/post-editor.js',
    ])
    expect(preloadedOn(script, '/admin/users')).toEqual(['modulepreload /assets/loaders.js'])
    expect(preloadedOn(script, '/admin/posts/5eed/extra')).toEqual(['modulepreload /assets/loaders.js'])
  })

  it('preloads nothing outside /admin', () => {
    expect(preloadedOn(script, '/')).toEqual([])
    expect(preloadedOn(script, '/administracao')).toEqual([])
    expect(preloadedOn(script, '/blog/post/admin')).toEqual([])
  })
})
