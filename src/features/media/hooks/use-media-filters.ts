import { useSearchParams } from 'react-router'
import { useSearchParamUpdate } from '@/hooks/use-search-param-update'
import type { MediaFilters, MediaSource } from '@/lib/media-library'
import { readPageParam } from '@/lib/page-param'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The `origem` parameter's words for each source. */
export const SOURCE_PARAM: Record<MediaSource, string> = { upload: 'enviada', pexels: 'pexels', ai: 'clio' }
const SOURCE_OF = Object.fromEntries(Object.entries(SOURCE_PARAM).map(([source, word]) => [word, source])) as Record<
  string,
  MediaSource
>
const USE_PARAM = { inUse: 'em-uso', unused: 'sem-uso' } as const

export type MediaFilterValues = Omit<MediaFilters, 'page' | 'search'>

/** The filters a URL asks for; anything malformed (an edited or old link) is ignored rather than sent. */
function readFilters(params: URLSearchParams, search: string): MediaFilters {
  const uploader = params.get('quem')
  const from = params.get('de')
  const to = params.get('ate')
  const use = params.get('uso')
  return {
    search,
    source: SOURCE_OF[params.get('origem') ?? ''] ?? null,
    inUse: use === USE_PARAM.inUse ? true : use === USE_PARAM.unused ? false : null,
    uploader: uploader && UUID.test(uploader) ? uploader : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    page: readPageParam(params.get('page')),
  }
}

function toParams(changes: Partial<MediaFilterValues>): Record<string, string | null> {
  const params: Record<string, string | null> = {}
  if ('source' in changes) params.origem = changes.source ? SOURCE_PARAM[changes.source] : null
  if ('inUse' in changes)
    params.uso = changes.inUse === true ? USE_PARAM.inUse : changes.inUse === false ? USE_PARAM.unused : null
  if ('uploader' in changes) params.quem = changes.uploader ?? null
  if ('from' in changes) params.de = changes.from ?? null
  if ('to' in changes) params.ate = changes.to ?? null
  return params
}

/** The library's filters and page, kept in the query string (q, origem, uso, quem, de, ate, page). */
export function useMediaFilters(search: string) {
  const [searchParams] = useSearchParams()
  const update = useSearchParamUpdate()
  const filters = readFilters(searchParams, search)
  return {
    filters,
    filtered: Boolean(
      filters.search || filters.source || filters.inUse !== null || filters.uploader || filters.from || filters.to,
    ),
    changeFilters: (changes: Partial<MediaFilterValues>) => update(toParams(changes)),
    changePage: (page: number) => update({ page: page > 1 ? String(page) : null }),
  }
}
