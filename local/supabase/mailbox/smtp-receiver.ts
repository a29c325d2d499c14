// The local stand-in for an SMTP provider: the mailer service (mailer/) sends through it, and every
// message lands in the same in-memory Mailbox as Auth's e-mails, so `/mailbox` and
// `GET /mailbox/messages?to=` show invitations exactly like confirmation links.
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer, type SMTPServerError } from 'smtp-server'
import type { Mailbox } from './mailbox.ts'

export interface SmtpReceiverOptions {
  /** 0 = any free port. */
  port: number
  /** Default 127.0.0.1: the receiver is for this machine only. */
  host?: string
  /** Largest message accepted (default 10 MB); larger ones are refused with 552. */
  maxMessageBytes?: number
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to for the mailer. */
  url: string
  port: number
  close(): Promise<void>
}

/** Thrown when the SMTP port is taken (the start scripts print it and exit). */
export class SmtpPortInUseError extends Error {
  constructor(
    readonly port: number,
    host: string,
  ) {
    super(
      `SMTP port ${port} on ${host} is already in use — is the local stack already running (npm run dev / npm run local)? ` +
        `Stop it, or choose another port with LOCAL_SMTP_PORT=<port>.`,
    )
    this.name = 'SmtpPortInUseError'
  }
}

export const DEFAULT_SMTP_MAX_MESSAGE_BYTES = 10 * 1024 * 1024

/** The header the mailer names its template in; it becomes the mailbox entry's `type`. */
export const TEMPLATE_HEADER = 'x-mail-template'

/**
 * Addresses in the reserved `.invalid` top-level domain (RFC 2606) are refused with 550, as a real
 * provider refuses a mailbox that does not exist: that is how the mailer's permanent-failure path
 * is tried locally.
 */
export function isUndeliverable(address: string): boolean {
  return /\.invalid$/i.test(address.trim().split('@').pop() ?? '')
}

function smtpError(responseCode: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode })
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Every http(s) link of a message, anchors first, then bare URLs of the text part; no duplicates. */
export function linksIn(html: string, text: string): string[] {
  const links = new Set<string>()
  for (const match of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const href = decodeEntities((match[1] ?? match[2]).trim())
    if (/^https?:\/\//i.test(href)) links.add(href)
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) links.add(match[0].replace(/[.,;:!?]+$/, ''))
  return [...links]
}

function templateOf(mail: ParsedMail): string {
  const value = mail.headers.get(TEMPLATE_HEADER)
  return typeof value === 'string' && /^[a-z][a-z_]{0,62}$/.test(value.trim()) ? value.trim() : 'smtp'
}

/** One mailbox entry per recipient of a parsed message. */
function fileMessage(mailbox: Mailbox, mail: ParsedMail, recipients: string[]): void {
  const html = typeof mail.html === 'string' ? mail.html : (mail.textAsHtml ?? '')
  const text = mail.text ?? ''
  const links = linksIn(html, text)
  const type = templateOf(mail)
  // The unsubscribe headers (RFC 2369, RFC 8058) as sent, for the newsletter's tests.
  const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '')
  const listUnsubscribe = { url: header('list-unsubscribe'), post: header('list-unsubscribe-post') }
  for (const to of recipients) {
    mailbox.send({
      to,
      subject: mail.subject ?? '',
      text,
      html,
      links,
      type,
      ...(listUnsubscribe.url ? { listUnsubscribe } : {}),
    })
  }
}

/**
 * Starts an SMTP server on 127.0.0.1 that needs no TLS and takes any login (or none), parses each
 * message with mailparser and files one mailbox entry per accepted recipient.
 */
export async function startSmtpReceiver(mailbox: Mailbox, options: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const host = options.host ?? '127.0.0.1'
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_SMTP_MAX_MESSAGE_BYTES

  const server = new SMTPServer({
    name: 'localhost',
    banner: 'local mailbox (development only)',
    // Plain SMTP on this machine: no certificate to trust, and a login in SMTP_URL is accepted as is.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    size: maxMessageBytes,
    logger: false,
    // Tests close the stack after every file; a connection left open must not hold that for 30 s.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' })
    },
    onRcptTo(address, _session, callback) {
      if (isUndeliverable(address.address)) {
        callback(
          smtpError(
            550,
            `5.1.1 <${address.address}>: Recipient address rejected: the .invalid domain never receives mail`,
          ),
        )
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (stream.sizeExceeded) {
            callback(smtpError(552, `5.3.4 Message exceeds the local limit of ${maxMessageBytes} bytes`))
            return
          }
          fileMessage(
            mailbox,
            mail,
            session.envelope.rcptTo.map((recipient) => recipient.address),
          )
          callback()
        },
        (error: unknown) => callback(smtpError(451, `4.3.0 Could not parse the message: ${String(error)}`)),
      )
    },
  })

  const port = await new Promise<number>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new SmtpPortInUseError(options.port, host) : error)
    }
    server.once('error', onError)
    const listener = server.listen(options.port, host, () => {
      server.off('error', onError)
      resolve((listener.address() as AddressInfo).port)
    })
  })
  // A client that misbehaves must not take the whole local stack down.
  server.on('error', (error) => console.error('[local-smtp]', error))

  return {
    url: `smtp://${host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
