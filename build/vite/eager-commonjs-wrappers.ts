import MagicString from 'magic-string'
import type { Plugin } from 'vite'

// React and React DOM are CommonJS. The bundler wraps each CommonJS module in an arrow function that
// runs on first `require`: `__commonJSMin(((exports, module) => { …all of React DOM… }))`. V8 compiles
// such a function lazily, so its first call parses and compiles all of React DOM on the main thread
// (50–70 ms on this machine, about 200 ms on a throttled phone; one long task when the app starts).
// A function expression written right after "(" is one V8 expects to run at once and compiles eagerly,
// off the main thread while the file streams in ("PIFE" heuristic: https://v8.dev/blog/preparser).
// This plugin writes the wrappers that way. Nothing else changes: chunks are strict-mode modules, so
// `this` is undefined in both forms, and top-level `arguments`, which would throw inside the arrow,
// is not used by any CommonJS module that works today.

const ARROW_WRAPPER = /\b(__commonJS\w*)\(\(\(([\w$]+(?:,\s*[\w$]+)*)?\) => \{/g

/** The chunk's CommonJS wrappers as parenthesised function expressions; null when it has none. */
export function eagerCommonJsWrappers(code: string): MagicString | null {
  let rewritten: MagicString | null = null
  for (const match of code.matchAll(ARROW_WRAPPER)) {
    rewritten ??= new MagicString(code)
    rewritten.overwrite(match.index, match.index + match[0].length, `${match[1]}((function(${match[2] ?? ''}) {`)
  }
  return rewritten
}

export function eagerCommonJsWrappersPlugin(): Plugin {
  return {
    name: 'eager-commonjs-wrappers',
    apply: 'build',
    renderChunk(code) {
      const rewritten = eagerCommonJsWrappers(code)
      return rewritten && { code: rewritten.toString(), map: rewritten.generateMap({ hires: 'boundary' }) }
    },
  }
}
