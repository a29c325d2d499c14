import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '../db/database.ts'
import { inLane } from '../db/lanes.ts'
import { openPostgresStackDatabase } from '../db/postgres.ts'
import { openFreshDatabase } from '../db/template.ts'
import { lockDataDir } from '../data-dir-lock.ts'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_PORTS, LOCAL_SERVICE_ROLE_KEY } from '../keys.ts'
import { checkApiKey } from './api-key.ts'
import type { AuthConfigInput } from './auth/auth-config.ts'
import { createAuthHandler } from './auth/handler.ts'
import type { ServiceContext } from './context.ts'
import {
  ClientGate,
  PUBLIC_RPC_RATE_LIMITS,
  DEFAULT_PER_CLIENT_CONCURRENCY,
  RouteRateLimiter,
  TooManyRequests,
} from './http/client-limits.ts'
import { corsHeaders, preflightResponse } from './http/cors.ts'
import { laneFor } from './http/lanes.ts'
import { BodyTooLargeError, clientAddress, sendFetchResponse, toFetchRequest } from './http/node-adapter.ts'
import { bearerToken, postgrestJwtError, verifyBearer } from './http/verify-jwt.ts'
import { createMailboxHandler, isMailboxPath } from './mailbox/handler.ts'
import { handleRest } from './rest/handler.ts'
import { Mailbox } from './mailbox/mailbox.ts'
import { startSmtpReceiver, type SmtpReceiver } from './mailbox/smtp-receiver.ts'
import { entityTooLarge, invalidJwt } from './storage/storage-errors.ts'
import { createStorageHandler, isPublicStoragePath } from './storage/handler.ts'

export interface LocalStackOptions {
  /** 0 = any free port. Default: env LOCAL_API_PORT, else 54321. */
  port?: number
  /** Persist here: the database in `<dataDir>/db`, storage bytes in `<dataDir>/storage`. Undefined = in memory. */
  dataDir?: string
  /** Default 127.0.0.1 (the stack is for this machine only). */
  host?: string
  /**
   * Port of the SMTP receiver that files the mailer's e-mails in the mailbox (0 = any free port).
   * Default: 0 when `port` is 0, else env LOCAL_SMTP_PORT, else 54325.
   */
  smtpPort?: number
  authConfig?: AuthConfigInput
  /** Seed a fresh database (default true). */
  seed?: boolean
  /** Use this database instead of opening one (the caller closes it). */
  db?: PGlite
  /**
   * `postgres`: a PostgreSQL server started for the stack (real connections and statement time-outs;
   * needs Debian's postgresql package), `pglite`: the embedded database. Default: env LOCAL_DATABASE,
   * else `pglite` (decision 011).
   */
  database?: 'pglite' | 'postgres'
  /** Limits per client address (local/supabase/http/client-limits.ts); the defaults suit a developer. */
  clientLimits?: Partial<ClientLimits>
}

interface ClientLimits {
  /** Requests of one address using the database at once (default 4, half the pool). */
  perClientConcurrency: number
  /** The gateway's calls per minute per address of the like, view and newsletter functions (a second line). */
  publicRpcRateLimits: Record<string, number>
  /**
   * false: lift the limits inside the database functions (public.rate_limit_rules) for this stack's
   * database, for suites and benchmarks that play many visitors from one address. Default true.
   */
  databaseRateLimits: boolean
}

export interface LocalStack {
  url: string
  port: number
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL of a mailer whose e-mails should land in the mailbox. */
  smtpUrl: string
  smtpPort: number
  ctx: ServiceContext
  mailbox: Mailbox
  close(): Promise<void>
}

