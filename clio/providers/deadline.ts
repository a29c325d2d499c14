// One deadline per request: every provider call of the operation shares it, so the whole answer
// comes back before the client's own time-out, and a client that hangs up stops the spending.
import { ClioError, describeError, providerFailed, providerTimedOut } from '../http/clio-error.ts'
import type { Operation } from '../contract.ts'

export class Deadline {
  readonly signal: AbortSignal
  private readonly controller = new AbortController()
  private readonly timer: NodeJS.Timeout

  constructor(
    readonly operation: Operation,
    readonly limitMs: number,
  ) {
    this.signal = this.controller.signal
    this.timer = setTimeout(() => this.controller.abort(new DeadlineExceeded(operation, limitMs)), limitMs)
  }

  /** The client went away: nobody will read the answer. */
  cancel(): void {
    if (!this.signal.aborted) this.controller.abort(new Error('client closed the connection'))
  }

  /** The answer is decided: stop the clock and any call still running (e.g. an image after the text failed). */
  dispose(): void {
    clearTimeout(this.timer)
    if (!this.signal.aborted) this.controller.abort(new Error(`operation ${this.operation} finished`))
  }

  get timedOut(): boolean {
    return this.signal.reason instanceof DeadlineExceeded
  }

  /** A 504 when the deadline cut the call, else the failure as a provider error. */
  toError(provider: string, error: unknown): ClioError {
    if (error instanceof ClioError) return error
    if (this.timedOut) {
      return providerTimedOut(`${provider} did not answer within ${this.limitMs} ms (operation ${this.operation})`)
    }
    return providerFailed(`Falha ao chamar ${provider}`, `${provider} request failed: ${describeError(error)}`)
  }
}

export class DeadlineExceeded extends Error {
  constructor(operation: Operation, limitMs: number) {
    super(`operation ${operation} exceeded ${limitMs} ms`)
    this.name = 'DeadlineExceeded'
  }
}

export interface ProviderCall {
  fetch: typeof fetch
  deadline: Deadline
  /** Named in error details, e.g. "OpenAI-compatible provider (POST /images/generations)". */
  provider: string
  /** Short pt-BR text for 502s. */
  failure: string
}

/** fetch under the deadline; a non-2xx answer becomes a 502 with the provider's status and message. */
export async function providerFetch(call: ProviderCall, url: string, init: RequestInit = {}): Promise<Response> {
  let response: Response
  try {
    response = await call.fetch(url, { ...init, signal: call.deadline.signal })
  } catch (error) {
    throw call.deadline.toError(call.provider, error)
  }
  if (!response.ok) {
    const text = await readText(call, response).catch(() => '')
    throw providerFailed(call.failure, `${call.provider} answered HTTP ${response.status}: ${providerMessage(text)}`)
  }
  return response
}

export async function readJson<T>(call: ProviderCall, response: Response): Promise<T> {
  const text = await readText(call, response)
  try {
    return JSON.parse(text) as T
  } catch {
    throw providerFailed(call.failure, `${call.provider} returned invalid JSON: ${text.slice(0, 200)}`)
  }
}

export async function readBytes(call: ProviderCall, response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    throw providerFailed(call.failure, `${call.provider} sent ${declared} bytes (limit ${maxBytes})`)
  }
  try {
    const bytes = Buffer.from(await response.arrayBuffer())
    if (bytes.length > maxBytes) {
      throw providerFailed(call.failure, `${call.provider} sent ${bytes.length} bytes (limit ${maxBytes})`)
    }
    return bytes
  } catch (error) {
    throw call.deadline.toError(call.provider, error)
  }
}

async function readText(call: ProviderCall, response: Response): Promise<string> {
  try {
    return await response.text()
  } catch (error) {
    throw call.deadline.toError(call.provider, error)
  }
}

/** OpenAI-style `{error: {message}}`, Pexels-style `{error: "..."}`, or the raw text. */
function providerMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown }
    if (typeof body.error === 'string') return body.error
    if (typeof body.error?.message === 'string') return body.error.message
    if (typeof body.message === 'string') return body.message
  } catch {
    // not JSON: fall through
  }
  return text.slice(0, 300) || '(empty body)'
}
