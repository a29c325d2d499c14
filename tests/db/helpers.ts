// Shared helpers of the SQL/RLS tests: a fresh seeded database per test file (useFreshDatabase),
// users created the way GoTrue creates them (a row in auth.users, which fires the profile trigger),
// and runAs() to act as anon, a signed-in user or the service role exactly as the API server does.
import { randomUUID } from 'node:crypto'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { applySqlFile, EXTENSIONS, listMigrationFiles, PLATFORM_SQL, toSqlFile } from '../../local/db/database'
import { runAs } from '../../local/db/session'
import { openFreshDatabase } from '../../local/db/template'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import { openPostgresTestDatabase } from '../utils/postgres-test-database'

export type Db = PGlite

export const EDITORIAL_TEAM_ID = '0e1d1a00-0000-4000-8000-000000000001'

export interface TestUser {
  id: string
  email: string
  /** The session's authenticator assurance level in the JWT (`aal`); aal1 unless atAal2() says so. */
  aal?: 'aal1' | 'aal2'
}

export type Actor = 'anon' | 'service_role' | TestUser

/**
 * A fresh database for one test file: the embedded PGlite (project `db`), or a new database on the
 * real PostgreSQL 15 server of the `db-postgres` project (tests/setup/db-postgres.ts).
 */
export async function freshDatabase(opts: { seed?: boolean } = {}): Promise<PGlite> {
  const realPostgres = inject('realPostgres')
  const db = realPostgres ? await openPostgresTestDatabase(realPostgres, opts) : await openFreshDatabase(opts)
  // Only tools/policy-mutation.ts (npm run test:policies) sets TEST_POLICY_MUTATION: SQL that
  // weakens one policy or check, to prove that some test notices. Normal runs never have it.
  const mutation = process.env.TEST_POLICY_MUTATION
  if (mutation) {
    try {
      await db.exec(mutation)
    } catch (error) {
      await db.close()
      throw error
    }
  }
  return db
}

/**
 * Opens a fresh database (freshDatabase) before the tests of the file or `describe` this is called
 * in, or before each test with `perTest`, closes it after them, and returns a getter for it, like
 * tests/e2e/fixtures.ts useBrowser(). Hooks registered after this call run while it is open (vitest
 * runs after-hooks in reverse). Not named use…: eslint's react-hooks rule would flag a top-level call.
 */
export function useFreshDatabase(options: { seed?: boolean; perTest?: boolean } = {}): () => Db {
  const { perTest = false, ...open } = options
  let db: Db | undefined
  const [before, after] = perTest ? [beforeEach, afterEach] : [beforeAll, afterAll]
  before(async () => {
    db = await freshDatabase(open)
  })
  after(async () => {
    await db?.close()
    db = undefined
  })
  return () => {
    if (!db)
      throw new Error('the database is not open: use it in a test or in a hook registered after useFreshDatabase()')
    return db
  }
}

export type StaffRole = 'author' | 'editor' | 'admin'

/**
 * Invites an e-mail with a role as the database owner (what invite_staff() stores) and issues the
 * secret its link would carry (only the hash is stored), so that a sign-up with that secret in its
 * metadata is let in by the invitation rule.
 */
export async function inviteEmail(
  db: PGlite,
  email: string,
  role: StaffRole = 'author',
): Promise<{ id: string; secret: string }> {
  const { rows } = await db.query<{ id: string }>(
    'insert into public.staff_invitations (email, role) values (lower($1), $2) returning id',
    [email, role],
  )
  return { id: rows[0].id, secret: await issueInvitationSecret(db, rows[0].id) }
}

/** A new link secret for an invitation (the previous one stops working), as a resend issues it. */
export async function issueInvitationSecret(db: PGlite, invitationId: string): Promise<string> {
  const { rows } = await db.query<{ secret: string }>('select public.issue_staff_invitation_secret($1) as secret', [
    invitationId,
  ])
  return rows[0].secret
}

/** The link secret of the newest invitation e-mail queued for an address, as the mailer reads it. */
export async function invitationSecretSentTo(db: PGlite, email: string): Promise<string> {
  const { rows } = await db.query<{ secret: string | null }>(
    `select payload ->> 'invitation_secret' as secret from public.email_outbox
      where template = 'staff_invitation' and recipient = lower($1) order by created_at desc limit 1`,
    [email],
  )
  if (!rows[0]?.secret) throw new Error(`no invitation e-mail with a link secret queued for ${email}`)
  return rows[0].secret
}

/**
 * Creates an auth user as GoTrue would (the trigger then creates the profile). Once an admin
 * exists, accounts exist by invitation only: unless `invite` is false the e-mail is invited first,
 * with `invite` as the role (default author), and the sign-up carries that invitation's link secret
 * in its metadata. The very first account (no admin yet) needs none.
 */
