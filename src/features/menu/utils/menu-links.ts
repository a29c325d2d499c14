import { matchPath } from 'react-router'
import { paths } from '@/config/paths'

/** The site's own pages a menu link can point to ("Página do site"), in the order the picker lists them. */
export const SITE_PAGES = [
  { label: 'Início', href: paths.home.href() },
  { label: 'Destaques', href: paths.highlights.href() },
  { label: 'Blog', href: paths.blog.href() },
  { label: 'Glossário', href: paths.glossary.href() },
  { label: 'Legislação', href: paths.legislation.href() },
  { label: 'Privacidade', href: paths.privacy.href() },
] as const

/**
 * When two addresses are the same link: case, surrounding spaces and trailing slashes aside. Mirrors
 * the database's `menu_href_key`, which refuses a duplicate on save.
 */
export function menuHrefKey(href: string): string {
  return href.trim().replace(/\/+$/, '').toLowerCase() || '/'
}

/** The other item that already has this address, if any (`ownId`: the item being edited). */
export function findDuplicate<T extends { id: string; href: string }>(
  items: readonly T[],
  href: string,
  ownId: string | null,
): T | undefined {
  if (!href.trim()) return undefined
  const key = menuHrefKey(href)
  return items.find((item) => item.id !== ownId && menuHrefKey(item.href) === key)
}

/** Where a site path leads: a fixed page, a page that depends on a slug existing, or nowhere. */
export type InternalTarget =
  { kind: 'page' } | { kind: 'category' | 'post' | 'author'; slug: string } | { kind: 'nowhere' }

const SLUG_ROUTES = [
  { kind: 'category', path: paths.category.path },
  { kind: 'post', path: paths.article.path },
  { kind: 'author', path: paths.author.path },
] as const

/**
 * For a site path ("/blog/categoria/pesquisas?x#y"): which of the router's public pages answers it
 * (src/app/router.tsx); null for a full http(s) address, which is not ours to check. The back office
 * counts as a page: it exists, even if visitors must sign in.
 */
export function internalTarget(href: string): InternalTarget | null {
  const value = href.trim()
  if (!value.startsWith('/')) return null
  const path = value.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
  // The router matches paths without regard to case.
  const lower = path.toLowerCase()
  const fixed: string[] = [
    paths.home.path,
    paths.highlights.path,
    paths.blog.path,
    paths.glossary.path,
    paths.legislation.path,
    paths.privacy.path,
  ]
  if (
    fixed.includes(lower) ||
    lower === paths.admin.dashboard.path ||
    lower.startsWith(`${paths.admin.dashboard.path}/`)
  ) {
    return { kind: 'page' }
  }
  for (const route of SLUG_ROUTES) {
    const match = matchPath(route.path, path)
    if (match?.params.slug) return { kind: route.kind, slug: decodeSlug(match.params.slug) }
  }
  return { kind: 'nowhere' }
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}
