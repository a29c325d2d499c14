import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function ReconfigureRoute() {
  return <ScreenPlaceholder title="Reconfigurar Backend" />
}
