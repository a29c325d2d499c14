import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function DashboardRoute() {
  return <ScreenPlaceholder title="Painel" />
}
