import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDebouncedValue } from '@/hooks/use-debounced-value'

const SEARCH_DEBOUNCE_MS = 300 // docs/product-guide.md#limits

/**
 * A search box bound to a URL parameter: the box follows the URL (a header search, "Limpar
 * filtros", back/forward) and writes what is typed back 300 ms after typing stops, returning to page 1.
 * Only typing writes: a URL change never bounces back the box's previous text.
 */
export function useUrlSearchText(param = 'q') {
  const [searchParams, setSearchParams] = useSearchParams()
  const value = searchParams.get(param) ?? ''

  const [text, setText] = useState(value)
  const [seenValue, setSeenValue] = useState(value)
  if (value !== seenValue) {
    setSeenValue(value)
    setText(value)
  }

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)
  const lastDebounced = useRef(debounced)
  useEffect(() => {
    if (debounced === lastDebounced.current) return
    lastDebounced.current = debounced
    const next = debounced.trim()
    if (next === value.trim()) return
    setSearchParams(
      (params) => {
        if (next) params.set(param, next)
        else params.delete(param)
        params.delete('page')
        return params
      },
      { replace: true },
    )
  }, [debounced, value, param, setSearchParams])

  return { value: value.trim(), text, setText }
}
