import { jwtVerify, SignJWT } from 'jose'
import type { RequestAuth } from '../context.ts'
import { runAs } from '../../db/session.ts'
import type { StorageDeps } from './storage-deps.ts'
import { invalidJwt, objectNotFound } from './storage-errors.ts'
import { downloadPublic } from './read-objects.ts'

const secretOf = (deps: StorageDeps) => new TextEncoder().encode(deps.ctx.jwtSecret)

/** POST `/object/sign/<bucket>/<name>` `{expiresIn}`: only for objects the caller may read (RLS). */
export async function createSignedUrl(
  deps: StorageDeps,
  request: Request,
  auth: RequestAuth,
  bucket: string,
  name: string,
): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { expiresIn?: unknown }
  const expiresIn = Math.max(1, Number(body.expiresIn) || 60)
  const visible = await runAs(
    deps.ctx.db,
    auth,
    async (tx) =>
      (await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows.length >
      0,
  )
  if (!visible) throw objectNotFound()
  // Storage signs `{url: "<bucket>/<name>"}` with the project's JWT secret, as here.
  const token = await new SignJWT({ url: `${bucket}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(secretOf(deps))
  // Unencoded, as Storage sends it: supabase-js applies encodeURI() to the whole URL itself.
  return Response.json({ signedURL: `/object/sign/${bucket}/${name}?token=${token}` })
}

/** GET `/object/sign/<bucket>/<name>?token=…`: the bytes, if the token was signed for this object. */
export async function downloadSigned(deps: StorageDeps, request: Request, bucket: string, name: string) {
  const token = new URL(request.url).searchParams.get('token')
  if (!token) throw invalidJwt('Missing token')
  let url: unknown
  try {
    url = (await jwtVerify(token, secretOf(deps), { algorithms: ['HS256'] })).payload.url
  } catch (error) {
    // Stryker disable next-line StringLiteral: equivalent — jose only throws Error instances
    throw invalidJwt(error instanceof Error ? error.message : 'Invalid token')
  }
  if (url !== `${bucket}/${name}`) throw invalidJwt('Invalid signature')
  // The signature stands in for RLS; the bucket need not be public.
  return downloadPublic(deps, request, bucket, name, { allowPrivate: true })
}
