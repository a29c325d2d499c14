import { useParams } from 'react-router'
import { ScreenPlaceholder } from '@/components/layout/screen-placeholder'

export function ArticleRoute() {
  const { slug = '' } = useParams()
  return <ScreenPlaceholder title={`Artigo: ${slug}`} />
}
