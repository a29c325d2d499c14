// The mailer service (docs/decisions/016-email-outbox-and-mailer.md): claims due messages from
// public.email_outbox with the service role, renders them (mailer/templates/), sends them over SMTP
// with nodemailer and reports each one back, so the database keeps the delivery state and the retry
// schedule. One round at a time; rounds repeat every `pollMs` (at once while a round was full).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import nodemailer from 'nodemailer'
import { describeSmtp, resolveMailerConfig, type MailerConfig, type MailerSettings } from './config.ts'
import { startOneClickEndpoint } from './one-click.ts'
import { formatDueCitations, type CitationRoundResult } from './citation-formatter.ts'
import { rollUpAudience } from './audience-rollup.ts'
import { startJobLoop } from './job-loop.ts'
import { runReferenceWatch, type WatchResult } from './reference-watch.ts'
import { whyNotSend } from './still-wanted.ts'
import { renderEmail } from './templates/registry.ts'
import { TemplateError, type TemplateContext } from './templates/template-error.ts'

/** One row of public.email_outbox as claim_email_outbox() returns it (the fields the mailer reads). */
export interface OutboxMessage {
  id: string
  template: string
  recipient: string
  payload: unknown
  /** Already counts this attempt: claim_email_outbox() adds one. */
  attempts: number
}

/**
 * What one round did: `retried` will be tried again by the database's schedule, `failed` will not,
 * and `skipped` was no longer wanted (an invitation revoked, accepted or expired while it waited).
 */
export interface FlushResult {
  claimed: number
  sent: number
  retried: number
  failed: number
  skipped: number
}

export interface MailerLogger {
  info(line: string): void
  error(line: string): void
}

export interface MailerOptions extends MailerSettings {
  /** false: no timer, only flush() sends (tests that count what each round did). Default true. */
  poll?: boolean
  /** Default: console. Lines never carry the service-role key or the SMTP password. */
  logger?: MailerLogger
}

/** The settings without secrets, for start-up lines and diagnostics. */
export interface MailerSummary {
  supabaseUrl: string
  smtp: string
  from: string
  pollMs: number
  batchSize: number
  siteUrl: string
  siteName: string
  /** The link and retraction watch: null when off, else every how many ms it runs. */
  referenceWatchMs: number | null
  citationPollMs: number
  audienceRollupMs: number
}

export interface Mailer {
  /** The one-click unsubscribe URL once the mailer's HTTP endpoint listens (null without one). */
  listening: Promise<string | null>
  summary: MailerSummary
  /** Runs one claim/send round now (after the round in flight, if any) and returns its counts. */
  flush(): Promise<FlushResult>
  /** Runs one round of the reference watch now (after the one in flight, if any), even when it is off. */
  checkReferences(options?: { now?: Date }): Promise<WatchResult>
  /** Formats, now, the reference lists that have no copy in the site's citation style (citation-formatter.ts). */
  formatCitations(): Promise<CitationRoundResult>
  /** Rolls the audience's raw events up into daily counts now; resolves how many it moved (audience-rollup.ts). */
  rollUpAudience(): Promise<number>
  /** Stops polling, lets the round in flight finish, closes the SMTP transport. */
  stop(): Promise<void>
}

/** Reference lists formatted per round of the citation formatter. */
const CITATION_BATCH = 50

/** As complete_email_outbox(): the sixth failed attempt is the last. */
export const MAX_ATTEMPTS = 6
/**
 * claim_email_outbox() locks a batch for 2 minutes. A message not sent within this much of the
 * claim is left for a later round instead: past the lock, another mailer could claim it too.
 */
export const LOCK_BUDGET_MS = 90_000
/** Reporting a sent message is retried this many times, so a short API hiccup does not make it go out twice. */
const REPORT_ATTEMPTS = 3

/**
 * True when retrying can never help: the template cannot render this message, or the SMTP server
 * refused the recipient with a 5xx reply. Connection errors, 4xx replies and refused logins are
 * temporary (a login is fixed by whoever runs the mailer, and the message is then still queued).
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof TemplateError) return true
  const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown }
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && command === 'RCPT TO'
}

/** supabase-js builds a Realtime client eagerly and Node 20 has no WebSocket; the mailer never subscribes. */
class NoWebSocket {}

/** What must never reach a log line or `last_error`: the service-role key and the SMTP password. */
function secretsOf(config: MailerConfig): string[] {
  const secrets = [config.serviceRoleKey]
  const { password } = new URL(config.smtpUrl)
  if (password) {
    secrets.push(password)
    try {
      secrets.push(decodeURIComponent(password))
    } catch {
      // not percent-encoded: the raw form is already listed
    }
  }
  return secrets.filter((s) => s.length >= 4)
}

