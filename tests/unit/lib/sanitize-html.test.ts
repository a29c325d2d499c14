import { describe, expect, it } from 'vitest'
import { bodyImageAttributes } from '@/lib/responsive-images'
import { sanitizeHtml } from '@/lib/sanitize-html'

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps article markup', () => {
    const html = sanitizeHtml(
      '<h2>Título</h2><p onclick="x()">Texto <a href="javascript:alert(1)">link</a></p><img src=x onerror=alert(1)><script>alert(2)</script><ul><li>item</li></ul>',
    )
    expect(html).toContain('<h2>Título</h2>')
    expect(html).toContain('<ul><li>item</li></ul>')
    expect(html).not.toMatch(/onerror|onclick|<script|javascript:/i)
    expect(html).toContain('<img src="x">')
  })

  it('drops frames, forms and inline styles', () => {
    const html = sanitizeHtml('<iframe src="https://x"></iframe><form><input></form><p style="position:fixed">ok</p>')
    expect(html).toBe('<p>ok</p>')
  })

  it('returns an empty string for missing content', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })

  describe('with responsive images (the article body)', () => {
    // The tests run against the local stack's URL, where transformations are on by default.
    const upload = 'http://127.0.0.1:54321/storage/v1/object/public/post-images/1-a-600x400.webp'

    it('gives an uploaded image its srcset, sizes, width and height, and sanitises as before', () => {
      const html = sanitizeHtml(
        `<p>a</p><img src="${upload}" alt="Frasco" onerror="alert(1)" srcset="https://evil.example/x.webp 1w">`,
        bodyImageAttributes,
      )
      const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img')
      expect(img?.getAttribute('srcset')).toBe(bodyImageAttributes(upload)?.srcset)
      expect(img?.getAttribute('srcset')).not.toContain('evil')
      expect(img?.getAttribute('sizes')).toBe('(min-width: 648px) 600px, calc(100vw - 2rem)')
      expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('alt')]).toEqual([
        '600',
        '400',
        'Frasco',
      ])
      expect(html).not.toMatch(/onerror/i)
    })

    it('leaves other images exactly as plain sanitising does, and never adds a srcset to a javascript: image', () => {
      const other = '<img src="https://images.example/a.webp" alt=""><img src="javascript:alert(1)//-1x1.webp">'
      expect(sanitizeHtml(other, bodyImageAttributes)).toBe(sanitizeHtml(other))
      expect(sanitizeHtml(other, bodyImageAttributes)).not.toMatch(/srcset|javascript/i)
    })

    it('does not leak the attributes into plain sanitising (the editor)', () => {
      const html = `<img src="${upload}" alt="">`
      expect(sanitizeHtml(html, bodyImageAttributes)).toContain('srcset')
      expect(sanitizeHtml(html)).toBe(`<img src="${upload}" alt="">`)
    })
  })
})
