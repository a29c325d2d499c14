import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function AuthRoute() {
  return <ScreenPlaceholder title="Painel Administrativo" />
}
