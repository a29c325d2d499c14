/** The newest migration this build knows (build/vite/build-constants.ts); null if none was found. */
export const EXPECTED_MIGRATION: string | null = __LATEST_MIGRATION__ || null
