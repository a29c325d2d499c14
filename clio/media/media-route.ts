// POST /media (clio/README.md): staff send either the file's bytes as the body (any Content-Type but
// JSON; `?tipo=avatar` for a profile photo), or JSON naming an image Clio itself serves (a Pexels photo
// or a generated cover), so that image reaches the library without a round trip through the browser.
import type { IncomingMessage } from 'node:http'
import { isSafeImageName, type ImageStore } from '../image-store.ts'
import { badRequest, ClioError } from '../http/clio-error.ts'
import { BodyTooLarge, readBody } from '../http/read-body.ts'
import { parseJsonBody, type JsonBody } from '../request-input.ts'
import type { StaffUser } from '../staff-auth.ts'
import type { MediaCredit, MediaIntake, MediaRequest, MediaSource, StoredMedia } from './media-intake.ts'
import { imageTooLarge, MEDIA_LIMITS, type MediaKind } from './process-image.ts'

/** A JSON request is small: an image name and a credit. */
const MAX_JSON_BYTES = 16 * 1024
const MAX_CREDIT_CHARS = 2000

export interface MediaRouteDeps {
  requireStaff: (authorization: string | undefined) => Promise<StaffUser>
  /** Null when no service role key is configured (a hosted Supabase URL without CLIO_SUPABASE_SERVICE_ROLE_KEY). */
  intake: MediaIntake | null
  store: ImageStore
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  try {
    return await readBody(req, limit)
  } catch (error) {
    if (error instanceof BodyTooLarge) throw imageTooLarge(`Request body exceeds ${limit} bytes`)
    throw error
  }
}

function text(body: JsonBody, key: string): string | undefined {
  const value = body[key]
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || value.length > MAX_CREDIT_CHARS)
    throw badRequest('Dados inválidos', `${key} must be a short string`)
  return value.trim()
}

/** Which Clio image the JSON names (its /images/ URL or bare name), and what it is: Pexels or generated. */
function clioImageName(body: JsonBody): { name: string; source: MediaSource } {
  const imagem = text(body, 'imagem') ?? ''
  let name = ''
  try {
    name = decodeURIComponent(imagem.split('/images/').pop() ?? '')
  } catch {
    // a malformed escape names no image
  }
  if (!isSafeImageName(name)) throw badRequest('Imagem inválida', `"imagem" must name an image Clio serves`)
  return { name, source: name.startsWith('pexels-') ? 'pexels' : 'ai' }
}

function pexelsCredit(body: JsonBody): MediaCredit {
  const author = text(body, 'fotografo')
  const url = text(body, 'url')
  if (!author || !url || !/^https?:\/\//i.test(url)) {
    throw badRequest('Crédito da imagem inválido', 'A Pexels photo needs "fotografo" and an http(s) "url"')
  }
  return { kind: 'pexels', author, url }
}

async function clioImageRequest(raw: Buffer, store: ImageStore): Promise<Omit<MediaRequest, 'uploadedBy' | 'kind'>> {
  const body = parseJsonBody(raw)
  const { name, source } = clioImageName(body)
  const file = await store.read(name)
  if (!file) throw new ClioError(404, 'Imagem não encontrada', `No image named ${JSON.stringify(name)}`)
  const credit: MediaCredit = source === 'pexels' ? pexelsCredit(body) : { kind: 'ai' }
  return { bytes: file.bytes, source, credit }
}

/** Staff only; the body read within its limit; answers 201 for a new image, 200 for bytes stored before. */
export async function mediaRoute(
  req: IncomingMessage,
  url: URL,
  deps: MediaRouteDeps,
): Promise<{ status: number; body: StoredMedia }> {
  const staff = await deps.requireStaff(req.headers.authorization)
  if (!deps.intake) {
    throw new ClioError(503, 'Upload de imagens não configurado', 'CLIO_SUPABASE_SERVICE_ROLE_KEY is not set')
  }
  const kind: MediaKind = url.searchParams.get('tipo') === 'avatar' ? 'avatar' : 'image'
  const isJson = /^application\/json\b/i.test(req.headers['content-type'] ?? '')
  const raw = await readLimited(req, isJson ? MAX_JSON_BYTES : MEDIA_LIMITS.maxBytes)
  const what = isJson ? await clioImageRequest(raw, deps.store) : { bytes: raw, source: 'upload' as const }
  const stored = await deps.intake({ ...what, kind, uploadedBy: staff.id })
  return { status: stored.existed ? 200 : 201, body: stored }
}
