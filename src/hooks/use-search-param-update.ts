import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * Changes a list's filters in the query string: each value set, or removed when empty. A change of
 * anything but the page goes back to page 1.
 */
export function useSearchParamUpdate() {
  const [, setSearchParams] = useSearchParams()
  return useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams((params) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) params.set(key, value)
          else params.delete(key)
        }
        if (!('page' in changes)) params.delete('page')
        return params
      }),
    [setSearchParams],
  )
}
