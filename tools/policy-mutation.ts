// npm run test:policies — mutation testing of the database's access rules (docs/policy-mutation.md).
// Weakens, one at a time, every row-level security policy (`using` / `with check` → true) and every
// role check, guard and visibility rule inside our SECURITY DEFINER and trigger functions, runs the
// db tests that concern it against the weakened database, and reports each weakening no test catches.
//
//   npm run test:policies                      every mutation (tens of minutes on 2 cores)
//   npm run test:policies -- --only storage    the mutations whose label contains "storage" (repeatable: any)
//   npm run test:policies -- --list            print the mutations (and whether each applies), run nothing
//   npm run test:policies -- --no-baseline     skip the unmutated run of the chosen test files
//
// The weakening reaches the tests through TEST_POLICY_MUTATION, which tests/db/helpers.ts
// freshDatabase() executes on every fresh database. One vitest process at a time.
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { REPO_ROOT } from '../local/db/database'
import { openFreshDatabase } from '../local/db/template'

const TEST_DIR = path.join(REPO_ROOT, 'tests', 'db')
/** A single vitest run may not take longer than this (its own per-test timeout is 60 s). */
const RUN_TIMEOUT_MS = 15 * 60_000

type Kind = 'policy using' | 'policy with check' | 'role check' | 'guard' | 'visibility' | 'null argument'

interface Mutation {
  kind: Kind
  /** One line: what is weakened, where, and into what. `--only` matches it. */
  label: string
  /** SQL that applies the weakening to a database built from the migrations. */
  sql: string
  /** Names (schema.table, function) whose mention makes a db test file relevant. */
  names: string[]
  /** Checks, after `sql` ran, that the catalog really holds the weakened rule. */
  verify: (db: Queryable) => Promise<boolean>
}

interface Queryable {
  query: PGlite['query']
}

interface Skipped {
  label: string
  reason: string
}

// ---------------------------------------------------------------------------------------------
// The catalog: policies

