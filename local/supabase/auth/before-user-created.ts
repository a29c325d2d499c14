// GoTrue's "Before User Created" hook (Postgres-function hooks only, run by pg-function-hooks.ts):
//   internal/api/hooks.go, signup.go    called before the user's insert transaction, only when a user
//                                       is about to be created by sign-up (POST /signup, /otp); the
//                                       admin API (POST /admin/users) never calls it
import type { AuthDeps } from './auth-deps.ts'
import { hookMetadata, runPgFunctionHook } from './pg-function-hooks.ts'

/** The user GoTrue is about to insert (models.User after SignupParams.ToUserModel). */
export interface UserToCreate {
  id: string
  email: string
  userMetadata: Record<string, unknown>
}

/** Go's zero time.Time as encoding/json writes it: pop sets created_at/updated_at only on insert. */
const GO_ZERO_TIME = '0001-01-01T00:00:00Z'

/**
 * The hook's input, field for field as GoTrue marshals BeforeUserCreatedInput: metadata (uuid, time,
 * name, ip_address omitted when unknown) and the models.User before its insert — no role yet (SetRole
 * runs after the insert), no identities, nothing confirmed, zero timestamps. `user_metadata` is the
 * sign-up's `data` as sent (the invitation link's secret travels there, decision 036), as in the
 * payload Supabase documents for its "Before User Created" hook.
 */
export function beforeUserCreatedInput(user: UserToCreate, clientIp: string, now = new Date()) {
  return {
    metadata: hookMetadata('before-user-created', clientIp, now),
    user: {
      id: user.id,
      aud: 'authenticated',
      role: '',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.userMetadata,
      identities: [],
      created_at: GO_ZERO_TIME,
      updated_at: GO_ZERO_TIME,
      is_anonymous: false,
    },
  }
}

/**
 * Runs the configured Before User Created hook for a user about to be created by sign-up, before the
 * insert. Returns when the sign-up may go on (BeforeUserCreatedOutput has no fields: any object does);
 * throws the AuthFailure GoTrue would answer.
 */
export async function runBeforeUserCreatedHook(
  deps: Pick<AuthDeps, 'config' | 'ctx'>,
  user: UserToCreate,
  clientIp: string,
): Promise<void> {
  const uri = deps.config.beforeUserCreatedHook
  if (!uri) return
  await runPgFunctionHook(deps.ctx.db, uri, 'before_user_created', beforeUserCreatedInput(user, clientIp))
}
