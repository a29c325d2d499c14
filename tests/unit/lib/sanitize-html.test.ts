import { describe, expect, it } from 'vitest'
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
})
