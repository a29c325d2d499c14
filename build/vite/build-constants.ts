// Values the app is built with, injected by Vite's `define` (vite.config.ts and vitest.config.ts).
import { readdirSync, readFileSync } from 'node:fs'

const root = new URL('../../', import.meta.url)

/** package.json's version: shown on /admin/setup's project card. */
function appVersion(): string {
  return (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string }).version
}

/**
 * The newest migration in supabase/migrations (its 14-digit version): /admin/setup asks the database
 * whether this one is applied, so a build newer than its database says so.
 */
function latestMigration(): string {
  const versions = readdirSync(new URL('supabase/migrations/', root))
    .map((name) => /^(\d{14})_.*\.sql$/.exec(name)?.[1])
    .filter((version): version is string => Boolean(version))
  return versions.sort().at(-1) ?? ''
}

export function buildConstants(): Record<string, string> {
  return {
    __APP_VERSION__: JSON.stringify(appVersion()),
    __LATEST_MIGRATION__: JSON.stringify(latestMigration()),
    // The footer's copyright year: fixed when the bundle is built, so a prerendered page and the
    // browser that hydrates it print the same year (reading the clock while rendering would not).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  }
}
