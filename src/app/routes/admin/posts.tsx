import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function PostsRoute() {
  return <ScreenPlaceholder title="Gerenciar Posts" />
}
