import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

/**
 * An author's name linking to their page (/autor/{slug}), for bylines on articles and cards; plain text
 * without a slug. The fallback name is the product's ("Autor Anônimo", docs/product-guide.md#default-data).
 */
export function AuthorLink({
  name,
  slug,
  className,
}: {
  name: string | null | undefined
  slug?: string | null
  className?: string
}) {
  const label = name?.trim() || 'Autor Anônimo'
  if (!slug) return <span className={className}>{label}</span>
  return (
    <Link
      to={paths.author.href(slug)}
      rel="author"
      className={cn('text-brand-700 font-medium underline-offset-2 hover:underline', className)}
    >
      {label}
    </Link>
  )
}
