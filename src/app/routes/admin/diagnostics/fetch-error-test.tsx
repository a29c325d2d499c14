import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function FetchErrorTestRoute() {
  return <ScreenPlaceholder title="Teste de Erros de Requisição" />
}
