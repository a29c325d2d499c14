import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { startTestStack, type TestStack } from '../utils/local-stack.ts'

type StackOptions = NonNullable<Parameters<typeof startTestStack>[0]>

/**
 * Starts a local stack in-process (startTestStack) before the tests of the file or `describe` this
 * is called in, or before each test with `perTest`, closes it after them, and returns a getter for
 * it, like tests/e2e/fixtures.ts useBrowser(). Hooks registered after this call run while it is up
 * (vitest runs after-hooks in reverse). Options given as a function are read in the hook, for what an
 * earlier hook makes. Not named use…: eslint's react-hooks rule would flag a top-level call.
 */
export function useTestStack(
  options: (StackOptions & { perTest?: boolean }) | (() => StackOptions) = {},
): () => TestStack {
  const { perTest = false, ...start }: StackOptions & { perTest?: boolean } =
    typeof options === 'function' ? {} : options
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
    if (!stack) throw new Error('the stack is not up: use it in a test or in a hook registered after useTestStack()')
    return stack
  }
}
