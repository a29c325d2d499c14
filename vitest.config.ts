import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { buildConstants } from './build/vite/build-constants.ts'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@clio/contract': fileURLToPath(new URL('./clio/contract.ts', import.meta.url)),
}

const TIMED_INTEGRATION_TESTS = [
  'tests/integration/rest-flood.test.ts',
  'tests/integration/pool-fairness.test.ts',
  'tests/integration/statement-timeout.test.ts',
  'tests/integration/auth-hardening.test.ts',
]

// One project per test scope (see docs/architecture.md, "Tests"). `npm test` runs them all.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        define: buildConstants(),
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A harness limit, not a speed check: jsdom screens with Radix menus took 5.7 s under a
          // shared machine's load (audit.test.tsx), over Vitest's 5 s default.
          testTimeout: 20_000,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          globalSetup: ['tests/setup/compliance-pack.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          environment: 'node',
          include: ['tests/db/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same SQL/RLS tests on a real PostgreSQL 15 server (Debian's package; .ci/run installs it):
        // the SQL `supabase db push` sends to a hosted project, so a divergence from PGlite shows here.
        resolve: { alias },
        test: {
          name: 'db-postgres',
          environment: 'node',
          include: ['tests/db/**/*.test.ts'],
          // Tests of the embedded database itself, the upgrade tests that build their own database from the
          // migrations, and the race tests that start their own server.
          exclude: [
            'tests/db/migrations.test.ts',
            'tests/db/real-postgres-races.test.ts',
            'tests/db/image-usages-race.test.ts',
            // the upgrade tests build their own embedded database from the migrations
            'tests/db/*-upgrade.test.ts',
          ],
          globalSetup: ['tests/setup/db-postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          exclude: TIMED_INTEGRATION_TESTS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Tests that measure latency (p95 under a flood, a cancelled statement, comparable sign-in
        // times): `npm test` runs them on their own, before the others, so no other test file competes
        // for the 2 cores while they measure.
        resolve: { alias },
        test: {
          name: 'integration-timed',
          environment: 'node',
          include: TIMED_INTEGRATION_TESTS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A browser on a busy 2-core CI machine needs more than the 1 s default to settle.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // The longest test takes about 55 s on a quiet machine; a busy CI machine needs room.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
