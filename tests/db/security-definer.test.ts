import { describe, expect, it } from 'vitest'
import { useFreshDatabase } from './helpers'

const db = useFreshDatabase()

describe('security definer functions', () => {
  it('every one of ours (public schema) runs with an empty search_path, read from the catalog', async () => {
    const { rows } = await db().query<{ name: string; config: string[] | null }>(
      `select p.oid::regprocedure::text as name, p.proconfig as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef
        order by 1`,
    )
    // The app has more than a dozen; an empty list would mean the query, not the schema, is wrong.
    expect(rows.length).toBeGreaterThan(10)
    const unsafe = rows.filter((row) => !(row.config ?? []).includes('search_path=""')).map((row) => row.name)
    expect(unsafe).toEqual([])
  })
})
