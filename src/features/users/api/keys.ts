// Query keys for staff invitations, general to specific; every write invalidates `invitationKeys.all`.
export const invitationKeys = {
  all: ['staff_invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  preview: (id: string) => [...invitationKeys.all, 'preview', id] as const,
}
