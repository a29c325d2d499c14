import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function CategoriesRoute() {
  return <ScreenPlaceholder title="Categorias" />
}
