// The shape of the database's `setup_status()` answer, read by the setup screen and by the diagnostics.

/**
 * `setup_status()`: the four indicators of /admin/setup, checked in the database.
 * A type rather than an interface, so the function's `json` answer converts to it without `unknown`.
 */
export type SetupStatus = {
  schema: {
    ok: boolean
    missing_tables: string[]
    missing_functions: string[]
    latest_migration: string | null
    expected_migration: string | null
    expected_applied: boolean | null
  }
  categories: { ok: boolean; missing: string[] }
  security: { ok: boolean; tables_without_rls: string[]; missing_storage_policies: string[]; bucket: boolean }
  admin: { ok: boolean }
}
