/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { eagerCommonJsWrappers } from '../../../../build/vite/eager-commonjs-wrappers'

// What the bundler writes for CommonJS dependencies (React, React DOM, scheduler), before minifying.
const CHUNK = `import { t as __commonJSMin } from "./rolldown-runtime.js";
var require_react = /* @__PURE__ */ __commonJSMin(((exports) => {
	exports.version = "19";
}));
var require_react_dom = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = { render: (x) => x * 2 };
}));
var require_empty = /* @__PURE__ */ __commonJSMin((() => {
	globalThis.loaded = true;
}));
const keep = [1, 2].map((n) => { return n });
`

describe('eagerCommonJsWrappers', () => {
  it('writes every CommonJS wrapper as a parenthesised function expression, with its parameters', () => {
    const code = eagerCommonJsWrappers(CHUNK)?.toString() ?? ''
    expect(code).toContain('__commonJSMin((function(exports) {')
    expect(code).toContain('__commonJSMin((function(exports, module) {')
    expect(code).toContain('__commonJSMin((function() {')
    expect(code).not.toMatch(/__commonJSMin\(\(\([^)]*\) =>/)
  })

  it('leaves every other arrow function alone', () => {
    const code = eagerCommonJsWrappers(CHUNK)?.toString() ?? ''
    expect(code).toContain('[1, 2].map((n) => { return n })')
  })

  it('keeps what the modules export', () => {
    const run = (source: string) => {
      // The bundler's runtime helper: runs the wrapper once, on the first require.
      const __commonJSMin = (callback: (exports: object, module: { exports: object }) => void) => {
        let module: { exports: Record<string, unknown> } | undefined
        return () => {
          if (!module) {
            module = { exports: {} }
            callback(module.exports, module)
          }
          return module.exports
        }
      }
      const body = source.replace(/^import .*\n/, '') + '\nreturn [require_react(), require_react_dom()]'
      return new Function('__commonJSMin', body)(__commonJSMin) as [
        { version: string },
        { render: (x: number) => number },
      ]
    }
    const [react, reactDom] = run(eagerCommonJsWrappers(CHUNK)?.toString() ?? '')
    expect(react.version).toBe('19')
    expect(reactDom.render(21)).toBe(42)
  })

  it('changes nothing in a chunk without CommonJS modules', () => {
    expect(eagerCommonJsWrappers('export const a = () => 1')).toBeNull()
  })
})
