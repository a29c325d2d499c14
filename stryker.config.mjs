// Mutation testing (npm run test:mutation): Stryker changes the security- and logic-critical code one
// small edit at a time and runs the tests that cover it; a mutant that no test notices is a gap.
// A benchmark-style run, not part of `npm test`: see docs/mutation-testing.md for scores and timings.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // related: false — the integration tests reach local/ through the stack, not by importing each file.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'local/supabase/http/**/*.ts',
    'local/supabase/auth/**/*.ts',
    'local/supabase/storage/**/*.ts',
    'local/supabase/rest/filters.ts',
    'local/supabase/rest/select-parser.ts',
    'src/lib/sanitize-html.ts',
    'src/lib/errors.ts',
    'src/lib/slugify.ts',
    'src/lib/free-slug.ts',
    'src/lib/dates.ts',
    'src/features/*/utils/**/*.ts',
    // The features' zod schemas: schemas.ts, and users' profile-schema.ts.
    'src/features/*/schemas.ts',
    'src/features/*/*-schema.ts',
  ],
  thresholds: { high: 90, low: 80, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'test-results/mutation/index.html' },
  jsonReporter: { fileName: 'test-results/mutation/mutation.json' },
  // Incremental mode: the results of the last run are kept beside the reports (git-ignored, like them),
  // and the next run only re-tests the mutants whose code or covering tests changed (`--force` re-tests
  // everything; a fresh clone's first run tests everything).
  incremental: true,
  incrementalFile: 'test-results/mutation/incremental.json',
  tempDirName: 'node_modules/.cache/stryker-tmp',
  concurrency: 2,
  timeoutMS: 20000,
  cleanTempDir: 'always',
}
