// Pexels photo search: the first photo for the title, in the orientation of the requested size.
import { IMAGE_SIZES, orientationOf, type ImageSize, type Orientation } from '../contract.ts'
import { ClioError } from '../http/clio-error.ts'
import { providerFetch, readBytes, readJson, type Deadline, type ProviderCall } from './deadline.ts'

const MAX_PHOTO_BYTES = 40 * 1024 * 1024

export const pexelsNotConfigured = () =>
  new ClioError(503, 'Pexels não configurado', 'PEXELS_API_KEY missing: Pexels API key not configured')

interface PexelsPhoto {
  id?: unknown
  url?: unknown
  photographer?: unknown
  photographer_url?: unknown
  src?: { original?: unknown; large2x?: unknown }
}

export interface PexelsResult {
  bytes: Buffer
  photoId: string
  photographer: string
  photographerUrl: string | null
  orientation: Orientation
  source: string
}

export async function searchPexelsPhoto(
  settings: { apiKey: string; apiUrl: string },
  fetchImpl: typeof fetch,
  deadline: Deadline,
  input: { query: string; size: ImageSize },
): Promise<PexelsResult> {
  const { width, height } = IMAGE_SIZES[input.size]
  const orientation = orientationOf(width, height)
  const search = new URL(`${settings.apiUrl}/search`)
  search.searchParams.set('query', input.query)
  search.searchParams.set('orientation', orientation)
  search.searchParams.set('locale', 'pt-BR')
  search.searchParams.set('per_page', '5')

  const call: ProviderCall = {
    fetch: fetchImpl,
    deadline,
    provider: 'Pexels (GET /search)',
    failure: 'Erro no Pexels',
  }
  const response = await providerFetch(call, search.toString(), { headers: { authorization: settings.apiKey } })
  const body = await readJson<{ photos?: PexelsPhoto[] }>(call, response)
  const photo = Array.isArray(body.photos) ? body.photos[0] : undefined
  const photoUrl = [photo?.src?.original, photo?.src?.large2x].find(
    (url): url is string => typeof url === 'string' && /^https?:\/\//.test(url),
  )
  if (!photo || !photoUrl) {
    throw new ClioError(404, 'Nenhuma imagem encontrada', `Pexels found no ${orientation} photo for "${input.query}"`)
  }

  const download: ProviderCall = { ...call, provider: 'Pexels (photo download)' }
  const bytes = await readBytes(download, await providerFetch(download, photoUrl), MAX_PHOTO_BYTES)
  return {
    bytes,
    photoId:
      String(photo.id ?? 'foto')
        .replace(/[^a-z0-9]/gi, '')
        .slice(0, 20) || 'foto',
    photographer: typeof photo.photographer === 'string' ? photo.photographer : 'Pexels',
    photographerUrl: typeof photo.photographer_url === 'string' ? photo.photographer_url : null,
    orientation,
    source: typeof photo.url === 'string' ? photo.url : photoUrl,
  }
}
