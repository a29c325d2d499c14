import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { badgeBackground, categoryColor } from '@/lib/category-colors'
import { cn } from '@/lib/cn'

/** A category's coloured badge; links to its page unless `asLink` is false. Missing → "Geral". */
export function CategoryBadge({
  category,
  className,
  asLink = true,
  fallbackColor,
}: {
  category: { name: string; slug: string; color: string | null } | null
  className?: string
  asLink?: boolean
  fallbackColor?: string
}) {
  const color = badgeBackground(categoryColor(category?.color, fallbackColor))
  const classes = cn(
    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm',
    className,
  )
  if (!category || !asLink) {
    return (
      <span className={classes} style={{ backgroundColor: color }}>
        {category?.name ?? 'Geral'}
      </span>
    )
  }
  // The link is a 44 px tall strip around the pill on phones, so a thumb can hit it; the pill looks the same.
  return (
    <Link
      to={paths.category.href(category.slug)}
      className="group focus-visible:ring-brand-500 inline-flex min-h-11 items-center rounded-full focus-visible:ring-2 focus-visible:outline-none md:min-h-0"
    >
      <span className={cn(classes, 'group-hover:opacity-90')} style={{ backgroundColor: color }}>
        {category.name}
      </span>
    </Link>
  )
}
