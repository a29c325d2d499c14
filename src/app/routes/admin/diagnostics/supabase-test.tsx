import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function SupabaseTestRoute() {
  return <ScreenPlaceholder title="Teste do Supabase" />
}
