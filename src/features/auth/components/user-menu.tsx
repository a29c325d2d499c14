import { LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ROLE_LABELS } from '@/lib/auth/profile'
import { useSignOut } from '@/lib/auth/sign-out'
import { useSession } from '@/lib/auth/session-context'

/** The admin header's right side: who is signed in (a link to "Meu perfil"), their role, and "Sair" (icon only on phones). */
export function UserMenu() {
  const { user, profile } = useSession()
  const signOut = useSignOut()
  if (!user) return null

  const name = profile?.full_name || user.email || 'Usuário'
  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      <div className="flex min-w-0 flex-col items-end overflow-hidden">
        <Link
          to={paths.admin.profile.href()}
          className="hover:text-brand-800 focus-visible:ring-brand-500 max-w-full truncate rounded-sm text-sm font-medium text-slate-900 hover:underline focus-visible:ring-2 focus-visible:outline-none sm:max-w-[16rem]"
          title={`${name} — Meu perfil`}
          data-testid="current-user-name"
        >
          {name}
        </Link>
        {profile ? (
          <Badge variant="secondary" className="px-1.5 py-0 text-[0.7rem] sm:px-2" data-testid="current-user-role">
            {ROLE_LABELS[profile.role]}
          </Badge>
        ) : null}
      </div>
      <Button variant="outline" size="sm" className="px-2 sm:px-3" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Sair</span>
      </Button>
    </div>
  )
}
