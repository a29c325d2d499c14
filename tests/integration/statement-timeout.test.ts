// Issue 18: one anonymous request with a catastrophic regular expression used to freeze the whole
// stack for 30 s and more. On a PostgreSQL server the role's statement_timeout cancels it, and the
// other requests keep their own connections meanwhile.
import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys.ts'
import { useTestStack } from './fixtures.ts'

const HOSTILE = '/rest/v1/posts?select=id&content=match.(.*)%5C1x'

describe('statement time-outs on the PostgreSQL-backed stack', () => {
  const t = useTestStack({ database: 'postgres' })

  const get = (path: string) => fetch(`${t().url}${path}`, { headers: { apikey: LOCAL_ANON_KEY } })

  it('gives anon 3 s and authenticated 8 s, as hosted Supabase does', async () => {
    const { rows } = await t().stack.ctx.db.query<{ rolname: string; setting: string }>(
      `select r.rolname, c as setting from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
        where c like 'statement_timeout=%' order by r.rolname`,
    )
    expect(rows).toEqual([
      { rolname: 'anon', setting: 'statement_timeout=3s' },
      { rolname: 'authenticated', setting: 'statement_timeout=8s' },
    ])
  })

  it('cancels a hostile regular expression after 3 s for a visitor, while health and a normal read answer in under 200 ms', async () => {
    const started = performance.now()
    const hostile = get(HOSTILE).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      ms: performance.now() - started,
    }))
    // Let the hostile statement get going, then ask for other things while it runs.
    await new Promise((resolve) => setTimeout(resolve, 500))
    for (const path of ['/auth/v1/health', '/rest/v1/categories?select=name&order=name&limit=3']) {
      const asked = performance.now()
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(performance.now() - asked, path).toBeLessThan(200)
    }
    const result = await hostile
    expect(result.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' })
    expect(result.status).toBe(500)
    expect(result.ms).toBeGreaterThan(2_900)
    expect(result.ms).toBeLessThan(6_000)
  })
})
