// The local stack's SMTP receiver (local/supabase/mailbox/smtp-receiver.ts): what an SMTP client
// (nodemailer, as the mailer uses it) hands it ends up in the mailbox, parsed.
import nodemailer, { type SendMailOptions } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Mailbox } from '../../local/supabase/mailbox/mailbox.ts'
import { startSmtpReceiver, type SmtpReceiver } from '../../local/supabase/mailbox/smtp-receiver.ts'

let mailbox: Mailbox
let receiver: SmtpReceiver
beforeAll(async () => {
  mailbox = new Mailbox()
  receiver = await startSmtpReceiver(mailbox, { port: 0, maxMessageBytes: 20_000 })
})
afterAll(async () => {
  await receiver?.close()
})
beforeEach(() => mailbox.clear())

function send(message: SendMailOptions) {
  const transport = nodemailer.createTransport({ url: receiver.url })
  return transport.sendMail({ from: '"Blog" <no-reply@example.org>', ...message }).finally(() => transport.close())
}

describe('local SMTP receiver', () => {
  it('listens on 127.0.0.1 and files one entry per recipient with subject, text, HTML, links and the template header as type', async () => {
    expect(receiver.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    await send({
      to: 'ana@example.com, bia@example.com',
      subject: 'Convite para a equipe — ação',
      text: 'Abra https://blog.example.org/admin/convite/1?a=1&b=2.',
      html: '<p><a href="https://blog.example.org/admin/convite/1?a=1&amp;b=2">Aceitar</a> <a href="mailto:x@example.org">x</a></p>',
      headers: { 'X-Mail-Template': 'staff_invitation' },
    })
    const [ana] = mailbox.list('ana@example.com')
    expect(ana).toMatchObject({
      to: 'ana@example.com',
      subject: 'Convite para a equipe — ação',
      type: 'staff_invitation',
      links: ['https://blog.example.org/admin/convite/1?a=1&b=2'],
    })
    expect(ana.text).toContain('Abra https://blog.example.org/admin/convite/1?a=1&b=2.')
    expect(ana.html).toContain('<a href="https://blog.example.org/admin/convite/1?a=1&amp;b=2">Aceitar</a>')
    expect(mailbox.list('bia@example.com')).toHaveLength(1)
    expect(mailbox.list()).toHaveLength(2)
  })

  it('files a plain-text message without the header as type "smtp", with its links and an HTML rendering', async () => {
    await send({ to: 'carla@example.com', subject: 'Oi', text: 'Veja http://127.0.0.1:5173/blog' })
    const [carla] = mailbox.list('carla@example.com')
    expect(carla).toMatchObject({ type: 'smtp', links: ['http://127.0.0.1:5173/blog'] })
    expect(carla.html).toContain('Veja')
  })

  it('refuses a recipient in the reserved .invalid domain with 550, as a provider refuses an unknown mailbox', async () => {
    const error = await send({ to: 'ninguem@example.invalid', subject: 'x', text: 'x' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ responseCode: 550, command: 'RCPT TO' })
    expect(mailbox.list()).toEqual([])
  })

  it('refuses a message over its size limit with 552 and files nothing', async () => {
    const error = await send({ to: 'dani@example.com', subject: 'grande', text: 'x'.repeat(40_000) }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ responseCode: 552 })
    expect(mailbox.list()).toEqual([])
  })
})
