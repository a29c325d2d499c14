import { vi } from 'vitest'
import type { Profile, Role } from '@/lib/auth/profile'
import type { Invitation } from '@/features/users/api/invitation-types'
import type { StaffMember } from '@/features/users/api/users'
import { supabase } from '@/lib/supabase'
import { buildInvitation } from '../../../factories/invitation'
import { buildProfile } from '../../../factories/profile'

// No database in jsdom. The users page's tables and functions are replaced at the supabase-js boundary
// (from('profiles'), from('staff_invitations_overview'), rpc(...)) by an in-memory copy that answers as
// the database does: the same rows, errors with the same code, message and hint.

export type DbError = { code: string; message: string; hint?: string | null; details?: string | null }

const spies: Array<{ mockRestore: () => void }> = []

/** A profile row as the users page reads it; the registry columns are optional (null when left out). */
type ProfileRow = Profile & Partial<StaffMember>

export interface StaffDb {
  profiles: ProfileRow[]
  invitations: Invitation[]
  /** E-mails that already have an account (auth.users). */
  accounts: Set<string>
  profileUpdates: Array<{ id: string; values: Partial<Profile> }>
  /** staff_emails()'s answer: the e-mail of each profile id (none by default). */
  emails: Record<string, string>
  /** Every rpc call but the staff_emails() read, in order: [function, arguments]. */
  calls: Array<[string, Record<string, unknown>]>
  reads: { profiles: number; invitations: number }
  failNextUpdate: DbError | null
  /** The next call of this function answers this error instead. */
  failNext: Partial<Record<string, DbError>>
  /** delete_user_admin's answer. */
  deleteAnswer: { success: boolean; error?: string }
  /** Who calls the functions (verify_profile_registry records them as the verifier). */
  actorId: string
  /**
   * What the sign-up trigger does: with the secret of a pending invitation's link for this e-mail, the
   * invitation's role, the invitation accepted; anything else, no account.
   */
  acceptInvitation: (email: string, userId: string, fullName: string, secret: unknown) => Profile | null
}

let nextInvitation = 1

/** The fake's secret for an invitation's link (the database's are random). */
export const linkSecretOf = (invitationId: string) => `segredo-${invitationId}`

/** Installs the fake database; `restoreStaffDb()` puts supabase-js back. */
export function fakeStaffDb({
  profiles,
  invitations = [],
  accounts = [],
  emails = {},
  actorId = 'admin-ana',
}: {
  profiles: ProfileRow[]
  invitations?: Invitation[]
  accounts?: string[]
  emails?: Record<string, string>
  actorId?: string
}): StaffDb {
  const db: StaffDb = {
    profiles: profiles.map((row) => ({ ...row })),
    invitations: invitations.map((row) => ({ ...row })),
    accounts: new Set(accounts),
    profileUpdates: [],
    emails: { ...emails },
    calls: [],
    reads: { profiles: 0, invitations: 0 },
    failNextUpdate: null,
    failNext: {},
    deleteAnswer: { success: true },
    actorId,
    acceptInvitation(email, userId, fullName, secret) {
      const invitation = db.invitations.find((row) => row.email === email && row.state === 'pending')
      if (!invitation || secret !== linkSecretOf(invitation.id)) return null
      invitation.state = 'accepted'
      invitation.accepted_at = '2026-11-24T15:00:00Z'
      db.accounts.add(email)
      const profile = buildProfile({
        id: userId,
        full_name: fullName,
        role: invitation.role,
        created_at: '2026-11-24T15:00:00Z',
      })
      db.profiles.push(profile)
      return profile
    },
  }

  spies.push(
    vi.spyOn(supabase, 'from').mockImplementation(((name: string) => {
      if (name === 'profiles') return profilesQuery(db)
      if (name === 'staff_invitations_overview') return invitationsQuery(db)
      throw new Error(`unexpected table ${name}`)
    }) as never),
    vi.spyOn(supabase, 'rpc').mockImplementation((async (fn: string, args: Record<string, unknown>) => {
      if (fn === 'staff_emails')
        return { data: db.profiles.map((row) => ({ id: row.id, email: db.emails[row.id] ?? null })), error: null }
      db.calls.push([fn, args])
      const failure = db.failNext[fn]
      if (failure) {
        delete db.failNext[fn]
        return { data: null, error: { details: null, hint: null, ...failure } }
      }
      switch (fn) {
        case 'invite_staff':
          return inviteStaff(db, args as { p_email: string; p_role: Role; p_full_name: string | null })
        case 'invite_staff_for_signup': {
          const invited = inviteStaff(db, args as { p_email: string; p_role: Role; p_full_name: string | null })
          if (!invited.data) return invited
          const { id, email, role, expires_at } = invited.data
          return { data: { id, email, role, expires_at, invitation_secret: linkSecretOf(id) }, error: null }
        }
        case 'resend_staff_invitation':
          return changeInvitation(db, String(args.p_id), (row) => {
            row.state = 'pending'
            row.expires_at = '2026-12-01T15:00:00Z'
          })
        case 'revoke_staff_invitation':
          return changeInvitation(db, String(args.p_id), (row) => {
            row.state = 'revoked'
            row.revoked_at = '2026-11-24T15:00:00Z'
          })
        case 'verify_profile_registry':
          return verifyProfileRegistry(db, args)
        case 'delete_user_admin':
          if (db.deleteAnswer.success) db.profiles = db.profiles.filter((row) => row.id !== args.target_user_id)
          return { data: db.deleteAnswer, error: null }
        default:
          throw new Error(`unexpected rpc ${fn}`)
      }
    }) as never),
  )
  return db
}

