// The `Prefer` request header (RFC 7240) as PostgREST reads it. supabase-js joins items with ", "
// or "," so split on commas and trim.

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only'
  /** planned/estimated are served as exact: the local database is small. */
  count: boolean
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing: 'null' | 'default'
  rollback: boolean
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { return: 'minimal', count: false, missing: 'null', rollback: false }
  for (const item of (header ?? '').split(',')) {
    const [key, value] = item
      .trim()
      .split('=')
      .map((s) => s.trim())
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only'))
      prefs.return = value
    else if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) prefs.count = true
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      prefs.resolution = value
    else if (key === 'missing' && (value === 'default' || value === 'null')) prefs.missing = value
    else if (key === 'tx') prefs.rollback = value === 'rollback'
  }
  return prefs
}
