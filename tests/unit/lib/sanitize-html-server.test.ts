/** @vitest-environment node */
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

// A fresh module per test: the window given to the sanitiser is module state.
const freshSanitizer = async () => {
  const { vi } = await import('vitest')
  vi.resetModules()
  return import('@/lib/sanitize-html')
}

describe('sanitizeHtml outside a browser (build-time pages, RSS)', () => {
  it('refuses to run without a DOM instead of passing the HTML through unsanitised', async () => {
    const { sanitizeHtml } = await freshSanitizer()
    expect(() => sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow('no DOM to sanitise with')
  })

  it('sanitises with the same rules once given a jsdom window', async () => {
    const { sanitizeHtml, setSanitizerWindow } = await freshSanitizer()
    setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0])
    expect(
      sanitizeHtml(
        '<p style="color:red" onclick="x()">ok</p><img src=x onerror=alert(1)><script>alert(2)</script><iframe></iframe>',
      ),
    ).toBe('<p>ok</p><img src="x">')
  })
})