export function restoreStaffDb() {
  for (const spy of spies.splice(0)) spy.mockRestore()
}

function inviteStaff(
  db: StaffDb,
  { p_email, p_role, p_full_name }: { p_email: string; p_role: Role; p_full_name: string | null },
) {
  const email = p_email.trim().toLowerCase()
  if (db.accounts.has(email)) {
    return {
      data: null,
      error: { code: '23505', message: 'Já existe uma conta com este e-mail.', hint: 'account_exists', details: null },
    }
  }
  if (db.invitations.some((row) => row.email === email && row.state === 'pending')) {
    return {
      data: null,
      error: {
        code: '23505',
        message: 'Já existe um convite pendente para este e-mail.',
        hint: 'invitation_pending',
        details: null,
      },
    }
  }
  const row = buildInvitation({
    id: `inv-new-${nextInvitation++}`,
    email,
    role: p_role,
    full_name: p_full_name,
    created_at: '2026-11-24T14:00:00Z',
    expires_at: '2026-12-01T14:00:00Z',
  })
  db.invitations.push(row)
  return { data: { ...row, invited_by: 'admin-ana', revoked_by: null, accepted_user_id: null }, error: null }
}

function changeInvitation(db: StaffDb, id: string, change: (row: Invitation) => void) {
  const row = db.invitations.find((candidate) => candidate.id === id)
  if (!row)
    return {
      data: null,
      error: { code: 'P0002', message: 'Convite não encontrado.', hint: 'invitation_not_found', details: null },
    }
  change(row)
  return { data: { ...row }, error: null }
}

/** verify_profile_registry: PT409 when the registry is not the one the admin saw, else who and when. */
function verifyProfileRegistry(db: StaffDb, args: Record<string, unknown>) {
  const row = db.profiles.find((candidate) => candidate.id === args.p_profile_id)
  if (!row)
    return { data: null, error: { code: 'P0002', message: 'Perfil não encontrado.', hint: null, details: null } }
  const stored = [row.registry_council, row.registry_uf, row.registry_number, row.rqe ?? null, row.specialty ?? null]
  const seen = [args.p_council, args.p_uf, args.p_number, args.p_rqe ?? null, args.p_specialty ?? null]
  if (stored.some((value, index) => value !== seen[index])) {
    return {
      data: null,
      error: {
        code: 'PT409',
        message: 'O registro mudou enquanto você conferia. Confira os dados atuais e verifique de novo.',
        hint: 'registry_changed',
        details: null,
      },
    }
  }
  row.registry_verified_at ??= '2026-11-28T15:00:00Z'
  row.registry_verified_by ??= db.actorId
  return { data: row.registry_verified_at, error: null }
}

function profilesQuery(db: StaffDb) {
  let id: string | null = null
  let patch: Partial<Profile> | null = null
  const query = {
    select: () => query,
    update: (values: Partial<Profile>) => {
      patch = values
      return query
    },
    eq: (column: string, value: string) => {
      if (column !== 'id') throw new Error(`unexpected filter ${column}`)
      id = value
      return query
    },
    order: async (column: string, { ascending }: { ascending: boolean }) => {
      if (column !== 'created_at') throw new Error(`unexpected order ${column}`)
      db.reads.profiles++
      const sorted = [...db.profiles].sort((a, b) => a.created_at.localeCompare(b.created_at) * (ascending ? 1 : -1))
      return { data: sorted.map((row) => ({ ...row })), error: null }
    },
    single: async () => {
      const row = db.profiles.find((candidate) => candidate.id === id)
      if (!row)
        return {
          data: null,
          error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
        }
      if (patch) {
        const failure = db.failNextUpdate
        db.failNextUpdate = null
        if (failure) return { data: null, error: failure }
        db.profileUpdates.push({ id: row.id, values: patch })
        Object.assign(row, patch)
      }
      return { data: { ...row }, error: null }
    },
  }
  return query
}

function invitationsQuery(db: StaffDb) {
  const query = {
    select: () => query,
    order: async (column: string, { ascending }: { ascending: boolean }) => {
      if (column !== 'created_at') throw new Error(`unexpected order ${column}`)
      db.reads.invitations++
      const sorted = [...db.invitations].sort((a, b) => a.created_at.localeCompare(b.created_at) * (ascending ? 1 : -1))
      return { data: sorted.map((row) => ({ ...row })), error: null }
    },
  }
  return query
}
