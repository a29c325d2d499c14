import { afterEach, describe, expect, it } from 'vitest'
import { prerenderedState } from '@/app/prerendered-page'

const query = (key: string, data: unknown) => ({ queryHash: `["${key}"]`, queryKey: [key], state: { data } })

function renderPage(path: string, withFrame = true) {
  document.body.innerHTML =
    `<div id="root" data-prerendered-path="${path}"></div>` +
    (withFrame
      ? `<script type="application/json" id="prerender-frame">${JSON.stringify({ mutations: [], queries: [query('menu', ['Blog'])] })}</script>`
      : '') +
    `<script type="application/json" id="prerender-state">${JSON.stringify({ mutations: [], queries: [query('post', { title: 'X' })] })}</script>`
  return document.getElementById('root') as HTMLElement
}

const at = (pathname: string, search = '') => ({ pathname, search }) as Location

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the prerendered page’s data', () => {
  it('holds the frame’s queries (menu, categories) and the page’s own, for hydration', () => {
    const state = prerenderedState(renderPage('/blog/post/x'), at('/blog/post/x'))
    expect(state?.queries.map((item) => item.queryKey[0])).toEqual(['menu', 'post'])
  })

  it('is the page’s own when an older page has no frame script', () => {
    const state = prerenderedState(renderPage('/blog/post/x', false), at('/blog/post/x'))
    expect(state?.queries.map((item) => item.queryKey[0])).toEqual(['post'])
  })

  it('is none for another address or with a query string', () => {
    expect(prerenderedState(renderPage('/blog/post/x'), at('/blog/post/y'))).toBeNull()
    expect(prerenderedState(renderPage('/blog/post/x'), at('/blog/post/x', '?q=1'))).toBeNull()
  })
})
