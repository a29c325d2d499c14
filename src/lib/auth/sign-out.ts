import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { toast } from '@/hooks/use-toast'
import { supabase } from '@/lib/supabase'

/** Signs out with the spec's toasts ("Logout realizado" / "Erro ao sair"), then goes to `to`. */
export function useSignOut() {
  const navigate = useNavigate()
  return useCallback(
    async (to: string = paths.admin.login.href()) => {
      const { error } = await supabase.auth.signOut()
      if (error) {
        toast({ title: 'Erro ao sair', description: error.message, variant: 'destructive' })
        return false
      }
      toast({ title: 'Logout realizado', description: 'Você foi desconectado com sucesso' })
      void navigate(to, { replace: true })
      return true
    },
    [navigate],
  )
}
