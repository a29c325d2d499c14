import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function DiagnosticRoute() {
  return <ScreenPlaceholder title="Diagnóstico" />
}
