import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error fails the test; tests that expect one mock it first.
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockRestore()
  if (calls.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(
      `Unexpected console.error: ${calls.map((call: unknown[]) => call.map(String).join(' ')).join('\n')}`,
    )
  }
})

// Pure-function files opt out of jsdom with a `// @vitest-environment node` first line (starting
// jsdom costs a second or more per file); only DOM files load Testing Library and the DOM shims.
// Its afterEach (cleanup) is registered later, so it runs before the console check above.
if (typeof document !== 'undefined') await import('./unit-dom')