/** Thrown when the port is taken; start/dev scripts print its message and exit. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    host: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use — is the local stack already running (npm run dev / npm run local)? ` +
        `Stop it, or choose another port with LOCAL_API_PORT=<port>.`,
    )
    this.name = 'PortInUseError'
  }
}

function jsonError(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, host) : error)
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** Routes one request to its service: the gateway's key check, then JWT verification per service. */
function createDispatcher(
  ctx: ServiceContext,
  mailbox: Mailbox,
  authConfig: AuthConfigInput | undefined,
  limits: ClientLimits,
) {
  const { handleAuth } = createAuthHandler(ctx, mailbox, authConfig)
  const handleStorage = createStorageHandler(ctx)
  const handleMailbox = createMailboxHandler(mailbox)

  const gate = new ClientGate(limits.perClientConcurrency)
  const counters = new RouteRateLimiter(limits.publicRpcRateLimits)

  return async function dispatch(request: Request, clientIp: string): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (isMailboxPath(pathname)) return handleMailbox(request)
    if (request.method === 'OPTIONS') return preflightResponse(request)
    try {
      if (request.method === 'POST') counters.take(pathname, clientIp)
      return await gate.run(clientIp, () => route(request, pathname, clientIp))
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error
      return jsonError(
        429,
        { code: 'over_request_rate_limit', details: null, hint: null, message: error.message },
        { 'retry-after': String(error.retryAfterSeconds) },
      )
    }
  }

  async function route(request: Request, pathname: string, clientIp: string): Promise<Response> {
    const service = pathname.match(/^\/(rest|auth|storage)\/v1(?:\/|$)/)?.[1]
    if (!service) return jsonError(404, { message: 'no Route matched with those values' })

    // Routes the gateway leaves open: e-mail links and public Storage objects.
    const open =
      (service === 'auth' && request.method === 'GET' && /^\/auth\/v1\/verify\/?$/.test(pathname)) ||
      (service === 'storage' && isPublicStoragePath(pathname, request.method))
    if (!open) {
      const refused = await checkApiKey(request, ctx)
      if (refused) return refused
    }
    const verified = open ? ANON : await verifyBearer(bearerToken(request), ctx)
    // The pool's lane (decision 039): every connection the request takes counts there.
    const inItsLane = (work: () => Promise<Response>) =>
      inLane(laneFor(request, pathname, verified.ok ? verified.auth : null), clientIp, work)
    // GoTrue verifies its own bearer tokens (its error shapes differ), per endpoint.
    if (service === 'auth') return inItsLane(() => handleAuth(request, clientIp))

    if (service === 'storage') {
      if (!verified.ok) return invalidJwt(verified.message).toResponse()
      return inItsLane(() => handleStorage(request, verified.auth))
    }
    if (!verified.ok) return postgrestJwtError(verified)
    return inItsLane(() => handleRest(request, ctx, verified.auth))
  }
}

/** Raises every limit of public.rate_limit_rules out of reach, in this stack's database only. */
async function liftDatabaseRateLimits(db: PGlite): Promise<void> {
  await db.query('update public.rate_limit_rules set max_hits = 2147483647')
}

/** On every answer of the local services, the mailbox included: no sniffing, no framing, no referrer. */
const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
}

const ANON = { ok: true, auth: { role: 'anon', claims: { role: 'anon' } } } as const

type Dispatch = (request: Request, clientIp: string) => Promise<Response>

/**
 * The HTTP server in front of the services: security and CORS headers on every answer, and a 413/500
 * that says nothing of the server when a request fails. Requests that arrive while the database is
 * still opening wait for `dispatchReady`; `baseUrl` is known once the port is bound.
 */
function createHttpServer(dispatchReady: Promise<Dispatch>, baseUrl: () => string): Server {
  return createServer(async (req, res) => {
    let headers: Record<string, string> = SECURITY_HEADERS
    try {
      const request = await toFetchRequest(req, baseUrl())
      // The mailbox grants no other origin access (mailbox/handler.ts).
      if (!isMailboxPath(new URL(request.url).pathname)) headers = { ...corsHeaders(request), ...SECURITY_HEADERS }
      const dispatch = await dispatchReady
      const response = await dispatch(request, clientAddress(req))
      await sendFetchResponse(res, response, request.method, headers)
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) console.error('[local-stack]', error)
      if (res.headersSent) return void res.destroy()
      const tooLarge = error instanceof BodyTooLargeError
      // The details stay in the log: a message could name a server path.
      const response =
        tooLarge && req.url?.startsWith('/storage/')
          ? entityTooLarge().toResponse()
          : jsonError(tooLarge ? 413 : 500, { message: tooLarge ? 'request body too large' : 'Internal error' })
      await sendFetchResponse(res, response, req.method ?? 'GET', headers).catch(() => res.destroy())
    }
  })
}

