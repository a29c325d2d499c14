import { randomUUID } from 'node:crypto'

/**
 * One e-mail that Auth "sent", or that arrived over SMTP from the mailer service. Kept in memory:
 * like the Supabase CLI's inbox, it is a dev aid.
 */
export interface MailMessage {
  id: string
  to: string
  subject: string
  /** Plain-text body. */
  text: string
  /** HTML body (links are real anchors). */
  html: string
  /** Every link in the message, so tests can follow them without parsing HTML. */
  links: string[]
  /**
   * Which auth flow sent it (signup, recovery, magiclink, email_change, invite), or the mailer's
   * template (`staff_invitation`, from its X-Mail-Template header; `smtp` when a message has none).
   */
  type: string
  /** The List-Unsubscribe and List-Unsubscribe-Post headers, when the message has them. */
  listUnsubscribe?: { url?: string; post?: string }
  created_at: string
}

export class Mailbox {
  private messages: MailMessage[] = []
  private flusher: (() => Promise<unknown>) | null = null

  send(message: Omit<MailMessage, 'id' | 'created_at'>): MailMessage {
    const stored = { ...message, id: randomUUID(), created_at: new Date().toISOString() }
    this.messages.push(stored)
    return stored
  }

  /** Newest first, optionally only those addressed to `to` (case-insensitive). */
  list(to?: string): MailMessage[] {
    const wanted = to?.toLowerCase()
    return this.messages.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse()
  }

  clear(): void {
    this.messages = []
  }

  /**
   * Lets `POST /mailbox/flush` run one send round of the mailer attached to this stack (`npm run dev`,
   * the browser tests), so a queued e-mail shows at once instead of at the next poll.
   */
  attachFlusher(flush: (() => Promise<unknown>) | null): void {
    this.flusher = flush
  }

  /** The attached mailer's round result, or `undefined` when no mailer is attached. */
  async flush(): Promise<unknown> {
    return this.flusher ? await this.flusher() : undefined
  }

  get hasFlusher(): boolean {
    return this.flusher !== null
  }
}
