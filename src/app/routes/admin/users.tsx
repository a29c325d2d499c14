import { IdCard, Mail, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { AccessDenied } from '@/components/feedback/access-denied'
import { ErrorState } from '@/components/feedback/error-state'
import { PageHeading } from '@/components/layout/page-heading'
import { EmptyState } from '@/components/feedback/empty-state'
import { Avatar } from '@/components/ui/avatar'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CopyableId } from '@/components/ui/copyable-id'
import { Skeleton } from '@/components/ui/skeleton'
import { ROLE_LABELS, type Profile } from '@/lib/auth/profile'
import { useSession } from '@/lib/auth/session-context'
import { useProfiles, useStaffEmails } from '@/features/users/api/users'
import { InvitationsSection } from '@/features/users/components/invitations-section'
import { RegistryVerification } from '@/features/users/components/registry-verification'
import { InviteDialog } from '@/features/users/components/invite-dialog'
import { ROLE_BADGE_CLASSES } from '@/features/users/components/role-select'
import { CreateUserDialog, DeleteUserDialog, EditUserDialog } from '@/features/users/components/user-dialogs'
import { cn } from '@/lib/cn'
import { formatShortDate } from '@/lib/dates'

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
        {profiles.isPending ? (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-36" />
            ))}
          </div>
        ) : profiles.isError ? (
          <ErrorState onRetry={() => void profiles.refetch()} retrying={profiles.isFetching} />
        ) : profiles.data.length === 0 ? (
          <EmptyState title="Nenhum usuário encontrado" />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {profiles.data.map((user) => (
              <li key={user.id}>
                <Card className="flex h-full flex-col gap-3 p-5" data-testid="user-card">
                  <div className="flex items-start gap-3">
                    <Avatar src={user.avatar_url} name={user.full_name || 'Usuário'} className="shrink-0" />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <p className="min-w-0 truncate font-semibold text-slate-900">{user.full_name || 'Usuário'}</p>
                        <span
                          className={cn(
                            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                            ROLE_BADGE_CLASSES[user.role],
                          )}
                        >
                          {ROLE_LABELS[user.role]}
                        </span>
                      </div>
                      {emails.data?.get(user.id) ? (
                        <p className="text-sm break-all text-slate-700" data-testid="user-email">
                          {emails.data.get(user.id)}
                        </p>
                      ) : null}
                      <CopyableId value={user.id} />
                    </div>
                  </div>
                  <p className="text-sm text-slate-600">Criado em {formatShortDate(user.created_at)}</p>
                  <RegistryVerification member={user} verifierName={nameOf(user.registry_verified_by)} />
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(user)}
                      aria-label={`Editar ${user.full_name || 'usuário'}`}
                    >
                      <Pencil aria-hidden="true" />
                      Editar
                    </Button>
                    <Link
                      to={paths.admin.userProfile.href(user.id)}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                      aria-label={`Editar perfil de ${user.full_name || 'usuário'}`}
                    >
                      <IdCard aria-hidden="true" />
                      Editar perfil
                    </Link>
                    {user.id !== profile.id ? (
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-red-700 hover:bg-red-50"
                        onClick={() => setDeleting(user)}
                        aria-label={`Excluir ${user.full_name || 'usuário'}`}
                      >
                        <Trash2 aria-hidden="true" />
                        Excluir
                      </Button>
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
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
    </div>
  )
}
