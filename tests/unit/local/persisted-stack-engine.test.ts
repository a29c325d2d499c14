// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { persistedStackEngine } from '../../../local/start'

describe('the database npm run dev and npm run local open', () => {
  it('is a PostgreSQL server when one is installed, so statement time-outs hold, and PGlite otherwise', () => {
    expect(persistedStackEngine({}, () => true)).toBe('postgres')
    expect(persistedStackEngine({}, () => false)).toBe('pglite')
  })

  it('is what LOCAL_DATABASE says when it names one, whatever is installed', () => {
    expect(persistedStackEngine({ LOCAL_DATABASE: 'pglite' }, () => true)).toBe('pglite')
    expect(persistedStackEngine({ LOCAL_DATABASE: 'postgres' }, () => false)).toBe('postgres')
    expect(persistedStackEngine({ LOCAL_DATABASE: 'mysql' }, () => false)).toBe('pglite')
  })
})