/** The database `opts` asks for: the caller's, a PostgreSQL server's, a PGlite folder, or a fresh in-memory copy. */
async function openStackDatabase(opts: LocalStackOptions): Promise<PGlite> {
  if (opts.db) return opts.db
  const engine = opts.database ?? (process.env.LOCAL_DATABASE === 'postgres' ? 'postgres' : 'pglite')
  if (engine === 'postgres') {
    return openPostgresStackDatabase({ dataDir: opts.dataDir && path.join(opts.dataDir, 'pg'), seed: opts.seed })
  }
  return opts.dataDir
    ? openDatabase({ dataDir: path.join(opts.dataDir, 'db'), seed: opts.seed })
    : openFreshDatabase({ seed: opts.seed })
}

/**
 * Starts the Supabase-compatible API (REST, Auth, Storage) and the mailbox on one HTTP port, and the
 * mailbox's SMTP receiver on another. Both ports are bound BEFORE the database opens: a second
 * `npm run local` must fail on a port, never open the same PGlite data folder twice.
 */
export async function startLocalStack(opts: LocalStackOptions = {}): Promise<LocalStack> {
  const host = opts.host ?? '127.0.0.1'
  const port = opts.port ?? Number(process.env.LOCAL_API_PORT || LOCAL_PORTS.api)

  let provideDispatch!: (dispatch: Dispatch) => void
  const dispatchReady = new Promise<Dispatch>((resolve) => (provideDispatch = resolve))
  let baseUrl = `http://${host}`
  const server = createHttpServer(dispatchReady, () => baseUrl)

  const boundPort = await listen(server, port, host)
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  baseUrl = `http://${urlHost}:${boundPort}`

  const mailbox = new Mailbox()
  const smtpPort = opts.smtpPort ?? (port === 0 ? 0 : Number(process.env.LOCAL_SMTP_PORT || LOCAL_PORTS.smtp))
  let smtp: SmtpReceiver
  try {
    // SMTP stays on 127.0.0.1 even when the API listens wider: it takes mail from anyone, unauthenticated.
    smtp = await startSmtpReceiver(mailbox, { port: smtpPort })
  } catch (error) {
    await closeServer()
    throw error
  }

  const ownsDb = !opts.db
  let release = () => {}
  let db: PGlite
  try {
    // With moved ports the ports no longer keep two stacks off one data folder: the folder's lock does.
    if (ownsDb && opts.dataDir) release = lockDataDir(opts.dataDir)
    db = await openStackDatabase(opts)
  } catch (error) {
    release()
    await Promise.all([closeServer(), smtp.close()])
    throw error
  }

  const ctx: ServiceContext = {
    db,
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publicUrl: baseUrl,
    dataDir: opts.dataDir,
  }
  if (opts.clientLimits?.databaseRateLimits === false) await liftDatabaseRateLimits(db)
  provideDispatch(
    createDispatcher(ctx, mailbox, opts.authConfig, {
      perClientConcurrency: opts.clientLimits?.perClientConcurrency ?? DEFAULT_PER_CLIENT_CONCURRENCY,
      publicRpcRateLimits: opts.clientLimits?.publicRpcRateLimits ?? PUBLIC_RPC_RATE_LIMITS,
      databaseRateLimits: opts.clientLimits?.databaseRateLimits ?? true,
    }),
  )

  return {
    url: baseUrl,
    port: boundPort,
    smtpUrl: smtp.url,
    smtpPort: smtp.port,
    ctx,
    mailbox,
    async close() {
      await Promise.all([closeServer(), smtp.close()])
      if (ownsDb) await db.close()
      release()
    },
  }
}
