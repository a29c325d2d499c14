import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error fails the test (code-style §10); tests that expect one mock it first.
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  cleanup()
  const calls = consoleError.mock.calls
  consoleError.mockRestore()
  if (calls.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`Unexpected console.error: ${calls.map((call: unknown[]) => call.map(String).join(' ')).join('\n')}`)
  }
})

// jsdom lacks the pointer-capture and scrolling APIs Radix primitives call.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false
  Element.prototype.setPointerCapture = () => {}
  Element.prototype.releasePointerCapture = () => {}
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
