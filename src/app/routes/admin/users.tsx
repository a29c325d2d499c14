import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function UsersRoute() {
  return <ScreenPlaceholder title="Usuários" />
}
