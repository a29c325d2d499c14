// `npm test`: every quality gate. The quick ones run in order, stopping at the first failure; then the
// browser tests and the unit, db and integration tests run side by side (see below).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'

// The db and integration tests must not depend on their order, so they run shuffled with a fresh seed
// each time. The seed is printed: `TEST_SEED=<seed> npm test` replays a failing order.
const seed = /^\d+$/.test(process.env.TEST_SEED ?? '') ? process.env.TEST_SEED : String(Math.floor(Math.random() * 1e6))
console.log(`Shuffle seed for the unit, db and integration tests: ${seed} (replay with TEST_SEED=${seed} npm test)`)

const shuffled = ['--sequence.shuffle', '--sequence.seed', seed]
const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['dead code (knip.jsonc)', 'npx', ['knip']],
  // Tests that measure latency run alone, before anything else competes for the cores.
  [`integration tests that measure latency (shuffled, seed ${seed})`, 'npx', ['vitest', 'run', '--project', 'integration-timed', '--passWithNoTests', ...shuffled]],
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

// The browser tests spend about half their time waiting (page loads, polls, retry back-offs), so on
// a 2-core machine the unit, db and integration tests run at the same time at the lowest CPU priority
// (nice 19): they use what the browser leaves idle and never slow it down. Their output is kept and
// printed after the browser tests' (and in test-results/unit-db-integration.log).
// TEST_SIDE_BY_SIDE=0 runs them one after the other instead.
const sideBySide = process.env.TEST_SIDE_BY_SIDE !== '0'
const backgroundName = `unit, db (PGlite and PostgreSQL 15) and integration tests (shuffled, seed ${seed})`
const backgroundArgs = ['vitest', 'run', '--project', 'unit', '--project', 'db', '--project', 'db-postgres', '--project', 'integration', '--passWithNoTests', '--maxWorkers', '2', ...shuffled]
const browserName = 'browser tests'
const browserArgs = ['vitest', 'run', '--project', 'e2e', '--passWithNoTests']

/** Runs `npx args`, streaming its output, or keeping it when `keepOutput`; resolves to exit code, time and output. */
function run(name, args, { keepOutput = false, niceness = 0 } = {}) {
  const command = niceness ? ['nice', ['-n', String(niceness), 'npx', ...args]] : ['npx', args]
  console.log(`\n▶ ${name}: ${command[0]} ${command[1].join(' ')}`)
  const started = Date.now()
  const child = spawn(command[0], command[1], { stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const output = []
  if (keepOutput) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk))
  return new Promise((done) =>
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      done({ name, code: code ?? 1, seconds, output: Buffer.concat(output).toString() })
    }),
  )
}

const report = ({ name, code, seconds }) => (code === 0 ? console.log(`✔ ${name} (${seconds}s)`) : console.error(`\n✖ ${name} failed after ${seconds}s`))

let results
if (sideBySide) {
  const background = run(backgroundName, backgroundArgs, { keepOutput: true, niceness: 19 }).then((result) => {
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/unit-db-integration.log', result.output)
    console.log(`\n${result.code === 0 ? '✔' : '✖'} ${backgroundName} finished in ${result.seconds}s; its output follows the browser tests'`)
    return result
  })
  const browser = await run(browserName, browserArgs)
  report(browser)
  const unit = await background
  console.log(`\n▶ output of the ${backgroundName}:\n`)
  process.stdout.write(unit.output)
  report(unit)
  results = [browser, unit]
} else {
  results = []
  for (const [name, args] of [
    [backgroundName, backgroundArgs],
    [browserName, browserArgs],
  ]) {
    const result = await run(name, args)
    report(result)
    results.push(result)
    if (result.code !== 0) break
  }
}

const failed = results.find((result) => result.code !== 0)
process.exit(failed ? failed.code : 0)
