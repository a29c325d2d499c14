/** @vitest-environment node */
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PkceFlows } from '../../../../local/supabase/auth/pkce-flows.ts'
import { failure } from '../../../utils/auth-failure.ts'

const VERIFIER = 'verifier-verifier-verifier-verifier-verifier-12345'
const S256 = createHash('sha256').update(VERIFIER).digest('base64url')

afterEach(() => {
  vi.useRealTimers()
})

describe('PkceFlows', () => {
  it('knows a started flow by its token hash', () => {
    const flows = new PkceFlows()
    expect(flows.isPkce('hash')).toBe(false)
    flows.start('hash', S256, 's256', 'signup')
    expect(flows.isPkce('hash')).toBe(true)
    expect(flows.isPkce('other')).toBe(false)
  })

  it('exchanges the auth code for the user and type with the S256 verifier', () => {
    const flows = new PkceFlows()
    flows.start('hash', S256, 's256', 'recovery')
    const code = flows.issueCode('hash', 'user-1')
    expect(code).toMatch(/^[0-9a-f-]{36}$/)
    expect(flows.exchange(code, VERIFIER)).toEqual({ userId: 'user-1', type: 'recovery' })
  })

  it('treats the method case-insensitively and anything but plain as S256', () => {
    const plain = new PkceFlows()
    plain.start('hash', 'plain-verifier', 'PLAIN', 'signup')
    expect(plain.exchange(plain.issueCode('hash', 'u'), 'plain-verifier')).toEqual({ userId: 'u', type: 'signup' })

    const other = new PkceFlows()
    other.start('hash', S256, 'S256', 'signup')
    expect(other.exchange(other.issueCode('hash', 'u'), VERIFIER).userId).toBe('u')

    const unknown = new PkceFlows()
    unknown.start('hash', VERIFIER, 'md5', 'signup')
    // Stored as S256: the verifier itself is not accepted as a plain challenge.
    expect(failure(() => unknown.exchange(unknown.issueCode('hash', 'u'), VERIFIER)).code).toBe('bad_code_verifier')
  })

  it('refuses a wrong verifier with 400 bad_code_verifier, and the code stays usable', () => {
    const flows = new PkceFlows()
    flows.start('hash', S256, 's256', 'signup')
    const code = flows.issueCode('hash', 'user-1')
    const error = failure(() => flows.exchange(code, 'wrong'))
    expect(error.status).toBe(400)
    expect(error.code).toBe('bad_code_verifier')
    expect(error.message).toBe('code challenge does not match previously saved code verifier')
    expect(failure(() => flows.exchange(code, S256)).code).toBe('bad_code_verifier')
    expect(flows.exchange(code, VERIFIER).userId).toBe('user-1')
  })

  it('refuses a plain challenge given the hash of it', () => {
    const flows = new PkceFlows()
    flows.start('hash', 'plain-verifier', 'plain', 'signup')
    const code = flows.issueCode('hash', 'u')
    const hashed = createHash('sha256').update('plain-verifier').digest('base64url')
    expect(failure(() => flows.exchange(code, hashed)).code).toBe('bad_code_verifier')
  })

  it('lets an auth code be exchanged once only', () => {
    const flows = new PkceFlows()
    flows.start('hash', S256, 's256', 'signup')
    const code = flows.issueCode('hash', 'user-1')
    flows.exchange(code, VERIFIER)
    const error = failure(() => flows.exchange(code, VERIFIER))
    expect(error.status).toBe(404)
    expect(error.code).toBe('flow_state_not_found')
    expect(error.message).toBe('invalid flow state, no valid flow state found')
  })

  it('issues one code per flow: the token hash is spent', () => {
    const flows = new PkceFlows()
    flows.start('hash', S256, 's256', 'signup')
    flows.issueCode('hash', 'user-1')
    expect(flows.isPkce('hash')).toBe(false)
    const error = failure(() => flows.issueCode('hash', 'user-1'))
    expect(error.status).toBe(404)
    expect(error.code).toBe('flow_state_not_found')
    expect(error.message).toBe('invalid flow state, no valid flow state found')
  })

  it('refuses an unknown auth code, and one without a user', () => {
    const flows = new PkceFlows()
    expect(failure(() => flows.exchange('nope', VERIFIER)).code).toBe('flow_state_not_found')
    flows.start('hash', S256, 's256', 'signup')
    const code = flows.issueCode('hash', '')
    expect(failure(() => flows.exchange(code, VERIFIER)).code).toBe('flow_state_not_found')
  })

  it('expires a flow one hour after it started', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const flows = new PkceFlows()
    flows.start('a', S256, 's256', 'signup')
    flows.start('b', S256, 's256', 'signup')
    const codeA = flows.issueCode('a', 'u')
    const codeB = flows.issueCode('b', 'u')
    vi.setSystemTime(1_700_000_000_000 + 3_600_000)
    expect(flows.exchange(codeA, VERIFIER).userId).toBe('u')
    vi.setSystemTime(1_700_000_000_000 + 3_600_001)
    const error = failure(() => flows.exchange(codeB, VERIFIER))
    expect(error.status).toBe(404)
    expect(error.code).toBe('flow_state_not_found')
  })
})
