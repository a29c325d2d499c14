import { randomUUID } from 'node:crypto'

/** One e-mail that auth "sent". Kept in memory: like the Supabase CLI's inbox, it is a dev aid. */
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
  /** Which auth flow sent it: signup, recovery, magiclink, email_change, invite. */
  type: string
  created_at: string
}

export class Mailbox {
  private messages: MailMessage[] = []

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
}
