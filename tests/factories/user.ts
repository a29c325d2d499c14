// A signed-in person as supabase-js hands them over: the user and the session holding it.
import type { Session, User } from '@supabase/supabase-js'

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '8d3c1f0e-0000-4000-8000-000000000001',
    email: 'ana.souza@example.com',
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: {},
    user_metadata: { full_name: 'Ana Souza' },
    created_at: '2025-01-10T12:00:00Z',
    ...overrides,
  }
}

/** A session; `user: null` is the "session without a user" the guard re-checks. */
export function buildSession(user: User | null = buildUser()): Session {
  return {
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: user as User,
  }
}
