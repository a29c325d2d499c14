import type { PGlite, Transaction } from '@electric-sql/pglite'

/** The columns of GoTrue's `auth.users` that this stand-in reads and writes. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  phone: string | null
  phone_confirmed_at: Date | null
  is_anonymous?: boolean | null
  banned_until?: Date | null
  created_at: Date
  updated_at: Date
  /** The user's MFA factors (USER_COLUMNS), as GoTrue loads them with every user (tx.Eager()). */
  mfa_factors?: FactorJson[] | null
}

/** A factor in the User JSON (internal/models/factor.go's json tags; the secret never leaves). */
export interface FactorJson {
  id: string
  friendly_name?: string
  factor_type: string
  status: string
  created_at: string
  updated_at: string
  last_challenged_at: string | null
  phone: string
}

/** `auth.users` with its factors, oldest first. */
export const USER_COLUMNS = `*, (
  select jsonb_agg(jsonb_build_object(
           'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
           'created_at', f.created_at, 'updated_at', f.updated_at, 'last_challenged_at', f.last_challenged_at,
           'phone', coalesce(f.phone, '')) order by f.created_at)
    from auth.mfa_factors f where f.user_id = users.id) as mfa_factors`

/** A factor as GoTrue's JSON has it: `friendly_name,omitempty`. */
export function factorJson({ friendly_name, ...factor }: FactorJson): FactorJson {
  return friendly_name ? { ...factor, friendly_name } : factor
}

type Queryable = Pick<PGlite | Transaction, 'query'>

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])
  return rows[0] ?? null
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) limit 1`,
    [email],
  )
  return rows[0] ?? null
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined)

/** GoTrue's User JSON: fields that are null are left out. */
export function userJson(row: UserRow): Record<string, unknown> {
  const email = row.email ?? ''
  const confirmedAt = row.email_confirmed_at ?? row.phone_confirmed_at
  const userMetadata = row.raw_user_meta_data ?? {}
  const user: Record<string, unknown> = {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(row.recovery_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: row.is_anonymous
      ? []
      : [
          {
            // GoTrue keeps identities in their own table; the e-mail identity is all we have.
            identity_id: row.id,
            id: row.id,
            user_id: row.id,
            identity_data: {
              sub: row.id,
              email,
              email_verified: Boolean(row.email_confirmed_at),
              phone_verified: false,
              ...userMetadata,
            },
            provider: 'email',
            last_sign_in_at: iso(row.last_sign_in_at ?? row.created_at),
            created_at: iso(row.created_at),
            updated_at: iso(row.updated_at),
            email,
          },
        ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: Boolean(row.is_anonymous),
    // `factors,omitempty`: only when the user has some.
    factors: row.mfa_factors?.length ? row.mfa_factors.map(factorJson) : undefined,
  }
  for (const key of Object.keys(user)) if (user[key] === undefined) delete user[key]
  return user
}
