import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

// `import { Eye, Pencil } from 'lucide-react'` names the package's index, which re-exports all of its
// 1,600 icons. The bundle holds only the icons used, but in the module graph every icon hangs from
// the index, so any code that reads the graph (build/vite/staff-chunk.ts: what does a visitor's page
// reach?) sees every icon reached by every importer. This plugin writes each such import as imports
// of the icons' own modules — the ones the index re-exports, so nothing else changes — and the graph
// then says which code uses which icon.

const IMPORT_FROM_LUCIDE = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g

/** Default export re-exported by name → module path inside the package ("Eye" → "lucide-react/dist/esm/icons/eye.mjs"). */
export function lucideIconModules(indexSource: string): Map<string, string> {
  const modules = new Map<string, string>()
  for (const [, names, file] of indexSource.matchAll(RE_EXPORT)) {
    for (const part of names.split(',')) {
      const name = /default as (\w+)/.exec(part.trim())?.[1]
      if (name) modules.set(name, `lucide-react/dist/esm/${file}`)
    }
  }
  return modules
}

/** The code with its `lucide-react` icon imports written as default imports of the icons' modules; null when unchanged. */
export function deepenLucideImports(code: string, icons: Map<string, string>): string | null {
  let changed = false
  const result = code.replace(IMPORT_FROM_LUCIDE, (statement, specifiers: string) => {
    const deep: string[] = []
    const types: string[] = []
    const rest: string[] = []
    for (const raw of specifiers.split(',')) {
      const specifier = raw.trim()
      if (!specifier) continue
      if (specifier.startsWith('type ')) {
        types.push(specifier.slice(5).trim())
        continue
      }
      const [, imported, local] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? []
      const module = imported ? icons.get(imported) : undefined
      if (module) deep.push(`import ${local ?? imported} from '${module}';`)
      else rest.push(specifier)
    }
    if (deep.length === 0) return statement
    changed = true
    // Types stay with the index as a type-only import, which leaves no trace in the module graph.
    return [
      ...deep,
      ...(rest.length > 0 ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : []),
      ...(types.length > 0 ? [`import type { ${types.join(', ')} } from 'lucide-react';`] : []),
    ].join(' ')
  })
  return changed ? result : null
}

export function lucideDeepImportsPlugin(): Plugin {
  let icons = new Map<string, string>()
  return {
    name: 'lucide-deep-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const require = createRequire(import.meta.url)
      const packageDir = path.dirname(require.resolve('lucide-react/package.json'))
      icons = lucideIconModules(readFileSync(path.join(packageDir, 'dist/esm/lucide-react.mjs'), 'utf8'))
      if (icons.size < 1000)
        throw new Error(
          `lucide-deep-imports: found only ${icons.size} icons in lucide-react's index; has its format changed?`,
        )
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(ts|tsx)$/.test(id) || !code.includes('lucide-react')) return null
      const deepened = deepenLucideImports(code, icons)
      return deepened === null ? null : { code: deepened, map: null }
    },
  }
}
