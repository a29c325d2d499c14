import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function MenuRoute() {
  return <ScreenPlaceholder title="Configuração do Menu" />
}
