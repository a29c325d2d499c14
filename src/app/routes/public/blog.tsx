import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function BlogRoute() {
  return <ScreenPlaceholder title="Blog" />
}
