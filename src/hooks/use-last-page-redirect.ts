import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A `?page=` beyond the last one (an old link, or a delete emptied the page): replaces it with the
 * last real page, so a paged list never shows an empty page with results elsewhere.
 */
export function useLastPageRedirect(beyondLastPage: boolean, pageCount: number) {
  const [, setSearchParams] = useSearchParams()
  useEffect(() => {
    if (!beyondLastPage) return
    setSearchParams(
      (params) => {
        if (pageCount > 1) params.set('page', String(pageCount))
        else params.delete('page')
        return params
      },
      { replace: true },
    )
  }, [beyondLastPage, pageCount, setSearchParams])
}
