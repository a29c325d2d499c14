// Which post-images object a stored URL or a post's HTML shows (decision 048): the SQL functions the
// usage triggers run, over a corpus of the URLs the app stores and of hostile strings.
import { describe, expect, it } from 'vitest'
import { useFreshDatabase } from './helpers'

const db = useFreshDatabase({ seed: false })

const HOSTED = 'https://abcdefghijklmnop.supabase.co/storage/v1'
const LOCAL = 'http://127.0.0.1:54321/storage/v1'

async function objectName(url: string | null): Promise<string | null> {
  const { rows } = await db().query<{ name: string | null }>('select public.post_image_object_name($1) as name', [url])
  return rows[0].name
}

async function objectNames(html: string | null): Promise<string[]> {
  const { rows } = await db().query<{ names: string[] }>('select public.post_image_object_names($1) as names', [html])
  return [...rows[0].names].sort()
}

describe('public.post_image_object_name(url)', () => {
  const corpus: [string, string | null][] = [
    // The forms the app stores: the public object and the render endpoint, any host.
    [
      `${HOSTED}/object/public/post-images/1732790000000-ab12cd34-1600x1067.webp`,
      '1732790000000-ab12cd34-1600x1067.webp',
    ],
    [`${LOCAL}/object/public/post-images/1732790000000-ab12cd34-avatar.webp`, '1732790000000-ab12cd34-avatar.webp'],
    [`${HOSTED}/render/image/public/post-images/capas/a.webp?width=800&quality=80`, 'capas/a.webp'],
    [`${LOCAL}/render/image/public/post-images/a.webp?width=1200&height=630&resize=cover#x`, 'a.webp'],
    [`${HOSTED}/object/sign/post-images/a.webp?token=eyJ`, 'a.webp'],
    [`${HOSTED}/object/public/post-images/a.webp#frag`, 'a.webp'],
    // Percent-decoded as Storage decodes the path: spaces, accents, an encoded slash.
    [`${HOSTED}/object/public/post-images/Foto%20do%20frasco%20%C3%A1.webp`, 'Foto do frasco á.webp'],
    [`${HOSTED}/object/public/post-images/pasta%2Fa.webp`, 'pasta/a.webp'],
    [`${HOSTED}/object/public/post-images/100%25+puro.webp`, '100%+puro.webp'],
    // Read as a browser reads it: case of the scheme, stray whitespace, backslashes, dot segments.
    [`  HTTPS://x.supabase.co/storage/v1/object/public/post-images/a.webp\n`, 'a.webp'],
    [`https://x.supabase.co/storage/v1/object/public/post-\nimages/a.webp`, 'a.webp'],
    [`https:\\\\x.supabase.co\\storage\\v1\\object\\public\\post-images\\a.webp`, 'a.webp'],
    [`//x.supabase.co/storage/v1/object/public/post-images/a.webp`, 'a.webp'],
    [`https://x.supabase.co/storage/v1/object/public/post-images/capas/../a.webp`, 'a.webp'],
    [`https://x.supabase.co/storage/v1/object/public/post-images/./b/%2e%2E/a.webp`, 'a.webp'],
    [`https://x.supabase.co/storage/v1/object/public/outro/../post-images/a.webp`, 'a.webp'],
    [`https://x.supabase.co/storage/v1/object/public/post-images/../avatars/a.webp`, null],
    // Not a storage usage: seed images, other buckets, other paths, outside images, junk.
    ['/seed-images/oleo-de-cbd-800w.webp', null],
    ['https://blog.example.com/seed-images/oleo-de-cbd-800w.webp', null],
    ['/storage/v1/object/public/post-images/a.webp', null],
    [`${HOSTED}/object/public/avatars/a.webp`, null],
    [`${HOSTED}/object/public/post-images/`, null],
    [`${HOSTED}/object/public/post-images`, null],
    [`${HOSTED}/object/list/post-images`, null],
    ['https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress', null],
    ['data:image/png;base64,iVBORw0KGgo=', null],
    ['javascript:alert(1)//storage/v1/object/public/post-images/a.webp', null],
    ['ftp://x/storage/v1/object/public/post-images/a.webp', null],
    ['', null],
    // Percent-encodings that are no UTF-8 text (or a NUL) name no object.
    [`${HOSTED}/object/public/post-images/%FF%FE.webp`, null],
    [`${HOSTED}/object/public/post-images/a%00.webp`, null],
    [`${HOSTED}/object/public/post-images/a%zz.webp`, 'a%zz.webp'],
  ]

  it.each(corpus)('%j → %j', async (url, expected) => {
    expect(await objectName(url)).toBe(expected)
  })

  it('is null for null', async () => {
    expect(await objectName(null)).toBeNull()
  })
})

