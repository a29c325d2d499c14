import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { startTestStack, type TestStack } from '../utils/local-stack.ts'

type StackOptions = NonNullable<Parameters<typeof startTestStack>[0]>

/**
 * An in-process local stack (startTestStack) started and closed by the hooks this registers, for the
 * file or the `describe` it is called in (beforeAll/afterAll), or for each test with `perTest`
 * (beforeEach/afterEach). Returns a getter for it, as tests/e2e/fixtures.ts useBrowser() does (not
 * named use…: eslint's react-hooks rule would take a top-level call for a React hook). Hooks
 * registered after this call run once it is up, and their after-hooks before it closes
 * (sequence.hooks 'stack', vitest's default). Options given as a function are read in the hook, for
 * what an earlier hook makes (a data folder).
 */
export function withTestStack(options: (StackOptions & { perTest?: boolean }) | (() => StackOptions) = {}): () => TestStack {
  const { perTest = false, ...start }: StackOptions & { perTest?: boolean } = typeof options === 'function' ? {} : options
  let stack: TestStack | undefined
  const [before, after] = perTest ? [beforeEach, afterEach] : [beforeAll, afterAll]
  before(async () => {
    stack = await startTestStack(typeof options === 'function' ? options() : start)
  })
  after(async () => {
    await stack?.close()
    stack = undefined
  })
  return () => {
    if (!stack) throw new Error('the stack is not up: use it in a test or in a hook registered after withTestStack()')
    return stack
  }
}
