import type { ServiceContext } from './context.ts'
import { verifyBearer } from './http/verify-jwt.ts'

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

/**
 * The hosted gateway's key check: every API request needs an `apikey` header (or `?apikey=`) holding
 * the anon or service-role key. Answers the gateway's 401 bodies, or null when the key is fine.
 */
export async function checkApiKey(request: Request, ctx: ServiceContext): Promise<Response | null> {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey')
  if (!key) {
    return json(
      { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      401,
    )
  }
  if (key === ctx.anonKey || key === ctx.serviceRoleKey) return null
  // Other keys signed with the local secret (e.g. a custom anon key) are accepted too.
  const verified = await verifyBearer(key, ctx)
  if (verified.ok && (verified.auth.role === 'anon' || verified.auth.role === 'service_role')) return null
  return json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401)
}
