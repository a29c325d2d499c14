// @vitest-environment node
// Clio, the mailer and the app are deployed without local/, so each keeps its own default for a local
// stack (clio/config.ts, mailer/config.ts, src/lib/env-defaults.ts). They must stay the stack's keys and
// ports, or `npm run dev` stops working with nothing configured.
import { describe, expect, it } from 'vitest'
import { LOCAL_DEFAULTS as CLIO_DEFAULTS } from '../../../clio/config.ts'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_PORTS, LOCAL_SERVICE_ROLE_KEY } from '../../../local/keys.ts'
import { LOCAL_DEFAULTS as MAILER_DEFAULTS } from '../../../mailer/config.ts'
import * as appDefaults from '@/lib/env-defaults'

const apiUrl = `http://127.0.0.1:${LOCAL_PORTS.api}`

describe("each deployed part's local defaults", () => {
  it("are the local stack's keys and ports", () => {
    expect(CLIO_DEFAULTS).toEqual({
      port: LOCAL_PORTS.clio,
      supabaseUrl: apiUrl,
      anonKey: LOCAL_ANON_KEY,
      jwtSecret: LOCAL_JWT_SECRET,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    })
    expect(MAILER_DEFAULTS).toEqual({
      supabaseUrl: apiUrl,
      smtpPort: LOCAL_PORTS.smtp,
      siteUrl: `http://127.0.0.1:${LOCAL_PORTS.app}`,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    })
    expect([appDefaults.LOCAL_SUPABASE_URL, appDefaults.LOCAL_ANON_KEY, appDefaults.LOCAL_CLIO_URL]).toEqual([
      apiUrl,
      LOCAL_ANON_KEY,
      `http://127.0.0.1:${LOCAL_PORTS.clio}`,
    ])
  })
})