describe('public.post_image_object_names(html)', () => {
  const a = `${HOSTED}/object/public/post-images/a.webp`
  const b = `${LOCAL}/render/image/public/post-images/b.webp?width=640`

  it('reads the src of every img, each object once', async () => {
    expect(await objectNames(`<p>x</p><img src="${a}"><p><img alt="" src="${a}"></p><img src='${b}'>`)).toEqual([
      'a.webp',
      'b.webp',
    ])
  })

  it('reads srcset candidates too', async () => {
    const html = `<img src="/seed-images/x.webp" srcset="${a} 480w, ${b} 640w,${HOSTED}/object/public/post-images/c.webp 2x">`
    expect(await objectNames(html)).toEqual(['a.webp', 'b.webp', 'c.webp'])
  })

  it('reads tags and attributes in any case, unquoted values, and quotes or > inside other attributes', async () => {
    const html = [
      `<IMG SRC=${a}>`,
      `<img alt="a > b" title='it"s' src="${b}">`,
      `<img\ndata-x="1"\n/src="${HOSTED}/object/public/post-images/c.webp"/>`,
      `<img alt=x"y src=${HOSTED}/object/public/post-images/d.webp>`,
    ].join('')
    expect(await objectNames(html)).toEqual(['a.webp', 'b.webp', 'c.webp', 'd.webp'])
  })

  it('decodes character references in the attribute, as the browser does', async () => {
    const html =
      `<img src="https://x.supabase.co&#47;storage&sol;v1/object/public/post-images/a&period;webp?x=1&amp;y=2">` +
      `<img src="https://x.supabase.co/storage/v1/object/public/post-images/&#x62;.webp">` +
      `<img src="https://x.supabase.co/storage/v1/object/public/post-images/c&#0;&#99999999999;&bogus;&.webp">`
    expect(await objectNames(html)).toEqual(['a.webp', 'b.webp', 'c\ufffd\ufffd&bogus;&.webp'])
  })

  it('takes the first of a repeated src, and nothing from other tags, text, comments of other elements', async () => {
    const html = [
      `<img src="${a}" src="${HOSTED}/object/public/post-images/second.webp">`,
      `<a href="${HOSTED}/object/public/post-images/link.webp">link</a>`,
      `<p>${HOSTED}/object/public/post-images/text.webp</p>`,
      `<imgx src="${HOSTED}/object/public/post-images/imgx.webp">`,
      `<img src="${HOSTED}/object/public/post-images/unclosed.webp"`,
    ].join('')
    expect(await objectNames(html)).toEqual(['a.webp'])
  })

  it('is empty for no images, empty and null content', async () => {
    expect(await objectNames('<p>Sem imagens.</p><img src="/seed-images/x.webp">')).toEqual([])
    expect(await objectNames('')).toEqual([])
    expect(await objectNames(null)).toEqual([])
  })

  it('reads a large post with 50 images and much text', async () => {
    const paragraphs = Array.from({ length: 50 }, (_, i) => {
      const url = `${HOSTED}/object/public/post-images/${i}-1600x1067.webp`
      return `<p>${'Texto sobre canabidiol. '.repeat(200)}</p><img src="${url}" alt="Imagem ${i}" width="1600">`
    })
    expect(await objectNames(paragraphs.join(''))).toHaveLength(50)
  })

  it('survives hostile markup: unbalanced quotes, lone <, huge attribute values', async () => {
    const html =
      `<img src="${a}" alt="${'"'.repeat(3)}${'<'.repeat(5000)}>` + `<img ${'x='.repeat(5000)}>` + '<'.repeat(20000)
    await expect(objectNames(html)).resolves.toBeInstanceOf(Array)
  })
})
