import { paths } from '@/config/paths'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'

interface Link {
  label: string
  href: string
}

const DESKTOP_CATEGORIES = 3
const MOBILE_CATEGORIES = 5

/**
 * The header's links: the saved menu when it has active items; otherwise the fallback — "Destaques"
 * plus the first 3 (desktop) / 5 (mobile) active categories, or "Blog" and "Notícias" when no
 * categories load (docs/product-guide.md#public-site, #limits).
 */
export function headerLinks(
  menuItems: MenuItem[] | undefined,
  categories: { name: string; slug: string }[] | undefined,
): { desktop: Link[]; mobile: Link[] } {
  if (menuItems && menuItems.length > 0) {
    const links = menuItems.map(({ label, href }) => ({ label, href }))
    return { desktop: links, mobile: links }
  }
  const highlights = { label: 'Destaques', href: paths.highlights.href() }
  if (!categories || categories.length === 0) {
    const fallback = [
      highlights,
      { label: 'Blog', href: paths.blog.href() },
      { label: 'Notícias', href: paths.category.href('noticias') },
    ]
    return { desktop: fallback, mobile: fallback }
  }
  const toLink = (category: { name: string; slug: string }) => ({
    label: category.name,
    href: paths.category.href(category.slug),
  })
  return {
    desktop: [highlights, ...categories.slice(0, DESKTOP_CATEGORIES).map(toLink)],
    mobile: [highlights, ...categories.slice(0, MOBILE_CATEGORIES).map(toLink)],
  }
}
