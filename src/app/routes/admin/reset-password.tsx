import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function ResetPasswordRoute() {
  return <ScreenPlaceholder title="Redefinir Senha" />
}
