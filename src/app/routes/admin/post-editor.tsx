import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function PostEditorRoute() {
  return <ScreenPlaceholder title="Editor de Post" />
}