interface PolicyRow {
  schemaname: string
  tablename: string
  policyname: string
  cmd: string
  /** 'PERMISSIVE' or 'RESTRICTIVE'. */
  permissive: string
  qual: string | null
  with_check: string | null
  /** Whether the with check expression reads any column of the row (a Var in its parse tree). */
  check_reads_row: boolean
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * An UPDATE policy's with check that cannot be told apart from true: it is the using expression,
 * depends on the caller only (no column of the row), and no other permissive UPDATE/ALL policy on the
 * table can admit a row that would then need it (a restrictive policy only narrows what the permissive
 * ones admit: it never admits a row). Such a clause is defence in depth, not a testable rule.
 */
function isEquivalentCheck(p: PolicyRow, all: PolicyRow[]): boolean {
  if (p.cmd !== 'UPDATE' || p.with_check === null || p.with_check !== p.qual || p.check_reads_row) return false
  return !all.some(
    (o) =>
      o !== p &&
      o.schemaname === p.schemaname &&
      o.tablename === p.tablename &&
      o.permissive === 'PERMISSIVE' &&
      (o.cmd === 'UPDATE' || o.cmd === 'ALL'),
  )
}

async function policyMutations(db: PGlite, views: Map<string, string[]>, skipped: Skipped[]): Promise<Mutation[]> {
  const { rows } = await db.query<PolicyRow>(
    `select p.schemaname, p.tablename, p.policyname, p.cmd, p.permissive, p.qual, p.with_check,
            coalesce(pol.polwithcheck::text like '%{VAR %', false) as check_reads_row
       from pg_catalog.pg_policies p
       join pg_catalog.pg_class c on c.relname = p.tablename
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
       join pg_catalog.pg_policy pol on pol.polrelid = c.oid and pol.polname = p.policyname
      where p.schemaname in ('public', 'storage')
      order by p.schemaname, p.tablename, p.policyname`,
  )
  const mutations: Mutation[] = []
  for (const p of rows) {
    const table = `${p.schemaname}.${p.tablename}`
    for (const [clause, expr, column] of [
      ['using', p.qual, 'qual'],
      ['with check', p.with_check, 'with_check'],
    ] as const) {
      if (expr === null) continue
      const label = `policy ${table} "${p.policyname}" (${p.cmd.toLowerCase()}) ${clause} → true`
      if (expr.trim() === 'true') {
        skipped.push({ label, reason: 'already true: nothing to weaken' })
        continue
      }
      if (clause === 'with check' && isEquivalentCheck(p, rows)) {
        skipped.push({
          label,
          reason:
            'equivalent: it equals the using clause, reads no column of the row, and the table has no other permissive ' +
            'update policy, so every row that passes using passes it; no test can tell it from true',
        })
        continue
      }
      mutations.push({
        kind: clause === 'using' ? 'policy using' : 'policy with check',
        label,
        sql: `alter policy ${ident(p.policyname)} on ${ident(p.schemaname)}.${ident(p.tablename)} ${clause} (true);`,
        names: [table, ...(views.get(table) ?? [])],
        verify: async (q) => {
          const { rows: after } = await q.query<Record<string, string | null>>(
            `select ${column} as expr from pg_catalog.pg_policies where schemaname = $1 and tablename = $2 and policyname = $3`,
            [p.schemaname, p.tablename, p.policyname],
          )
          return after[0]?.expr === 'true'
        },
      })
    }
  }
  return mutations
}

// ---------------------------------------------------------------------------------------------
// The catalog: checks inside SECURITY DEFINER and trigger functions of the public schema

interface FunctionRow {
  oid: number
  name: string
  signature: string
  secdef: boolean
  trigger: boolean
  src: string
  def: string
}

/**
 * Role checks as our migrations write them. Each match is replaced by the value that lets more
 * callers through (see weakeningValue).
 */
const ROLE_CHECKS: { re: RegExp; untrusted?: boolean }[] = [
  { re: /\bpublic\.is_staff\(\)/g },
  { re: /\bpublic\.has_role\([^)]*\)/g },
  { re: /\bpublic\.admin_exists\(\)/g },
  // current_user_role() compared with something (a bare call is a look-up, not a check).
  {
    re: /\bpublic\.current_user_role\(\)\s*(?:=|<>|!=|is(?:\s+not)?\s+distinct\s+from|(?:not\s+)?in)\s*(?:'[^']*'|\([^)]*\))/gi,
  },
  // A profile's role column compared with a role or a list of roles: p.role = 'admin', p.role = any (roles).
  { re: /\b\w+\.role\s*(?:=\s*any\s*\([^)]*\)|=\s*'[^']*'|in\s*\([^)]*\))/gi },
  // Ownership: something = the caller's id.
  { re: /[\w.]+\s*=\s*\(\s*select\s+auth\.uid\(\)\s*\)|\(\s*select\s+auth\.uid\(\)\s*\)\s*=\s*[\w.]+/gi },
  { re: /[\w.]+\s*=\s*auth\.uid\(\)|\bauth\.uid\(\)\s*=\s*[\w.]+/gi },
  // The session's assurance level: the JWT's aal compared with a level (the second step, issue 51).
  { re: /\(\s*auth\.jwt\(\)\s*->>\s*'aal'\s*\)\s*(?:=|is\s+(?:not\s+)?distinct\s+from)\s*'aal\d'/gi },
  // The database role: API callers (anon, authenticated) versus the owner and service_role.
  { re: /\bcurrent_user\s+(?:not\s+)?in\s*\([^)]*\)/gi, untrusted: true },
]

