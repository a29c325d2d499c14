import { Mail, Plus } from 'lucide-react'
import { useState } from 'react'
import { AccessDenied } from '@/components/feedback/access-denied'
import { EmptyState } from '@/components/feedback/empty-state'
import { QueryList } from '@/components/feedback/query-list'
import { PageHeading } from '@/components/layout/page-heading'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { Profile } from '@/lib/auth/profile'
import { useSession } from '@/lib/auth/session-context'
import { useProfiles, useStaffEmails } from '@/features/users/api/users'
import { InvitationsSection } from '@/features/users/components/invitations-section'
import { InviteDialog } from '@/features/users/components/invite-dialog'
import { UserCard } from '@/features/users/components/user-card'
import {
  CreateUserDialog,
  DeleteUserDialog,
  EditUserDialog,
  ResetMfaDialog,
} from '@/features/users/components/user-dialogs'

/**
 * /admin/usuarios: admins list, create, edit and delete staff accounts (docs/product-guide.md, "Staff accounts and invitations"), invite people
 * and follow their invitations, and verify the professional registries people declare. Accounts exist by invitation only once an admin exists.
 */
export function UsersRoute() {
  const { profile } = useSession()
  const isAdmin = profile?.role === 'admin'
  const profiles = useProfiles(isAdmin)
  const emails = useStaffEmails(isAdmin)
  const [creating, setCreating] = useState(false)
  const [inviting, setInviting] = useState(false)
  const [editing, setEditing] = useState<Profile | null>(null)
  const [deleting, setDeleting] = useState<Profile | null>(null)
  const [resettingMfa, setResettingMfa] = useState<Profile | null>(null)

  if (!isAdmin) return <AccessDenied />
  // Who verified a registry, from the same list (null once that account was deleted).
  const nameOf = (id: string | null) =>
    id ? (profiles.data?.find((other) => other.id === id)?.full_name ?? null) : null

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeading
        title="Usuários"
        description="Gerencie quem tem acesso ao painel e com qual função."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setInviting(true)}>
              <Mail aria-hidden="true" />
              Convidar
            </Button>
            <Button variant="outline" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Novo Usuário
            </Button>
          </div>
        }
      />

      <div className="mt-8">
        <QueryList
          query={profiles}
          loading={
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} className="h-36" />
              ))}
            </div>
          }
          empty={<EmptyState title="Nenhum usuário encontrado" />}
        >
          {(users) => (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {users.map((user) => (
                <li key={user.id}>
                  <UserCard
                    user={user}
                    email={emails.data?.get(user.id)}
                    verifierName={nameOf(user.registry_verified_by)}
                    onEdit={() => setEditing(user)}
                    onDelete={user.id !== profile.id ? () => setDeleting(user) : undefined}
                    onResetMfa={user.id !== profile.id ? () => setResettingMfa(user) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </div>

      <InvitationsSection enabled={isAdmin} />

      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      {editing ? (
        <EditUserDialog
          key={editing.id}
          user={editing}
          isSelf={editing.id === profile.id}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteUserDialog key={deleting.id} user={deleting} onClose={() => setDeleting(null)} /> : null}
      {resettingMfa ? (
        <ResetMfaDialog key={resettingMfa.id} user={resettingMfa} onClose={() => setResettingMfa(null)} />
      ) : null}
    </div>
  )
}
