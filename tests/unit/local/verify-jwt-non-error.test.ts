/** @vitest-environment node */
import { describe, expect, it, vi } from 'vitest'
import { verifyBearer } from '../../../local/supabase/http/verify-jwt.ts'

// jose only ever throws Errors; this covers the fallback message for anything else it might throw.
vi.mock('jose', async (importOriginal) => ({
  ...(await importOriginal<typeof import('jose')>()),
  jwtVerify: () => Promise.reject('not an Error'),
}))

describe('verifyBearer when the verifier throws something that is not an Error', () => {
  it('reports it as an invalid JWT', async () => {
    const ctx = {
      db: undefined as never,
      jwtSecret: 's',
      anonKey: 'anon',
      serviceRoleKey: 'service',
      publicUrl: 'http://h',
    }
    expect(await verifyBearer('a.b.c', ctx)).toEqual({ ok: false, reason: 'invalid', message: 'Invalid JWT' })
  })
})
