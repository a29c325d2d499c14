// @vitest-environment node
// Where Clio checks staff tokens when CLIO_SUPABASE_URL is unset (clio/config.ts): the local stack, on
// the port LOCAL_API_PORT moved it to, so `npm run clio` beside a moved `npm run local` needs nothing else.
import { describe, expect, it } from 'vitest'
import { LOCAL_DEFAULTS, resolveClioConfig } from '../../../clio/config.ts'

describe('Clio’s Supabase URL', () => {
  it('is the local stack on LOCAL_API_PORT (54321 unset), with its demo secret; CLIO_SUPABASE_URL wins', () => {
    expect(resolveClioConfig({ env: {} }).supabaseUrl).toBe('http://127.0.0.1:54321')
    const moved = resolveClioConfig({ env: { LOCAL_API_PORT: '57111' } })
    expect(moved).toMatchObject({ supabaseUrl: 'http://127.0.0.1:57111', jwtSecret: LOCAL_DEFAULTS.jwtSecret })
    expect(
      resolveClioConfig({ env: { LOCAL_API_PORT: '57111', CLIO_SUPABASE_URL: 'https://abc.supabase.co/' } }),
    ).toMatchObject({ supabaseUrl: 'https://abc.supabase.co', jwtSecret: null, supabaseServiceRoleKey: null })
  })
})
