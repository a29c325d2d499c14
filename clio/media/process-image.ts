// What the media intake does to every image before it is stored (docs/decisions/049-media-intake.md):
// the type is read from the bytes (never the name or the declared type), the limits are enforced, and
// the image is re-encoded, which leaves EXIF (GPS included), XMP, IPTC and comments behind.
import sharp, { type Metadata, type Sharp } from 'sharp'
import { ClioError } from '../http/clio-error.ts'

/** docs/product-guide.md#limits: the same numbers the editor's quick checks use. */
export const MEDIA_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** Longest side of the image sent (a 12,000-px panorama still fits; a decompression bomb does not). */
  maxSide: 12_000,
  maxPixels: 40_000_000,
  /** Covers and body images are stored at most this wide (the widest the article shows, twice for 2x). */
  maxWidth: 1600,
  /** Avatars show at most 128 px wide (the author page); twice that stays sharp on dense screens. */
  avatarSize: 256,
  webpQuality: 85,
} as const

/** docs/product-guide.md#messages: the spec's texts, and ours for too many pixels. */
export const MEDIA_MESSAGES = {
  invalid: 'Por favor, selecione um arquivo de imagem válido.',
  tooLarge: 'O arquivo é muito grande. O tamanho máximo é 5MB.',
  tooWide: 'A imagem é grande demais. O máximo é 12.000 px de lado e 40 megapixels.',
} as const

/** Decoded from the content: JPEG, PNG, WebP, GIF and AVIF (sharp calls AVIF "heif"). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

export type MediaKind = 'image' | 'avatar'

export interface ProcessedImage {
  bytes: Buffer
  width: number
  height: number
}

export const invalidImage = (details: string) => new ClioError(415, MEDIA_MESSAGES.invalid, details)
export const imageTooLarge = (details: string) => new ClioError(413, MEDIA_MESSAGES.tooLarge, details)
const imageTooWide = (details: string) => new ClioError(422, MEDIA_MESSAGES.tooWide, details)

async function readHeader(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes).metadata()
  } catch (error) {
    throw invalidImage(`Not an image sharp can read: ${(error as Error).message}`)
  }
}

/** Checks what the bytes are and how big; returns the header for the re-encode. */
async function checkImage(bytes: Buffer): Promise<Metadata> {
  if (bytes.length === 0) throw invalidImage('Empty body')
  if (bytes.length > MEDIA_LIMITS.maxBytes) throw imageTooLarge(`${bytes.length} bytes > ${MEDIA_LIMITS.maxBytes}`)
  const header = await readHeader(bytes)
  if (!header.format || !ACCEPTED_FORMATS.has(header.format) || !header.width || !header.height) {
    throw invalidImage(`Unsupported image format ${JSON.stringify(header.format ?? null)}`)
  }
  const width = header.width
  const height = header.pageHeight ?? header.height
  if (Math.max(width, height) > MEDIA_LIMITS.maxSide || width * height > MEDIA_LIMITS.maxPixels) {
    throw imageTooWide(`${width}x${height} exceeds ${MEDIA_LIMITS.maxSide} px per side or ${MEDIA_LIMITS.maxPixels} px`)
  }
  return header
}

/** Decoded upright (EXIF orientation applied); sharp keeps no metadata in what it writes unless asked. */
function decode(bytes: Buffer, header: Metadata, keepAnimation: boolean): Sharp {
  // Every frame is decoded: an animation larger than the pixel limit in all keeps its first frame.
  const pages = header.pages ?? 1
  const animated =
    keepAnimation &&
    pages > 1 &&
    header.width! * (header.pageHeight ?? header.height!) * pages <= MEDIA_LIMITS.maxPixels
  const image = sharp(bytes, { animated, limitInputPixels: MEDIA_LIMITS.maxPixels })
  // Animated images carry no EXIF orientation (GIF has none); rotating frames is not supported.
  if (!animated) image.rotate()
  return image
}

/** The pipeline: upright, scaled, WebP. */
function pipeline(bytes: Buffer, header: Metadata, kind: MediaKind): Sharp {
  const image = decode(bytes, header, kind === 'image')
  if (kind === 'avatar') {
    const side = Math.min(MEDIA_LIMITS.avatarSize, header.width!, header.pageHeight ?? header.height!)
    image.resize(side, side, { fit: 'cover', position: 'centre' })
  } else {
    image.resize({ width: MEDIA_LIMITS.maxWidth, withoutEnlargement: true })
  }
  return image.webp({ quality: MEDIA_LIMITS.webpQuality })
}

/** Checks and re-encodes an image; throws a ClioError (413, 415, 422) with the pt-BR message to show. */
export async function processImage(bytes: Buffer, kind: MediaKind): Promise<ProcessedImage> {
  const header = await checkImage(bytes)
  let output: Buffer
  try {
    output = await pipeline(bytes, header, kind).toBuffer()
  } catch (error) {
    throw invalidImage(`The image could not be decoded: ${(error as Error).message}`)
  }
  const stored = await sharp(output).metadata()
  return { bytes: output, width: stored.width!, height: stored.pageHeight ?? stored.height! }
}

/** The types an image stored before the intake is written back as: its own (sharp reads AVIF as "heif"). */
const SAME_FORMAT = {
  jpeg: ['jpeg', 'image/jpeg'],
  png: ['png', 'image/png'],
  webp: ['webp', 'image/webp'],
  gif: ['gif', 'image/gif'],
  heif: ['avif', 'image/avif'],
} as const

export interface StrippedImage extends ProcessedImage {
  contentType: string
}

/**
 * For images stored before the intake (tools/strip-stored-images.ts): null when the image carries no
 * EXIF, XMP, IPTC, ICC profile or comments; else the same image, upright, in its own format and size,
 * without them (animations stay animated). Throws a ClioError for what is not an accepted image.
 */
export async function stripMetadata(bytes: Buffer): Promise<StrippedImage | null> {
  const header = await readHeader(bytes)
  const format =
    header.format && header.format in SAME_FORMAT ? SAME_FORMAT[header.format as keyof typeof SAME_FORMAT] : null
  if (!format) throw invalidImage(`Unsupported image format ${JSON.stringify(header.format ?? null)}`)
  if (!header.exif && !header.xmp && !header.iptc && !header.icc && !header.comments?.length) return null
  // PNG and GIF are written losslessly; a second lossy pass of a JPEG, WebP or AVIF is kept at high quality.
  const options = format[0] === 'png' || format[0] === 'gif' ? {} : { quality: 90 }
  const output = await decode(bytes, header, true).toFormat(format[0], options).toBuffer()
  const stored = await sharp(output).metadata()
  return { bytes: output, width: stored.width!, height: stored.pageHeight ?? stored.height!, contentType: format[1] }
}
