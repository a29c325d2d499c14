// Starts the mailer (mailer/) in-process for a startTestStack() stack: the stack's service-role key
// and SMTP receiver, a short poll, an explicit `env` so a developer's SMTP_URL or MAIL_FROM cannot
// change what the tests send, and its log lines kept for assertions instead of printed.
import { startMailer, type Mailer, type MailerOptions } from '../../mailer/mailer.ts'
import type { TestStack } from './local-stack.ts'

export interface TestMailer extends Mailer {
  /** Every line the mailer logged, in order. */
  logs: string[]
}

export const TEST_SITE_URL = 'http://127.0.0.1:5173'

export function startTestMailer(t: TestStack, options: Omit<MailerOptions, 'env' | 'logger'> = {}): TestMailer {
  const logs: string[] = []
  const mailer = startMailer({
    supabaseUrl: t.url,
    serviceRoleKey: t.serviceKey,
    smtpUrl: t.stack.smtpUrl,
    from: '"Cannabis Medicinal" <no-reply@example.org>',
    siteUrl: TEST_SITE_URL,
    siteName: 'Cannabis Medicinal',
    pollMs: 100,
    // Off unless a test turns it on: it would ask the network about the posts' references.
    referenceWatch: { enabled: false },
    ...options,
    env: {},
    logger: { info: (line) => logs.push(line), error: (line) => logs.push(line) },
  })
  return { ...mailer, logs }
}
