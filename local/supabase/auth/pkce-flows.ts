import { createHash, randomUUID } from 'node:crypto'
import { AuthFailure } from './auth-errors.ts'

/** A PKCE flow waiting for its e-mail link, then for `grant_type=pkce` (GoTrue's auth.flow_state). */
interface Flow {
  challenge: string
  method: 's256' | 'plain'
  type: string
  userId?: string
  authCode?: string
  createdAt: number
}

const FLOW_TTL_MS = 60 * 60 * 1000

/** Kept in memory: a flow lives minutes, and a restart of the local stack may simply lose it. */
export class PkceFlows {
  private byTokenHash = new Map<string, Flow>()
  private byAuthCode = new Map<string, Flow>()

  /** Remember the challenge sent with signup/recover/otp, keyed by the e-mailed token hash. */
  start(tokenHash: string, challenge: string, method: string, type: string): void {
    const normalized = method.toLowerCase() === 'plain' ? 'plain' : 's256'
    this.byTokenHash.set(tokenHash, { challenge, method: normalized, type, createdAt: Date.now() })
  }

  isPkce(tokenHash: string): boolean {
    return this.byTokenHash.has(tokenHash)
  }

  /** The link was followed: issue the auth code the client will exchange. */
  issueCode(tokenHash: string, userId: string): string {
    const flow = this.byTokenHash.get(tokenHash)
    if (!flow) throw new AuthFailure(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
    this.byTokenHash.delete(tokenHash)
    const code = randomUUID()
    flow.userId = userId
    flow.authCode = code
    this.byAuthCode.set(code, flow)
    return code
  }

  /** grant_type=pkce: check the verifier against the stored challenge; the code is single-use. */
  exchange(authCode: string, verifier: string): { userId: string; type: string } {
    const flow = this.byAuthCode.get(authCode)
    if (!flow || !flow.userId || Date.now() - flow.createdAt > FLOW_TTL_MS) {
      throw new AuthFailure(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
    }
    const computed = flow.method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url')
    if (computed !== flow.challenge) {
      throw new AuthFailure(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier')
    }
    this.byAuthCode.delete(authCode)
    return { userId: flow.userId, type: flow.type }
  }
}
