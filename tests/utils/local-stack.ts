// Starts the local Supabase-compatible stack in-process (free port, in-memory database) and builds
// real supabase-js clients against it, as the integration tests need.
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local/keys.ts'
import { TEST_AUTH_CONFIG } from './test-auth-config.ts'
import type { MailMessage } from '../../local/supabase/mailbox/mailbox.ts'
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../local/supabase/server.ts'

/**
 * supabase-js builds its Realtime client eagerly and Node 20 has no WebSocket: pass
 * this as `realtime: { transport: NoWebSocket as never }` to every client a test creates. It is
 * never connected, since no test subscribes to a channel.
 */
export class NoWebSocket {}

export type StaffRole = 'author' | 'editor' | 'admin'

export interface TestStack {
  stack: LocalStack
  url: string
  anonKey: string
  serviceKey: string
  /** A fresh supabase-js client (anon key unless told otherwise), no persisted session. */
  createTestClient(key?: string): SupabaseClient
  /**
   * Signs up a new user (unique e-mail) and returns a client signed in as them. Accounts exist by
   * invitation once an admin exists: the e-mail is then invited first (`role`, default author), as an
   * admin would, and the sign-up carries the invitation link's secret in its metadata. The first
   * account on a database without an admin needs none and becomes the admin; asking for an editor or
   * author role invites even then.
   */
  signUpUser(input?: {
    email?: string
    password?: string
    data?: Record<string, unknown>
    role?: StaffRole
  }): Promise<SignedInUser>
  /**
   * Invites an e-mail with a role, with the service role through the real API
   * (invite_staff_for_signup: no e-mail sent), and returns the invitation's id and its link's secret,
   * which a sign-up must send as `options.data.invitation_secret`.
   */
  invite(email: string, role?: StaffRole): Promise<{ id: string; secret: string }>
  /** Whether an admin profile exists (read with the service role). */
  adminExists(): Promise<boolean>
  /**
   * Makes sure the first admin exists (created with the admin API when none does, so it works with
   * e-mail confirmation on too): from then on every account needs an invitation, whatever order the
   * tests run in.
   */
  ensureAdmin(): Promise<void>
  /** Signs in an existing user on a fresh client. */
  signIn(email: string, password: string): Promise<SupabaseClient>
  /** E-mails in the mailbox (newest first), optionally for one address. */
  mailbox(to?: string): Promise<MailMessage[]>
  close(): Promise<void>
}

export interface SignedInUser {
  client: SupabaseClient
  userId: string
  email: string
  password: string
  accessToken: string
  refreshToken: string
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

export { TEST_AUTH_CONFIG } from './test-auth-config.ts'

export async function startTestStack(opts: Omit<LocalStackOptions, 'port'> = {}): Promise<TestStack> {
  // The embedded database unless a test asks for the server: LOCAL_DATABASE in the shell changes nothing.
  const stack = await startLocalStack({
    database: 'pglite',
    ...opts,
    authConfig: { ...TEST_AUTH_CONFIG, ...opts.authConfig },
    port: 0,
  })
  const createTestClient = (key: string = LOCAL_ANON_KEY) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoWebSocket as never },
    })

  async function invite(email: string, role: StaffRole = 'author') {
    const { data, error } = await createTestClient(LOCAL_SERVICE_ROLE_KEY).rpc('invite_staff_for_signup', {
      p_email: email,
      p_role: role,
    })
    if (error) throw new Error(`invite_staff_for_signup(${email}, ${role}) failed: ${error.message}`)
    const invitation = data as { id: string; invitation_secret: string }
    return { id: invitation.id, secret: invitation.invitation_secret }
  }

  async function adminExists() {
    const { data, error } = await createTestClient(LOCAL_SERVICE_ROLE_KEY)
      .from('profiles')
      .select('id')
      .eq('role', 'admin')
      .limit(1)
    if (error) throw new Error(`reading the admins failed: ${error.message}`)
    return data.length > 0
  }

  async function signIn(email: string, password: string) {
    const client = createTestClient()
    const { error } = await client.auth.signInWithPassword({ email, password })
    if (error) throw error
    return client
  }

  return {
    stack,
    url: stack.url,
    anonKey: LOCAL_ANON_KEY,
    serviceKey: LOCAL_SERVICE_ROLE_KEY,
    createTestClient,
    signIn,
    invite,
    adminExists,
    async ensureAdmin() {
      if (await adminExists()) return
      const { error } = await createTestClient(LOCAL_SERVICE_ROLE_KEY).auth.admin.createUser({
        email: uniqueEmail('admin'),
        password: 'senha-segura-123',
        email_confirm: true,
        user_metadata: { full_name: 'Admin de Teste' },
      })
      if (error) throw error
    },
    async signUpUser(input = {}) {
      const email = input.email ?? uniqueEmail()
      const password = input.password ?? 'senha-segura-123'
      const invited =
        (input.role && input.role !== 'admin') || (await adminExists()) ? await invite(email, input.role) : null
      const client = createTestClient()
      const metadata = { ...input.data, ...(invited ? { invitation_secret: invited.secret } : {}) }
      const { data, error } = await client.auth.signUp({ email, password, options: { data: metadata } })
      if (error) throw error
      if (!data.session || !data.user) throw new Error('sign-up returned no session (is autoconfirm off?)')
      return {
        client,
        userId: data.user.id,
        email,
        password,
        accessToken: data.session.access_token,
        refreshToken: data.session.refresh_token,
      }
    },
    async mailbox(to) {
      const url = new URL('/mailbox/messages', stack.url)
      if (to) url.searchParams.set('to', to)
      return (await (await fetch(url)).json()) as MailMessage[]
    },
    close: () => stack.close(),
  }
}
