import { useEffect, useState } from 'react'

/**
 * The id of the section being read: the last heading that crossed the band under the sticky header (the top
 * third of the window). Null until one has; the table of contents marks it.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null)
  const key = ids.join(' ')
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const headings = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null)
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target.id)
        if (crossing.length > 0) setCurrent(crossing[crossing.length - 1] ?? null)
      },
      { rootMargin: '-72px 0px -66% 0px' },
    )
    for (const heading of headings) observer.observe(heading)
    return () => observer.disconnect()
  }, [key])
  return current
}
