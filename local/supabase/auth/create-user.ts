import { randomUUID } from 'node:crypto'
import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure } from './auth-errors.ts'
import { runBeforeUserCreatedHook } from './before-user-created.ts'
import { bcryptCompare, bcryptHash } from './password-hashing.ts'
import { databaseErrorSummary } from './pg-function-hooks.ts'
import { findUserById, type UserRow } from './user-row.ts'

export const hashPassword = (password: string) => bcryptHash(password, 10)
// A hash of a secret nobody knows, at the same cost as real ones: an unknown e-mail (or an account
// without a password) takes as long to refuse as a wrong password, so timing tells nothing.
let dummyHash: Promise<string> | null = null
export const warmDummyHash = () => (dummyHash ??= bcryptHash(randomUUID(), 10))

/** bcrypt's compare; without a hash it compares against the dummy one and answers false. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (hash) return bcryptCompare(password, hash)
  await bcryptCompare(password, await warmDummyHash())
  return false
}

export interface NewUser {
  email: string
  password?: string
  confirmed: boolean
  userMetadata?: Record<string, unknown>
  appMetadata?: Record<string, unknown>
}

/**
 * Who creates the user, which decides what GoTrue does around the insert: a sign-up (POST /signup,
 * and POST /otp, which signs up through the same code) asks the Before User Created hook first and
 * answers "Database error saving new user" when the insert fails; the admin API skips every hook and
 * answers "Database error creating new user".
 */
export type Creation = { via: 'signup'; clientIp: string } | { via: 'admin' }

const INSERT_FAILED: Record<Creation['via'], string> = {
  signup: 'Database error saving new user',
  admin: 'Database error creating new user',
}

/**
 * Inserts into auth.users as the superuser (GoTrue's own connection bypasses RLS), with its e-mail
 * identity, in one transaction. The profile trigger of the migrations fires here, reads
 * `raw_user_meta_data` and may refuse the row; the real error goes to the log, the client gets
 * GoTrue's 500.
 */
export async function createUser(deps: AuthDeps, input: NewUser, creation: Creation): Promise<UserRow> {
  // GoTrue builds the user (id included, password hashed) before the hook and outside any transaction.
  const id = randomUUID()
  const encrypted = input.password ? await hashPassword(input.password) : null
  const userMetadata = { ...(input.userMetadata ?? {}), ...(input.confirmed ? { email_verified: true } : {}) }
  const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) }
  if (creation.via === 'signup') {
    await runBeforeUserCreatedHook(
      deps,
      { id, email: input.email, userMetadata: input.userMetadata ?? {} },
      creation.clientIp,
    )
  }
  try {
    await deps.ctx.db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, $3,
                 case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now())`,
        [id, input.email, encrypted, input.confirmed, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
      )
      // GoTrue keeps one identity per provider; the e-mail identity's provider_id is the user id.
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1, $2::uuid, $3::jsonb, 'email', now(), now())`,
        [id, id, JSON.stringify({ sub: id, email: input.email, email_verified: false, phone_verified: false })],
      )
    })
  } catch (error) {
    console.error(`[auth] ${INSERT_FAILED[creation.via]}:`, databaseErrorSummary(error))
    throw new AuthFailure(500, 'unexpected_failure', INSERT_FAILED[creation.via])
  }
  const user = await findUserById(deps.ctx.db, id)
  if (!user) throw new Error('user vanished after insert')
  return user
}

/** Marks the e-mail confirmed (any followed e-mail link proves the address). */
export async function confirmEmail(deps: AuthDeps, user: UserRow): Promise<void> {
  if (user.email_confirmed_at) return
  await deps.ctx.db.query(
    `update auth.users set email_confirmed_at = now(), updated_at = now(),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
      where id = $1`,
    [user.id],
  )
}