function isLoopbackSmtp(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return protocol === 'smtp:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Log lines and error texts with the secrets replaced by *** (and a reason cut to 500 characters). */
function redactingLog(config: MailerConfig, logger: MailerLogger) {
  const secrets = secretsOf(config)
  const redact = (text: string) => secrets.reduce((out, secret) => out.split(secret).join('***'), text)
  return {
    info: (line: string) => logger.info(redact(`[mailer] ${line}`)),
    error: (line: string) => logger.error(redact(`[mailer] ${line}`)),
    describe: (error: unknown) => redact(error instanceof Error ? error.message : String(error)).slice(0, 500),
  }
}

type MailerLog = ReturnType<typeof redactingLog>

interface Outbox {
  config: MailerConfig
  supabase: SupabaseClient
  transport: ReturnType<typeof nodemailer.createTransport>
  context: TemplateContext
  log: MailerLog
}

/** Reports one message's outcome; retried a few times, so a short API hiccup does not send it twice. */
async function report({ supabase }: Outbox, id: string, error: string | null, permanent: boolean): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { error: rpcError } = await supabase.rpc('complete_email_outbox', {
      p_id: id,
      p_error: error,
      p_permanent: permanent,
    })
    if (!rpcError) return
    if (attempt >= REPORT_ATTEMPTS) throw new Error(`complete_email_outbox failed for ${id}: ${rpcError.message}`)
    await sleep(500 * attempt)
  }
}

/** Renders, checks and sends one message; reports nothing (deliver() does). */
async function attempt(
  outbox: Outbox,
  message: OutboxMessage,
): Promise<{ skipped: string } | { error: unknown } | null> {
  try {
    const email = renderEmail(message.template, message.payload, outbox.context)
    const notWanted = await whyNotSend(message.template, message.payload, outbox.supabase)
    if (notWanted) return { skipped: notWanted }
    await outbox.transport.sendMail({
      from: outbox.config.from,
      to: message.recipient,
      subject: email.subject,
      html: email.html,
      text: email.text,
      // The local mailbox files the message under this type; providers show it in their logs.
      headers: { ...email.headers, 'X-Mail-Template': message.template },
    })
    return null
  } catch (error) {
    return { error }
  }
}

async function deliver(outbox: Outbox, message: OutboxMessage): Promise<keyof Omit<FlushResult, 'claimed'>> {
  const { log } = outbox
  const outcome = await attempt(outbox, message)
  if (outcome === null) {
    await report(outbox, message.id, null, false)
    log.info(`sent ${message.template} ${message.id}`)
    return 'sent'
  }
  if ('skipped' in outcome) {
    await report(outbox, message.id, outcome.skipped, true)
    log.info(`skipped ${message.template} ${message.id}: ${outcome.skipped}`)
    return 'skipped'
  }
  const permanent = isPermanentFailure(outcome.error)
  const reason = log.describe(outcome.error)
  await report(outbox, message.id, reason, permanent)
  const last = permanent || message.attempts >= MAX_ATTEMPTS
  log.error(
    `${message.template} ${message.id}: attempt ${message.attempts} failed${last ? ' for good' : ', will be retried'}: ${reason}`,
  )
  return last ? 'failed' : 'retried'
}

/** One round: due newsletter sends and the newsroom's notices are queued, then a batch is claimed and sent while its lock lasts. */
async function round(outbox: Outbox): Promise<FlushResult> {
  const { supabase, config } = outbox
  // Newsletter sends of scheduled posts whose time has come are queued first (decision 026).
  const released = await supabase.rpc('release_due_newsletter_sends')
  if (released.error) throw new Error(`release_due_newsletter_sends failed: ${released.error.message}`)
  // The newsroom's notices: review deadlines, posts gone live, and each person's e-mail of a burst or
  // the daily digest are made in the database (decision 043) and queued into the outbox claimed below.
  const newsroom = await supabase.rpc('run_newsroom_jobs')
  if (newsroom.error) throw new Error(`run_newsroom_jobs failed: ${newsroom.error.message}`)
  const claimedAt = Date.now()
  const { data, error } = await supabase.rpc('claim_email_outbox', { p_limit: config.batchSize })
  if (error) throw new Error(`claim_email_outbox failed: ${error.message}`)
  const messages = (data ?? []) as OutboxMessage[]
  const result: FlushResult = { claimed: messages.length, sent: 0, retried: 0, failed: 0, skipped: 0 }
  for (const message of messages) {
    // The rest stay locked until the lock runs out, then a later round claims them again.
    if (Date.now() - claimedAt > LOCK_BUDGET_MS) break
    result[await deliver(outbox, message)]++
  }
  return result
}

/**
 * Rounds every `pollMs`, at once again while a round was full; the same problem every few seconds
 * (the API or the database is down) is logged once.
 */
