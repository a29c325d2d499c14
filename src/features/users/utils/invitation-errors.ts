import { toAppError } from '@/lib/errors'

export type InvitationField = 'email' | 'role' | 'full_name'

/** The field of the invitation form a refusal of `invite_staff` is about (its `hint`), if any. */
const FIELD_OF_HINT: Record<string, InvitationField> = {
  invalid_email: 'email',
  account_exists: 'email',
  invitation_pending: 'email',
  invalid_role: 'role',
  invalid_name: 'full_name',
}

/**
 * Where to show why an invitation was refused, and the pt-BR text: the database's own message (it
 * writes them in pt-BR), or the connection message when it could not be reached.
 */
export function invitationErrorTarget(error: unknown): { field: InvitationField | null; message: string } {
  const appError = toAppError(error)
  return {
    field: (appError.hint && FIELD_OF_HINT[appError.hint]) || null,
    message: appError.message || 'Ocorreu um erro inesperado',
  }
}
