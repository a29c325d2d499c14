import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

/** "Voltar ao Blog", on top of an article and of a category's or an author's page. */
export function BackToBlog() {
  return (
    <Link
      to={paths.blog.href()}
      className="text-brand-700 inline-flex min-h-11 items-center gap-1 text-sm font-medium hover:underline md:min-h-0 print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar ao Blog
    </Link>
  )
}
