import { useSearchParams } from 'react-router'

/**
 * Changes a screen's URL parameters: a value sets one, null or '' removes it. With `toFirstPage`, any
 * change but the page's own goes back to page 1 (removes `page`).
 */
export function useSearchParamChanges({ toFirstPage = false }: { toFirstPage?: boolean } = {}) {
  const [, setSearchParams] = useSearchParams()
  return (changes: Record<string, string | null>) =>
    setSearchParams((params) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value)
        else params.delete(key)
      }
      if (toFirstPage && !('page' in changes)) params.delete('page')
      return params
    })
}
