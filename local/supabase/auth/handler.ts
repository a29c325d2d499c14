import type { ServiceContext } from '../context.ts'
import type { Mailbox } from '../mailbox/mailbox.ts'
import { adminFactors } from './admin-factors.ts'
import { adminUsers } from './admin-users.ts'
import { resolveAuthConfig, type AuthConfigInput } from './auth-config.ts'
import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authError, authJson } from './auth-errors.ts'
import { otp, recover, resend } from './email-flows.ts'
import { EmailRateLimiter } from './email-rate-limit.ts'
import { PkceFlows } from './pkce-flows.ts'
import { factorRoute } from './factors.ts'
import { IpRateLimiter, OtpGuesses, TokenBuckets, type RequestBucket } from './request-limits.ts'
import { warmDummyHash } from './create-user.ts'
import { signup } from './signup.ts'
import { token } from './token.ts'
import { getUser, logout, updateUser } from './user-endpoint.ts'
import { verifyGet, verifyPost } from './verify.ts'

/** Which per-IP limit a request counts against (GoTrue's buckets), if any. */
function bucketOf(method: string, path: string, grantType: string | null): RequestBucket | null {
  if (path === '/verify') return 'verify'
  if (method !== 'POST') return null
  if (path === '/token')
    return grantType === 'refresh_token' ? 'tokenRefresh' : grantType === 'pkce' ? 'verify' : 'signInSignUp'
  return ['/signup', '/recover', '/otp', '/magiclink', '/resend'].includes(path) ? 'signInSignUp' : null
}

/** The GoTrue subset under `/auth/v1`. The server has already checked the apikey. */
export function createAuthHandler(ctx: ServiceContext, mailbox: Mailbox, configInput: AuthConfigInput = {}) {
  const config = resolveAuthConfig(configInput)
  const deps: AuthDeps = {
    ctx,
    config,
    mailbox,
    emailRateLimit: new EmailRateLimiter(config.emailsPerHour, config.emailMinIntervalSeconds),
    pkce: new PkceFlows(),
    otpGuesses: new OtpGuesses(),
    mfaLimits: { challenge: new TokenBuckets(config.mfa.rateLimit), verify: new TokenBuckets(config.mfa.rateLimit) },
  }
  const requestLimit = new IpRateLimiter(config.requestLimits)
  void warmDummyHash()

  async function route(request: Request, clientIp: string): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/\/+$/, '') || '/'
    const method = request.method
    const bucket = bucketOf(method, path, url.searchParams.get('grant_type'))
    if (bucket) requestLimit.take(bucket, clientIp)
    const adminFactor = path.match(/^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/)
    if (adminFactor) {
      const [userId, factorId] = adminFactor.slice(1).map((part) => part && decodeURIComponent(part))
      return adminFactors(deps, request, userId, factorId)
    }
    const admin = path.match(/^\/admin\/users(?:\/([^/]+))?$/)
    if (admin) return adminUsers(deps, request, admin[1] ? decodeURIComponent(admin[1]) : undefined)
    const factor = path.match(/^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?$/)
    if (factor) return factorRoute(deps, request, clientIp, factor[1] && decodeURIComponent(factor[1]), factor[2])
    switch (`${method} ${path}`) {
      case 'POST /signup':
        return signup(deps, request, clientIp)
      case 'POST /token':
        return token(deps, request)
      case 'GET /user':
        return getUser(deps, request)
      case 'PUT /user':
        return updateUser(deps, request)
      case 'POST /logout':
        return logout(deps, request)
      case 'POST /recover':
        return recover(deps, request)
      case 'POST /otp':
      case 'POST /magiclink':
        return otp(deps, request, clientIp)
      case 'POST /resend':
        return resend(deps, request)
      case 'GET /verify':
        return verifyGet(deps, request)
      case 'POST /verify':
        return verifyPost(deps, request)
      case 'GET /settings':
        return authJson({
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: false,
          mailer_autoconfirm: config.autoconfirm,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        })
      case 'GET /health':
        return authJson({ version: 'local', name: 'GoTrue', description: 'Local GoTrue stand-in (development only)' })
      default:
        return authError(404, 'not_found', 'Not found')
    }
  }

  return {
    config,
    /** `clientIp`: the connection's address (never a header a client could forge), for the per-IP limits. */
    async handleAuth(request: Request, clientIp = 'unknown'): Promise<Response> {
      try {
        return await route(request, clientIp)
      } catch (error) {
        if (error instanceof AuthFailure) return error.toResponse()
        console.error('[auth] unexpected error', error)
        return authError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information')
      }
    },
  }
}
