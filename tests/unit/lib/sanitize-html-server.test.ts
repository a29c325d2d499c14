/** @vitest-environment node */
import { JSDOM } from 'jsdom'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
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

  it('keeps nothing of the bodies it edited: a build edits thousands in one jsdom window', async () => {
    const { sanitizeAndEdit, setSanitizerWindow } = await freshSanitizer()
    setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0])
    v8.setFlagsFromString('--expose-gc')
    const collectGarbage = runInNewContext('gc') as () => void
    const body = `<h2>Título</h2>${'<p>Texto <strong>com</strong> parágrafos.</p>'.repeat(40)}`
    // One body a task, as the build renders pages: jsdom's node iterators are weakly held until a task ends.
    const editAll = async (count: number) => {
      for (let n = 0; n < count; n += 1) {
        sanitizeAndEdit(
          `${body}${n}`,
          () => null,
          undefined,
          (edited) => edited.firstElementChild?.setAttribute('id', `t${n}`),
        )
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    await editAll(50)
    collectGarbage()
    const before = process.memoryUsage().heapUsed
    await editAll(300)
    collectGarbage()
    // Each body edited in the document DOMPurify parsed into stayed alive: about 100 MB for these 300.
    expect((process.memoryUsage().heapUsed - before) / 1e6).toBeLessThan(20)
  })
})
