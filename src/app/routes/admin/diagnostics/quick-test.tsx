import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function QuickTestRoute() {
  return <ScreenPlaceholder title="Teste Rápido" />
}
