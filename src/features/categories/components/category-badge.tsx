import { Link } from 'react-router'
import { paths } from '@/app/paths'
import { badgeBackground, categoryColor } from '@/features/categories/utils'
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
  return (
    <Link to={paths.category.href(category.slug)} className={cn(classes, 'hover:opacity-90')} style={{ backgroundColor: color }}>
      {category.name}
    </Link>
  )
}
