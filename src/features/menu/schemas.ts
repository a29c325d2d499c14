import { z } from '@/lib/zod'

/**
 * Where a menu link may point: a site path ("/blog") or an absolute http(s) URL. Mirrors the
 * database's menu_items_href_is_safe check, which is what really refuses the rest.
 */
export function isSafeMenuHref(href: string): boolean {
  return !/\s/.test(href) && (/^\/($|[^/\\])/.test(href) || /^https?:\/\/[^/\s]+/i.test(href))
}

export const menuItemSchema = z.object({
  label: z.string().trim().min(1, 'Informe o texto do link.'),
  href: z
    .string()
    .trim()
    .min(1, 'Informe o endereço do link.')
    .refine(
      (href) => href === '' || isSafeMenuHref(href),
      'Use um caminho do site que comece com / (ex.: /blog) ou um endereço completo com http:// ou https://.',
    ),
  is_active: z.boolean(),
})

export type MenuItemValues = z.infer<typeof menuItemSchema>
