// @vitest-environment node
// The media intake's service-role key (clio/config.ts): the local stack's public demo key only while
// Clio talks to this machine; a hosted project must set CLIO_SUPABASE_SERVICE_ROLE_KEY.
import { describe, expect, it } from 'vitest'
import { LOCAL_DEFAULTS, resolveClioConfig } from '../../../clio/config.ts'

describe('the media intake’s service-role key', () => {
  it('defaults to the local key for a local Supabase URL, and to none for a hosted one', () => {
    expect(resolveClioConfig({ env: {} }).supabaseServiceRoleKey).toBe(LOCAL_DEFAULTS.serviceRoleKey)
    const hosted = { CLIO_SUPABASE_URL: 'https://abc.supabase.co' }
    expect(resolveClioConfig({ env: hosted }).supabaseServiceRoleKey).toBeNull()
    expect(
      resolveClioConfig({ env: { ...hosted, CLIO_SUPABASE_SERVICE_ROLE_KEY: ' chave-secreta ' } })
        .supabaseServiceRoleKey,
    ).toBe('chave-secreta')
  })
})
