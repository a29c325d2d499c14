/** The slug itself when free, else the first free "slug-2", "slug-3", … */
export function nextFreeSlug(slug: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(slug)) return slug
  let n = 2
  while (used.has(`${slug}-${n}`)) n++
  return `${slug}-${n}`
}
