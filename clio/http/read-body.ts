// Reads a request body up to a limit; past it, rejects with BodyTooLarge after reading a little more,
// so the client still gets its 413 instead of a reset.
import type { IncomingMessage } from 'node:http'

/** Read past the limit only this far, so the client still gets its 413 instead of a reset. */
const DRAIN_LIMIT_BYTES = 1024 * 1024

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = declared > limit
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) tooLarge = true
      if (!tooLarge) chunks.push(chunk)
      if (size > limit + DRAIN_LIMIT_BYTES) req.destroy()
    })
    req.on('end', () => (tooLarge ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))))
    req.on('error', reject)
    req.on('close', () => {
      if (!req.complete) reject(tooLarge ? new BodyTooLarge() : new Error('request aborted'))
    })
  })
}
