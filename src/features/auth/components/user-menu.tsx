import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { ROLE_LABELS } from '@/features/auth/api/profile'
import { useSession } from '@/features/auth/session-context'
import { supabase } from '@/lib/supabase'

/** The admin header's right side: who is signed in, their role, and "Sair". */
export function UserMenu() {
  const { user, profile } = useSession()
  const navigate = useNavigate()
  if (!user) return null

  async function signOut() {
    const { error } = await supabase.auth.signOut()
    if (error) {
      toast({ title: 'Erro ao sair', description: error.message, variant: 'destructive' })
      return
    }
    toast({ title: 'Logout realizado', description: 'Você foi desconectado com sucesso' })
    void navigate(paths.admin.login.href(), { replace: true })
  }

  return (
    <div className="flex items-center gap-3">
      <div className="hidden text-right sm:block">
        <p className="text-sm font-medium text-slate-900" data-testid="current-user-name">
          {profile?.full_name || user.email}
        </p>
        {profile ? (
          <Badge variant="secondary" data-testid="current-user-role">
            {ROLE_LABELS[profile.role]}
          </Badge>
        ) : null}
      </div>
      <Button variant="outline" size="sm" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        Sair
      </Button>
    </div>
  )
}