/** What only public posts satisfy, as SECURITY DEFINER functions re-implement the visitors' policy. */
const VISIBILITY_CHECKS: RegExp[] = [
  /p\.status\s*=\s*('{1,2})published\1\s+or\s+\(\s*p\.status\s*=\s*\1scheduled\1\s+and\s+p\.published_at\s*<=\s*now\(\)\s*\)/gi,
  /\bc\.is_active\b/g,
]

/**
 * `if <condition> then` followed by a refusal: raise exception, a {success: false} answer, an Auth
 * hook's {error: …} answer, or the MFA Verification Attempt hook's {decision: 'reject', …}.
 */
const GUARD =
  /\b(?:if|elsif)\b((?:(?!\bthen\b)[^;])*?)\bthen\b(?=\s*(?:raise\s+exception|return\s+jsonb_build_object\(\s*'(?:success'\s*,\s*false|error'|decision'\s*,\s*'reject')))/gi

/** A parameter required to be non-null: <function>.<parameter> is not null. */
const nullArgument = (fn: string) => new RegExp(`\\b${fn}\\.\\w+\\s+is\\s+not\\s+null\\b`, 'gi')

interface Span {
  start: number
  end: number
}

/** The condition of the guard (if … then raise/return error) that contains the span, if any. */
function guardAround(src: string, span: Span): Span | undefined {
  for (const m of src.matchAll(GUARD)) {
    const start = m.index + m[0].indexOf(m[1])
    const end = start + m[1].length
    if (span.start >= start && span.end <= end) return { start, end }
  }
  return undefined
}

/** Whether the span is negated: preceded by `not`, or inside `not exists (…)`. */
function isNegated(src: string, span: Span, text: string): boolean {
  if (/\bnot\s+in\b/i.test(text)) return true
  const before = src.slice(0, span.start)
  if (/\bnot\s*$/i.test(before)) return true
  let depth = 0
  for (let i = before.length - 1; i >= 0; i--) {
    if (before[i] === ')') depth++
    else if (before[i] === '(') {
      if (depth === 0) return /\bnot\s+exists\s*$/i.test(before.slice(0, i))
      depth--
    }
  }
  return false
}

/**
 * The value that weakens a check. A check that grants access (where clause, returned boolean)
 * becomes true. A check in a restricting position — inside a guard condition, or a
 * "current_user is an API role" test, which our triggers use to restrict API callers — becomes
 * false. Negation (`not …`, `not exists (… check …)`, `not in`) flips the value.
 */
function weakeningValue(restricting: boolean, negated: boolean): 'true' | 'false' {
  return restricting !== negated ? 'false' : 'true'
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

function shorten(text: string, max = 90): string {
  const line = oneLine(text)
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

function spansOf(src: string, re: RegExp): (Span & { text: string })[] {
  return [...src.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }))
}

async function functionMutations(db: PGlite, related: (fn: string) => string[]): Promise<Mutation[]> {
  const { rows } = await db.query<FunctionRow>(
    `select p.oid::int as oid, p.proname as name, 'public.' || p.oid::regprocedure::text as signature,
            p.prosecdef as secdef, p.prorettype = 'pg_catalog.trigger'::regtype as trigger,
            p.prosrc as src, pg_catalog.pg_get_functiondef(p.oid) as def
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
        and (p.prosecdef or p.prorettype = 'pg_catalog.trigger'::regtype)
      order by p.proname, p.oid`,
  )
  const mutations: Mutation[] = []
  for (const fn of rows) {
    const bodyAt = fn.def.indexOf(fn.src)
    if (bodyAt < 0) throw new Error(`${fn.signature}: body not found in pg_get_functiondef()`)
    const names = related(fn.name)
    const seen = new Map<string, number>()

    const add = (kind: Kind, span: Span & { text: string }, value: string) => {
      const key = `${kind}:${oneLine(span.text)}`
      const n = (seen.get(key) ?? 0) + 1
      seen.set(key, n)
      // A guard's condition is replaced whole, with the spaces around it (`if false then`).
      const replacement = kind === 'guard' ? ` ${value} ` : value
      const mutatedSrc = fn.src.slice(0, span.start) + replacement + fn.src.slice(span.end)
      const sql = fn.def.slice(0, bodyAt) + mutatedSrc + fn.def.slice(bodyAt + fn.src.length) + ';'
      const where = n > 1 ? ` (occurrence ${n})` : ''
      mutations.push({
        kind,
        label: `${kind} ${fn.signature}: ${shorten(span.text)}${where} → ${value}`,
        sql,
        names,
        verify: async (q) => {
          const { rows: after } = await q.query<{ src: string }>(
            'select prosrc as src from pg_catalog.pg_proc where oid = $1',
            [fn.oid],
          )
          return after[0]?.src === mutatedSrc
        },
      })
    }

    const roleSpans: (Span & { text: string; untrusted: boolean })[] = []
    for (const check of ROLE_CHECKS) {
      for (const span of spansOf(fn.src, check.re)) {
        if (roleSpans.some((s) => span.start < s.end && s.start < span.end)) continue
        roleSpans.push({ ...span, untrusted: check.untrusted === true })
      }
    }
    roleSpans.sort((a, b) => a.start - b.start)
    for (const span of roleSpans) {
      const restricting = span.untrusted || guardAround(fn.src, span) !== undefined
      add('role check', span, weakeningValue(restricting, isNegated(fn.src, span, span.text)))
    }

    // Guards without a role check in their condition (those are weakened through the role check).
    for (const m of fn.src.matchAll(GUARD)) {
      const start = m.index + m[0].indexOf(m[1])
      const cond = { start, end: start + m[1].length, text: m[1] }
      if (roleSpans.some((s) => s.start >= cond.start && s.end <= cond.end)) continue
      add('guard', cond, 'false')
    }

    if (fn.secdef && !fn.trigger) {
      for (const re of VISIBILITY_CHECKS) for (const span of spansOf(fn.src, re)) add('visibility', span, 'true')
      for (const span of spansOf(fn.src, nullArgument(fn.name))) add('null argument', span, 'true')
    }
  }
  return mutations
}

// ---------------------------------------------------------------------------------------------
// Which names concern which tests

/** schema.table → the views built on it (security_invoker views apply its policies). */
async function dependentViews(db: PGlite): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ base: string; view: string }>(
    `select distinct bn.nspname || '.' || b.relname as base, vn.nspname || '.' || v.relname as view
       from pg_catalog.pg_depend d
       join pg_catalog.pg_rewrite r on r.oid = d.objid
       join pg_catalog.pg_class v on v.oid = r.ev_class and v.relkind = 'v'
       join pg_catalog.pg_namespace vn on vn.oid = v.relnamespace
       join pg_catalog.pg_class b on b.oid = d.refobjid and b.oid <> v.oid
       join pg_catalog.pg_namespace bn on bn.oid = b.relnamespace
      where d.classid = 'pg_catalog.pg_rewrite'::regclass and d.refclassid = 'pg_catalog.pg_class'::regclass`,
  )
  const map = new Map<string, string[]>()
  for (const r of rows) map.set(r.base, [...(map.get(r.base) ?? []), r.view])
  return map
}

