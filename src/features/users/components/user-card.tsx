import { IdCard, Pencil, ShieldOff, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Avatar } from '@/components/ui/avatar'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CopyableId } from '@/components/ui/copyable-id'
import { ROLE_LABELS } from '@/lib/auth/profile'
import type { StaffMember } from '@/features/users/api/users'
import { RegistryVerification } from '@/features/users/components/registry-verification'
import { ROLE_BADGE_CLASSES } from '@/features/users/components/role-select'
import { cn } from '@/lib/cn'
import { formatShortDate } from '@/lib/dates'

/**
 * A staff member on /admin/usuarios: name, role, e-mail, id, since when, the registry's verification,
 * and "Editar", "Editar perfil" and (for anyone but oneself) "Redefinir 2FA" and "Excluir".
 */
export function UserCard({
  user,
  email,
  verifierName,
  onEdit,
  onDelete,
  onResetMfa,
}: {
  user: StaffMember
  email: string | undefined
  verifierName: string | null
  onEdit: () => void
  /** Absent on one's own card. */
  onDelete?: () => void
  /** Absent on one's own card (one's own apps are removed under "Meu perfil" → "Segurança"). */
  onResetMfa?: () => void
}) {
  const name = user.full_name || 'Usuário'
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="user-card">
      <div className="flex items-start gap-3">
        <Avatar src={user.avatar_url} name={name} className="shrink-0" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="min-w-0 truncate font-semibold text-slate-900">{name}</p>
            <span
              className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', ROLE_BADGE_CLASSES[user.role])}
            >
              {ROLE_LABELS[user.role]}
            </span>
          </div>
          {email ? (
            <p className="text-sm break-all text-slate-700" data-testid="user-email">
              {email}
            </p>
          ) : null}
          <CopyableId value={user.id} />
        </div>
      </div>
      <p className="text-sm text-slate-600">Criado em {formatShortDate(user.created_at)}</p>
      <RegistryVerification member={user} verifierName={verifierName} />
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${user.full_name || 'usuário'}`}>
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
        {onResetMfa ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onResetMfa}
            aria-label={`Redefinir a verificação em duas etapas de ${user.full_name || 'usuário'}`}
          >
            <ShieldOff aria-hidden="true" />
            Redefinir 2FA
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Excluir ${user.full_name || 'usuário'}`}
          >
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
