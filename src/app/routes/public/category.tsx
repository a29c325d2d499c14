import { useParams } from 'react-router'
import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function CategoryRoute() {
  const { slug = '' } = useParams()
  return <ScreenPlaceholder title={`Categoria: ${slug}`} />
}