function poll(flush: () => Promise<FlushResult>, config: MailerConfig, log: MailerLog) {
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let lastProblem: string | null = null
  const schedule = (ms: number) => {
    if (!stopped) timer = setTimeout(tick, ms)
  }
  async function tick() {
    timer = null
    try {
      const result = await flush()
      if (lastProblem) log.info('working again')
      lastProblem = null
      schedule(result.claimed >= config.batchSize ? 0 : config.pollMs)
    } catch (error) {
      const problem = log.describe(error)
      if (problem !== lastProblem && !stopped) log.error(`round failed: ${problem}`)
      lastProblem = problem
      schedule(config.pollMs)
    }
  }
  schedule(0)
  return () => {
    stopped = true
    if (timer) clearTimeout(timer)
    timer = null
  }
}

export function startMailer(options: MailerOptions = {}): Mailer {
  const config = resolveMailerConfig(options)
  const log = redactingLog(
    config,
    options.logger ?? { info: (line) => console.log(line), error: (line) => console.error(line) },
  )
  const supabase: SupabaseClient = createClient(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  })
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // A provider's smtp:// port must upgrade to TLS (STARTTLS) before the login is sent; only the
    // local stack's receiver on this machine speaks plain SMTP. `?requireTLS=false` in SMTP_URL overrides.
    requireTLS: !isLoopbackSmtp(config.smtpUrl),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const context: TemplateContext = { siteUrl: config.siteUrl, siteName: config.siteName, oneClickUnsubscribeUrl: null }
  const oneClick = startOneClickEndpoint(config, supabase, (line) => log.error(line))
  const listening = oneClick.listening.then(
    (url) => {
      context.oneClickUnsubscribeUrl = url
      return url
    },
    (error: unknown) => {
      // Without the endpoint the e-mails still carry the unsubscribe page's link.
      log.error(`the one-click unsubscribe endpoint did not start: ${log.describe(error)}`)
      return null
    },
  )
  const outbox: Outbox = { config, supabase, transport, context, log }

  let stopped = false
  let chain: Promise<unknown> = Promise.resolve()
  function flush(): Promise<FlushResult> {
    if (stopped) return Promise.reject(new Error('The mailer is stopped'))
    const run = chain.then(() => round(outbox))
    chain = run.catch(() => undefined)
    return run
  }
  const stopPolling = (options.poll ?? true) ? poll(flush, config, log) : () => undefined
  const schedule = options.poll ?? true
  const watch = startJobLoop<WatchResult, { now?: Date }>({
    name: 'reference watch',
    schedule: schedule && config.referenceWatch.enabled,
    // The first round waits, so `npm run dev` shows the stack's lines first.
    firstDelayMs: 10_000,
    intervalMs: config.referenceWatch.intervalMs,
    run: (isStopped, input) =>
      runReferenceWatch(supabase, config.referenceWatch, { now: input?.now, stopped: isStopped }),
    describe: (result) =>
      result.checked + result.skipped > 0
        ? `${result.checked} checked, ${result.skipped} left for later, ${result.problems} problems, ${result.notified} notified`
        : null,
    log,
  })
  const citations = startJobLoop<CitationRoundResult>({
    name: 'citation formatter',
    schedule,
    firstDelayMs: 0,
    intervalMs: config.citationPollMs,
    run: (isStopped) =>
      formatDueCitations(supabase, {
        batchSize: CITATION_BATCH,
        stopped: isStopped,
        logError: (line) => log.error(line),
      }),
    describe: (result) =>
      result.formatted + result.stale + result.failed > 0
        ? `${result.formatted} reference lists formatted, ${result.stale} changed meanwhile, ${result.failed} failed`
        : null,
    log,
  })

  const audience = startJobLoop<number>({
    name: 'audience roll-up',
    schedule,
    firstDelayMs: 10_000,
    intervalMs: config.audienceRollupMs,
    run: () => rollUpAudience(supabase),
    describe: () => null,
    log,
  })

  return {
    summary: {
      supabaseUrl: config.supabaseUrl,
      smtp: describeSmtp(config.smtpUrl),
      from: config.from,
      pollMs: config.pollMs,
      batchSize: config.batchSize,
      siteUrl: config.siteUrl,
      siteName: config.siteName,
      referenceWatchMs: config.referenceWatch.enabled ? config.referenceWatch.intervalMs : null,
      citationPollMs: config.citationPollMs,
      audienceRollupMs: config.audienceRollupMs,
    },
    flush,
    checkReferences: watch.runNow,
    formatCitations: citations.runNow,
    rollUpAudience: audience.runNow,
    listening,
    async stop() {
      if (stopped) return
      stopped = true
      stopPolling()
      await watch.stop()
      await citations.stop()
      await audience.stop()
      await chain
      transport.close()
      await oneClick.close()
    },
  }
}
