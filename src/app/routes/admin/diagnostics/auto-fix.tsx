import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function AutoFixRoute() {
  return <ScreenPlaceholder title="Correção Automática" />
}
