import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function SetupRoute() {
  return <ScreenPlaceholder title="Configuração do Sistema" />
}
