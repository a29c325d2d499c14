import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function ConnectionTestRoute() {
  return <ScreenPlaceholder title="Teste de Conexão" />
}
