import { describe, expect, it } from 'vitest'
import {
  frameLinks,
  frameOf,
  frameSignature,
  spliceFrame as spliceParts,
  type PageFrame,
} from '../../../../build/prerender/frame-splice'

/** The page's new HTML as text (spliceFrame works on the file's bytes). */
const spliceFrame = (html: string, frame: PageFrame, frameId: string) => {
  const parts = spliceParts(Buffer.from(html), frame, frameId)
  return parts && (parts.length === 0 ? html : Buffer.concat(parts).toString('utf8'))
}

const FRAME_ID = 'prerender-frame'
const query = (hash: string, data: unknown) => ({ queryHash: hash, queryKey: JSON.parse(hash), state: { data } })

function page(header: string, content: string, frameQueries: unknown[], queries: unknown[] = []) {
  return (
    '<!doctype html><html><head><title>T</title></head><body>' +
    `<div id="root" data-prerendered-path="/x"><div><header>${header}</header><main id="conteudo" class="flex-1">${content}</main><footer>F</footer></div></div>` +
    `<script type="application/json" id="${FRAME_ID}">${JSON.stringify({ mutations: [], queries: frameQueries })}</script>` +
    `<script type="application/json" id="prerender-state">${JSON.stringify({ mutations: [], queries })}</script></body></html>`
  )
}
const scriptData = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? '')

const frame = frameOf({
  body: '<div><header>NOVO <a href="/blog">Blog</a></header><main id="conteudo" class="flex-1"></main><footer>F2</footer></div>',
  state: { mutations: [], queries: [query('["menu","active"]', ['novo'])] },
})

describe('splicing the frame into a page', () => {
  it('replaces the header, the footer and the frame’s data, and keeps the content and the page’s own data', () => {
    const before = page(
      'VELHO',
      '<article><header>Título</header><p>Texto</p></article>',
      [query('["menu","active"]', ['velho'])],
      [query('["posts","detail","x"]', { title: 'X' })],
    )
    const after = spliceFrame(before, frame, FRAME_ID) as string
    expect(after).toContain(
      '<header>NOVO <a href="/blog">Blog</a></header><main id="conteudo" class="flex-1"><article>',
    )
    expect(after).toContain('<p>Texto</p></article></main><footer>F2</footer></div></div><script')
    expect(after).not.toContain('VELHO')
    expect(scriptData(after, FRAME_ID).queries.map((item: { state: { data: unknown } }) => item.state.data)).toEqual([
      ['novo'],
    ])
    expect(scriptData(after, 'prerender-state')).toEqual(scriptData(before, 'prerender-state'))
    expect(after.startsWith('<!doctype html><html><head><title>T</title></head>')).toBe(true)
  })

  it('keeps a stored string that looks like markup inside the content and escapes the new data for a script', () => {
    const hostile = frameOf({
      body: '<div><header>H</header><main id="conteudo" class="flex-1"></main><footer>F</footer></div>',
      state: { queries: [query('["menu","active"]', ['</script><script>alert(1)</script>'])] },
    })
    const before = page('H', '<p>&lt;/main&gt;</p>', [query('["menu","active"]', [])])
    const after = spliceFrame(before, hostile, FRAME_ID) as string
    expect(after).not.toContain('<script>alert(1)')
    expect(after).toContain('<p>&lt;/main&gt;</p></main>')
  })

  it('leaves a page that already has the frame as it is (nothing to write)', () => {
    const current = spliceFrame(page('X', '<p>á</p>', []), frame, FRAME_ID) as string
    expect(spliceParts(Buffer.from(current), frame, FRAME_ID)).toEqual([])
  })

  it('gives up (the page is rendered instead) on a page not laid out as the build writes them', () => {
    expect(spliceFrame('<html><body><div id="root"></div></body></html>', frame, FRAME_ID)).toBeNull()
    const older = page('H', '<p>x</p>', []).replace(
      /<script type="application\/json" id="prerender-frame">.*?<\/script>/,
      '',
    )
    expect(spliceFrame(older, frame, FRAME_ID)).toBeNull()
  })
})

describe('the frame’s signature', () => {
  const links = frameLinks(
    frameOf({
      body: '<a href="/">Início</a><a href="/blog">Blog</a><a href="/blog/post/guia?x=1">Guia</a><main id="conteudo"></main><a href="/blog/categoria/leis">Leis</a>',
      state: { queries: [] },
    }),
  )

  it('lists the frame’s own addresses without query strings', () => {
    expect(links).toEqual(['/', '/blog', '/blog/post/guia', '/blog/categoria/leis'])
  })

  it('is the same for articles no link points at, and differs where a link would be the current page', () => {
    expect(frameSignature('/blog/post/a', links)).toBe(frameSignature('/blog/post/b', links))
    expect(frameSignature('/blog/post/guia', links)).not.toBe(frameSignature('/blog/post/a', links))
    expect(frameSignature('/blog/post/guia-2', links)).not.toBe(frameSignature('/blog/post/guia', links))
    expect(frameSignature('/blog', links)).not.toBe(frameSignature('/blog/post/a', links))
    expect(frameSignature('/blogs', links)).not.toBe(frameSignature('/blog', links))
    expect(frameSignature('/BLOG/categoria/leis', links)).toBe(frameSignature('/blog/categoria/leis', links))
    expect(frameSignature('/blog/categoria/lei%C3%A7', links)).not.toBe(frameSignature('/blog/categoria/leis', links))
  })
})
