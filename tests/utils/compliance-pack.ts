// The compliance rules as the migrations seed them, for tests: read from a database like the app reads
// them (compliance_pack()), never from a copy kept in the tests.
import type { PGlite } from '@electric-sql/pglite'
import { openFreshDatabase } from '../../local/db/template'
import type { CompliancePackData } from '@/lib/compliance/pack'

export async function compliancePackData(db: PGlite): Promise<CompliancePackData> {
  const { rows } = await db.query<{ pack: CompliancePackData }>('select public.compliance_pack() as pack')
  return rows[0].pack
}

/** The pack of a fresh database with every migration (no seed), read once per process. */
export async function freshCompliancePackData(): Promise<CompliancePackData> {
  const db = await openFreshDatabase({ seed: false })
  try {
    return await compliancePackData(db)
  } finally {
    await db.close()
  }
}
