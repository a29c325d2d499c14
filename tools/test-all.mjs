// `npm test`: every quality gate in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'

// The db and integration tests must not depend on their order, so they run shuffled with a fresh seed
// each time. The seed is printed: `TEST_SEED=<seed> npm test` replays a failing order.
const seed = /^\d+$/.test(process.env.TEST_SEED ?? '') ? process.env.TEST_SEED : String(Math.floor(Math.random() * 1e6))
console.log(`Shuffle seed for the unit, db and integration tests: ${seed} (replay with TEST_SEED=${seed} npm test)`)

const shuffled = ['--sequence.shuffle', '--sequence.seed', seed]
const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['dead code (knip.jsonc)', 'npx', ['knip']],
  // The real Supabase CLI pushes the migrations and seeds onto a hosted-like PostgreSQL 15 without a
  // warning, and src/lib/database.types.ts is what Supabase's generator makes of them (decision 040).
  ['migrations and seeds through the Supabase CLI, generated types', 'npx', ['tsx', 'tools/supabase-project.ts']],
  // The tests that measure latency run alone, with nothing else competing for the cores.
  [
    `integration tests that measure latency (shuffled, seed ${seed})`,
    'npx',
    ['vitest', 'run', '--project', 'integration-timed', '--passWithNoTests', ...shuffled],
  ],
  [
    `unit, db (PGlite and PostgreSQL 15) and integration tests (shuffled, seed ${seed})`,
    'npx',
    // Two files at a time: vitest's default on 2 cores is one (docs/decisions/030-test-time-on-two-cores.md).
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'db',
      '--project',
      'db-postgres',
      '--project',
      'integration',
      '--passWithNoTests',
      '--maxWorkers',
      '2',
      ...shuffled,
    ],
  ],
  ['browser tests', 'npx', ['vitest', 'run', '--project', 'e2e', '--passWithNoTests']],
]

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(cmd, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds}s)`)
}