/**
 * For a function: itself, the functions that call it (transitively), the tables whose policies or
 * triggers use any of those, and the views on those tables.
 */
async function relatedNames(db: PGlite, views: Map<string, string[]>): Promise<(fn: string) => string[]> {
  const functions = (
    await db.query<{ name: string; src: string }>(
      `select p.proname as name, p.prosrc as src from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    )
  ).rows
  const policies = (
    await db.query<{ tbl: string; expr: string }>(
      `select schemaname || '.' || tablename as tbl, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
         from pg_catalog.pg_policies where schemaname in ('public', 'storage')`,
    )
  ).rows
  const triggers = (
    await db.query<{ fn: string; tbl: string }>(
      `select f.proname as fn, n.nspname || '.' || c.relname as tbl
         from pg_catalog.pg_trigger t
         join pg_catalog.pg_proc f on f.oid = t.tgfoid
         join pg_catalog.pg_class c on c.oid = t.tgrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where not t.tgisinternal`,
    )
  ).rows
  const calls = (name: string) => new RegExp(`\\b${name}\\s*\\(`, 'i')
  return (fn: string) => {
    const fns = new Set([fn])
    for (let grew = true; grew;) {
      grew = false
      for (const f of functions) {
        if (!fns.has(f.name) && [...fns].some((name) => calls(name).test(f.src))) {
          fns.add(f.name)
          grew = true
        }
      }
    }
    const tables = new Set<string>()
    for (const p of policies) if ([...fns].some((name) => calls(name).test(p.expr))) tables.add(p.tbl)
    for (const t of triggers) if (fns.has(t.fn)) tables.add(t.tbl)
    for (const t of [...tables]) for (const v of views.get(t) ?? []) tables.add(v)
    return [...fns, ...tables]
  }
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function testFiles(): Promise<{ file: string; text: string }[]> {
  const names = (await readdir(TEST_DIR)).filter((n) => n.endsWith('.test.ts')).sort()
  return Promise.all(
    names.map(async (n) => ({ file: `tests/db/${n}`, text: await readFile(path.join(TEST_DIR, n), 'utf8') })),
  )
}

function filesFor(names: string[], files: { file: string; text: string }[]): string[] {
  const patterns = names.map((name) => new RegExp(`\\b${escapeRe(name)}\\b`, 'i'))
  return files.filter((f) => patterns.some((re) => re.test(f.text))).map((f) => f.file)
}

// ---------------------------------------------------------------------------------------------
// Running

interface RunResult {
  ok: boolean
  seconds: number
  failures: string[]
  timedOut: boolean
}

interface JsonReport {
  testResults?: {
    name: string
    status: string
    message?: string
    assertionResults?: { status: string; fullName: string }[]
  }[]
}

async function runVitest(files: string[], mutation: string | undefined, tmpDir: string): Promise<RunResult> {
  const started = Date.now()
  const outputFile = path.join(tmpDir, `report-${started}.json`)
  const env = { ...process.env }
  if (mutation) env.TEST_POLICY_MUTATION = mutation
  else delete env.TEST_POLICY_MUTATION
  const args = [
    'vitest',
    'run',
    '--project',
    'db',
    '--bail',
    '1',
    '--reporter',
    'json',
    '--outputFile',
    outputFile,
    ...files,
  ]
  const { code, timedOut } = await new Promise<{ code: number | null; timedOut: boolean }>((resolve, reject) => {
    const child = spawn('npx', args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGTERM')
    }, RUN_TIMEOUT_MS)
    child.on('error', reject)
    child.on('close', (exitCode) => {
      clearTimeout(timer)
      if (exitCode !== 0 && process.env.POLICY_MUTATION_DEBUG) process.stderr.write(stderr)
      resolve({ code: exitCode, timedOut })
    })
  })
  const failures: string[] = []
  try {
    const report = JSON.parse(await readFile(outputFile, 'utf8')) as JsonReport
    for (const file of report.testResults ?? []) {
      const rel = path.relative(REPO_ROOT, file.name)
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
      for (const a of failed) failures.push(`${rel} > ${a.fullName}`)
      if (failed.length === 0 && file.status === 'failed')
        failures.push(`${rel}: ${shorten(file.message ?? 'failed', 120)}`)
    }
  } catch {
    // No report (killed, or vitest failed before writing it): the exit code still tells.
  }
  return { ok: code === 0, seconds: (Date.now() - started) / 1000, failures, timedOut }
}

function parseArgs(argv: string[]): { only: string[]; list: boolean; baseline: boolean } {
  const out: { only: string[]; list: boolean; baseline: boolean } = { only: [], list: false, baseline: true }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--list') out.list = true
    else if (arg === '--no-baseline') out.baseline = false
    else if (arg === '--only') out.only.push(argv[++i] ?? '')
    else if (arg.startsWith('--only=')) out.only.push(arg.slice('--only='.length))
    else throw new Error(`Unknown argument ${arg} (use --only <substring>, --list, --no-baseline)`)
  }
  if (out.only.some((o) => o.trim() === '')) throw new Error('--only needs a substring')
  return out
}

const fmtSeconds = (s: number) => `${s.toFixed(1)}s`.padStart(7)

type Args = ReturnType<typeof parseArgs>
type Plan = { m: Mutation; files: string[] }[]

/** Every mutation of a fresh database's catalog (those `--only` names), and why any does not apply. */
async function collectMutations(
  args: Args,
): Promise<{ mutations: Mutation[]; skipped: Skipped[]; notApplied: Map<Mutation, string> }> {
  const db = await openFreshDatabase()
  const skipped: Skipped[] = []
  const notApplied = new Map<Mutation, string>()
  try {
    const views = await dependentViews(db)
    const related = await relatedNames(db, views)
    let mutations = [...(await policyMutations(db, views, skipped)), ...(await functionMutations(db, related))]
    if (args.only.length > 0) {
      const needles = args.only.map((o) => o.toLowerCase())
      mutations = mutations.filter((m) => needles.some((n) => m.label.toLowerCase().includes(n)))
    }
    // Every mutation must apply cleanly and really change the catalog; rolled back each time.
    for (const m of mutations) {
      try {
        await db.transaction(async (tx) => {
          await tx.exec(m.sql)
          if (!(await m.verify(tx))) throw new Error('the catalog does not show the weakened rule')
          await tx.rollback()
        })
      } catch (error) {
        notApplied.set(m, shorten((error as Error).message, 160))
      }
    }
    return { mutations, skipped, notApplied }
  } finally {
    await db.close()
  }
}

/** `--list`: each mutation with the test files that would run, without running them. */
function printPlan(plan: Plan, notApplied: Map<Mutation, string>, skipped: Skipped[]): number {
  for (const { m, files: chosen } of plan) {
    const state = notApplied.has(m) ? `DOES NOT APPLY (${notApplied.get(m)})` : `${chosen.length} test file(s)`
    console.log(`${m.label}\n    ${state}: ${chosen.map((f) => path.basename(f)).join(', ') || '—'}`)
  }
  for (const s of skipped) console.log(`skipped: ${s.label} (${s.reason})`)
  console.log(`\n${plan.length} mutations, ${notApplied.size} do not apply, ${skipped.length} skipped`)
  return notApplied.size > 0 ? 1 : 0
}

/** The chosen test files without any mutation: they must pass, or no result would mean anything. */
async function baselinePasses(plan: Plan, tmpDir: string): Promise<boolean> {
  const union = [...new Set(plan.flatMap((p) => p.files))].sort()
  console.log(`Baseline: ${union.length} test file(s) without any mutation…`)
  const base = await runVitest(union, undefined, tmpDir)
  if (!base.ok) {
    console.error(`The db tests fail without any mutation (${fmtSeconds(base.seconds).trim()}); fix them first:`)
    for (const f of base.failures) console.error(`  ${f}`)
    return false
  }
  console.log(`Baseline passed in ${fmtSeconds(base.seconds).trim()}.\n`)
  return true
}

/** Runs each mutation's test files with it applied, printing one verdict per mutation. */
async function runMutations(plan: Plan, notApplied: Map<Mutation, string>, tmpDir: string) {
  let caught = 0
  const uncaught: string[] = []
  const broken: string[] = []
  for (const [i, { m, files: chosen }] of plan.entries()) {
    const n = `[${String(i + 1).padStart(String(plan.length).length)}/${plan.length}]`
    const shortFiles = chosen.map((f) => path.basename(f, '.test.ts')).join(', ')
    if (notApplied.has(m)) {
      broken.push(m.label)
      console.log(`${n} DID NOT APPLY  ${fmtSeconds(0)}  ${m.label}\n      ${notApplied.get(m)}`)
      continue
    }
    if (chosen.length === 0) {
      uncaught.push(m.label)
      console.log(
        `${n} NOT CAUGHT     ${fmtSeconds(0)}  ${m.label}\n      no db test file mentions ${m.names.join(', ')}`,
      )
      continue
    }
    const run = await runVitest(chosen, m.sql, tmpDir)
    if (run.timedOut) {
      broken.push(m.label)
      console.log(`${n} TIMED OUT      ${fmtSeconds(run.seconds)}  ${m.label}\n      files: ${shortFiles}`)
    } else if (run.ok) {
      uncaught.push(m.label)
      console.log(`${n} NOT CAUGHT     ${fmtSeconds(run.seconds)}  ${m.label}\n      files: ${shortFiles}`)
    } else {
      caught++
      console.log(`${n} caught         ${fmtSeconds(run.seconds)}  ${m.label}\n      files: ${shortFiles}`)
      console.log(`      by: ${run.failures[0] ?? 'vitest exited non-zero'}`)
    }
  }
  return { caught, uncaught, broken }
}

function printSummary(
  mutations: Mutation[],
  skipped: Skipped[],
  results: Awaited<ReturnType<typeof runMutations>>,
  started: number,
): void {
  const { caught, uncaught, broken } = results
  const total = mutations.length
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  const pct = total === 0 ? 100 : (100 * caught) / total
  console.log('\n' + '─'.repeat(80))
  const byKind = new Map<Kind, number>()
  for (const m of mutations) byKind.set(m.kind, (byKind.get(m.kind) ?? 0) + 1)
  console.log(`Mutations: ${total} (${[...byKind].map(([k, v]) => `${v} ${k}`).join(', ')})`)
  if (skipped.length > 0) {
    console.log(`Skipped (not mutations; not counted): ${skipped.length}`)
    for (const s of skipped) console.log(`  - ${s.label}: ${s.reason}`)
  }
  console.log(`Caught: ${caught}/${total} (${pct.toFixed(1)}%) in ${minutes} min`)
  if (uncaught.length > 0)
    console.log(`NOT CAUGHT (${uncaught.length}):\n${uncaught.map((l) => `  - ${l}`).join('\n')}`)
  if (broken.length > 0)
    console.log(`Did not apply or timed out (${broken.length}):\n${broken.map((l) => `  - ${l}`).join('\n')}`)
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2))
  const started = Date.now()
  const { mutations, skipped, notApplied } = await collectMutations(args)
  const files = await testFiles()
  const plan: Plan = mutations.map((m) => ({ m, files: filesFor(m.names, files) }))
  if (args.list) return printPlan(plan, notApplied, skipped)
  if (mutations.length === 0) {
    console.error(
      args.only.length > 0
        ? `No mutation matches ${args.only.map((o) => `"${o}"`).join(' or ')}.`
        : 'No mutations found.',
    )
    return 1
  }

  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'policy-mutation-'))
  try {
    if (args.baseline && !(await baselinePasses(plan, tmpDir))) return 2
    const results = await runMutations(plan, notApplied, tmpDir)
    printSummary(mutations, skipped, results, started)
    return results.uncaught.length + results.broken.length > 0 ? 1 : 0
  } finally {
    await rm(tmpDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
