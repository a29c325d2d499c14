import { describe, expect, it } from 'vitest'
import { deepenLucideImports, lucideIconModules } from '../../../../build/vite/lucide-deep-imports'

const INDEX = [
  "export { default as Eye, default as EyeIcon, default as LucideEye } from './icons/eye.mjs';",
  "export { default as Share2, default as Share2Icon } from './icons/share-2.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
  "export { LucideProvider, useLucideContext } from './context.mjs';",
].join('\n')

describe('lucide deep imports', () => {
  const icons = lucideIconModules(INDEX)

  it("maps each name the package's index re-exports as a default to that module", () => {
    expect(icons.get('Eye')).toBe('lucide-react/dist/esm/icons/eye.mjs')
    expect(icons.get('LucideEye')).toBe('lucide-react/dist/esm/icons/eye.mjs')
    expect(icons.get('Share2Icon')).toBe('lucide-react/dist/esm/icons/share-2.mjs')
    expect(icons.get('createLucideIcon')).toBe('lucide-react/dist/esm/createLucideIcon.mjs')
    expect(icons.has('LucideProvider')).toBe(false)
  })

  it('imports each icon from its own module, keeps aliases, and leaves types and other names to the index', () => {
    const code =
      "import { Eye, Share2 as ShareIcon, createLucideIcon, type LucideIcon, LucideProvider } from 'lucide-react'\nconst x = 1"
    expect(deepenLucideImports(code, icons)).toBe(
      "import Eye from 'lucide-react/dist/esm/icons/eye.mjs'; import ShareIcon from 'lucide-react/dist/esm/icons/share-2.mjs'; " +
        "import createLucideIcon from 'lucide-react/dist/esm/createLucideIcon.mjs'; import { LucideProvider } from 'lucide-react'; " +
        "import type { LucideIcon } from 'lucide-react';\nconst x = 1",
    )
  })

  it('leaves code without icon imports alone', () => {
    expect(deepenLucideImports("import type { LucideIcon } from 'lucide-react'", icons)).toBeNull()
    expect(deepenLucideImports("import { format } from 'date-fns'", icons)).toBeNull()
  })
})
