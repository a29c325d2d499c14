import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function CommentsRoute() {
  return (
    <ScreenPlaceholder title="Comentários">
      <p className="mt-2 text-slate-600">Funcionalidade em breve.</p>
    </ScreenPlaceholder>
  )
}
