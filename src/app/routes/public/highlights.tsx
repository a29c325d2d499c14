import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function HighlightsRoute() {
  return <ScreenPlaceholder title="Destaques" />
}