export async function createUser(
  db: PGlite,
  opts: { email?: string; fullName?: string; metadata?: Record<string, unknown>; invite?: StaffRole | false } = {},
): Promise<TestUser> {
  const id = randomUUID()
  const email = opts.email ?? `user-${id.slice(0, 8)}@example.com`
  const meta: Record<string, unknown> = { ...(opts.fullName ? { full_name: opts.fullName } : {}), ...opts.metadata }
  const { rows } = await db.query<{ admin: boolean }>(
    `select exists (select 1 from public.profiles where role = 'admin') as admin`,
  )
  if (opts.invite !== false && (rows[0].admin || opts.invite)) {
    meta.invitation_secret = (await inviteEmail(db, email, opts.invite || 'author')).secret
  }
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
             null, now(),
             '{"provider":"email","providers":["email"]}', $3, now(), now())`,
    [id, email, JSON.stringify(meta)],
  )
  return { id, email }
}

/**
 * An installation as it was before `firstNewMigration` (a timestamp prefix such as '20250101124000'):
 * the platform and every older migration on an embedded database. `upgrade()` then applies the rest in
 * order, as `supabase db push` does on a project that already has data.
 */
export async function databaseBefore(firstNewMigration: string): Promise<{ db: PGlite; upgrade: () => Promise<void> }> {
  const db = await PGlite.create({ extensions: EXTENSIONS })
  await applySqlFile(db, toSqlFile(PLATFORM_SQL))
  const migrations = await listMigrationFiles()
  const isNew = (file: { name: string }) => file.name.split('/').pop()!.slice(0, 14) >= firstNewMigration
  for (const file of migrations.filter((file) => !isNew(file))) await applySqlFile(db, file)
  return {
    db,
    upgrade: async () => {
      for (const file of migrations.filter(isNew)) await applySqlFile(db, file)
    },
  }
}

/** A signed-in account that is not staff: its profile was removed (RLS must treat it as a stranger). */
export async function accountWithoutProfile(db: PGlite): Promise<TestUser> {
  const user = await createUser(db)
  await db.query('delete from public.profiles where id = $1', [user.id])
  return user
}

/** Sets a profile's role as the database owner (what a migration or an admin tool would do). */
export async function setRole(db: PGlite, user: TestUser, role: StaffRole): Promise<void> {
  await db.query('update public.profiles set role = $2 where id = $1', [user.id, role])
}

export function claimsFor(actor: Actor): {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: Record<string, unknown>
} {
  if (actor === 'anon') return { role: 'anon', claims: { role: 'anon', iss: 'supabase-demo' } }
  if (actor === 'service_role') return { role: 'service_role', claims: { role: 'service_role', iss: 'supabase-demo' } }
  return {
    role: 'authenticated',
    claims: {
      sub: actor.id,
      email: actor.email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: actor.aal ?? 'aal1',
      session_id: randomUUID(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    },
  }
}

/** The same person acting from a session that confirmed a second factor (the JWT's `aal` is aal2). */
export function atAal2(user: TestUser): TestUser {
  return { ...user, aal: 'aal2' }
}

/** Gives a user a verified TOTP factor, as the database owner (what GoTrue stores after a verify). */
export async function addVerifiedFactor(db: PGlite, user: TestUser): Promise<void> {
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, 'Celular', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [randomUUID(), user.id],
  )
}

/** Runs fn in one transaction as the actor (role + JWT claims set like PostgREST does). */
export function as<T>(db: PGlite, actor: Actor, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return runAs(db, claimsFor(actor), fn)
}

/** Runs one statement as the actor and returns its rows. */
export async function queryAs<R = Record<string, unknown>>(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  return as(db, actor, async (tx) => (await tx.query<R>(sql, params)).rows)
}

/** Runs one statement as the actor and returns the affected row count. */
export async function affectedAs(db: PGlite, actor: Actor, sql: string, params: unknown[] = []): Promise<number> {
  return as(db, actor, async (tx) => (await tx.query(sql, params)).affectedRows ?? 0)
}

/** The Postgres error code a statement fails with as the actor (undefined when it succeeds). */
export async function errorCodeAs(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<string | undefined> {
  try {
    await as(db, actor, (tx) => tx.query(sql, params))
    return undefined
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown'
  }
}

/**
 * SET clause of an UPDATE that publishes or schedules: the compliance result (no findings, and the hash
 * of the text) that clients sent before issue 45. The database now computes the findings itself and
 * ignores these (tests/db/publishing-rights.test.ts); texts published with it must be clean.
 */
export const CHECKED_CLEAN =
  "compliance_findings = '[]'::jsonb, compliance_text_hash = public.post_text_hash(title, excerpt, content)"

/** Code, message and hint of the error a statement fails with as the actor (undefined when it succeeds). */
export async function errorAs(
  db: PGlite,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<{ code?: string; message: string; hint?: string } | undefined> {
  try {
    await as(db, actor, (tx) => tx.query(sql, params))
    return undefined
  } catch (error) {
    const e = error as { code?: string; message: string; hint?: string }
    return { code: e.code, message: e.message, hint: e.hint }
  }
}

/** Turns "Autores publicam sem revisão" on or off, as an admin would. */
export async function setAuthorsPublishWithoutReview(db: PGlite, on: boolean): Promise<void> {
  await db.query('update public.site_settings set authors_publish_without_review = $1', [on])
}

/** The standard cast of the RLS tests: the bootstrap admin, an editor and two authors. */
export interface Cast {
  admin: TestUser
  editor: TestUser
  authorA: TestUser
  authorB: TestUser
}

export async function createCast(db: PGlite): Promise<Cast> {
  const admin = await createUser(db, { email: 'admin@example.com', fullName: 'Ana Admin' })
  const editor = await createUser(db, { email: 'editor@example.com', fullName: 'Edu Editor', invite: 'editor' })
  const authorA = await createUser(db, { email: 'autora.a@example.com', fullName: 'Alice Autora' })
  const authorB = await createUser(db, { email: 'autor.b@example.com', fullName: 'Bruno Autor' })
  return { admin, editor, authorA, authorB }
}

/** Inserts a post as the database owner and returns its id. */
export async function insertPost(
  db: PGlite,
  post: {
    title?: string
    slug?: string
    content?: string
    excerpt?: string
    status?: 'draft' | 'review' | 'scheduled' | 'published'
    authorId?: string | null
    categorySlug?: string | null
    tags?: string[]
    publishedAt?: string | null
    featured?: boolean
  } = {},
): Promise<string> {
  const id = randomUUID()
  const title = post.title ?? `Post de teste ${id.slice(0, 8)}`
  const { rows } = await db.query<{ id: string }>(
    `insert into public.posts (id, title, slug, content, excerpt, status, author_id, category_id, tags, published_at, featured)
     values ($1, $2, $3, $4, $5, $6, $7, (select id from public.categories where slug = $8), $9, $10, $11)
     returning id`,
    [
      id,
      title,
      post.slug ?? `post-${id}`,
      post.content ?? '<p>Conteúdo de teste.</p>',
      post.excerpt ?? 'Resumo de teste.',
      post.status ?? 'published',
      post.authorId === undefined ? EDITORIAL_TEAM_ID : post.authorId,
      post.categorySlug === undefined ? 'pesquisas' : post.categorySlug,
      post.tags ?? [],
      post.publishedAt === undefined ? null : post.publishedAt,
      post.featured ?? false,
    ],
  )
  return rows[0].id
}

/**
 * Verifies a profile's registry as the admin would in /admin/usuarios: verify_profile_registry()
 * with the registry as it is stored now. Returns when it was verified.
 */
export async function verifyRegistry(db: PGlite, admin: TestUser, profileId: string): Promise<string> {
  const { rows } = await db.query<{
    registry_council: string
    registry_uf: string
    registry_number: string
    rqe: string | null
    specialty: string | null
  }>('select registry_council, registry_uf, registry_number, rqe, specialty from public.profiles where id = $1', [
    profileId,
  ])
  const { registry_council, registry_uf, registry_number, rqe, specialty } = rows[0]
  const [result] = await queryAs<{ verified_at: string }>(
    db,
    admin,
    'select public.verify_profile_registry($1, $2, $3, $4, $5, $6)::text as verified_at',
    [profileId, registry_council, registry_uf, registry_number, rqe, specialty],
  )
  return result.verified_at
}

/**
 * A staff member (an author) with a CRM-SP registry, verified by `verifiedBy` when given: the person
 * who may sign technical reviews and be asked for one.
 */
export async function createUserWithRegistry(
  db: PGlite,
  opts: { email: string; fullName: string; number: string; verifiedBy?: TestUser },
): Promise<TestUser> {
  const user = await createUser(db, { email: opts.email, fullName: opts.fullName })
  await db.query(
    `update public.profiles set registry_council = 'CRM', registry_uf = 'SP', registry_number = $2 where id = $1`,
    [user.id, opts.number],
  )
  if (opts.verifiedBy) await verifyRegistry(db, opts.verifiedBy, user.id)
  return user
}
