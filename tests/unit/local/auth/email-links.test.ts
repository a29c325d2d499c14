/** @vitest-environment node */
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveRedirect, sendAuthEmail, tokenHash } from '../../../../local/supabase/auth/email-links.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

const otpValue = vi.hoisted(() => ({ next: 42 }))
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  return { ...actual, randomInt: vi.fn(() => otpValue.next) }
})

beforeEach(() => {
  otpValue.next = 42
})

describe('tokenHash', () => {
  it('is the hex SHA-224 of the lower-cased e-mail followed by the OTP', () => {
    const expected = createHash('sha224').update('maria@example.com123456').digest('hex')
    expect(tokenHash('Maria@Example.com', '123456')).toBe(expected)
    expect(tokenHash('maria@example.com', '123456')).toHaveLength(56)
  })
})

describe('resolveRedirect', () => {
  const { deps } = fakeDeps({ siteUrl: 'https://blog.example.com/inicio' })

  it('uses the site URL when nothing is asked for', () => {
    expect(resolveRedirect(deps, null)).toBe('https://blog.example.com/inicio')
    expect(resolveRedirect(deps, undefined)).toBe('https://blog.example.com/inicio')
    expect(resolveRedirect(deps, '')).toBe('https://blog.example.com/inicio')
  })

  it('allows pages on this machine, on any port and either protocol', () => {
    expect(resolveRedirect(deps, 'http://localhost:5173/conta?x=1#y')).toBe('http://localhost:5173/conta?x=1#y')
    expect(resolveRedirect(deps, 'https://127.0.0.1:4173/a')).toBe('https://127.0.0.1:4173/a')
    expect(resolveRedirect(deps, 'http://[::1]:5173/a')).toBe('http://[::1]:5173/a')
  })

  it('allows other pages of the site URL’s origin, normalised', () => {
    expect(resolveRedirect(deps, 'https://blog.example.com/redefinir')).toBe('https://blog.example.com/redefinir')
    expect(resolveRedirect(deps, 'https://BLOG.example.com')).toBe('https://blog.example.com/')
  })

  it('falls back to the site URL for other hosts, other protocols and non-URLs', () => {
    for (const requested of [
      'https://evil.example/phish',
      'http://blog.example.com/redefinir',
      'https://blog.example.com:8443/x',
      'javascript:alert(1)',
      'ftp://localhost/x',
      'data:text/html,hi',
      '/relative/path',
      'not a url',
    ]) {
      expect(resolveRedirect(deps, requested), requested).toBe('https://blog.example.com/inicio')
    }
  })

  it('falls back to the site URL when the site URL itself is a local page and the request is foreign', () => {
    const local = fakeDeps().deps
    expect(resolveRedirect(local, 'https://evil.example/')).toBe('http://127.0.0.1:5173')
  })
})

describe('sendAuthEmail', () => {
  it('stores the confirmation token for a signup and e-mails the link and the code', async () => {
    const { deps, db } = fakeDeps()
    const user = userRow({ email: 'Maria@Example.com' })
    const hash = await sendAuthEmail(deps, user, 'signup', 'http://localhost:5173/bem-vindo')
    expect(hash).toBe(tokenHash('Maria@Example.com', '000042'))
    expect(db.queries).toEqual([
      {
        sql: 'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1',
        params: [USER_ID, hash],
      },
    ])
    const [mail] = deps.mailbox.list()
    const href = `http://127.0.0.1:54321/auth/v1/verify?token=${hash}&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fbem-vindo`
    expect(mail).toMatchObject({
      to: 'Maria@Example.com',
      subject: 'Confirme seu cadastro',
      type: 'signup',
      text: `Siga este link para confirmar seu e-mail:\n${href}\n\nOu use o código: 000042`,
      html: `<h2>Confirme seu cadastro</h2><p>Siga este link para confirmar seu e-mail:</p><p><a href="${href.replace(/&/g, '&amp;')}">Confirme seu cadastro</a></p><p>Ou use o código: <code>000042</code></p>`,
      links: [href],
    })
    expect(deps.pkce.isPkce(hash)).toBe(false)
  })

  it('uses the recovery column for recovery and magic links, the confirmation one for invites', async () => {
    const cases = [
      ['recovery', 'recovery', 'Redefina sua senha', 'Siga este link para redefinir a senha da sua conta:'],
      ['magiclink', 'recovery', 'Seu link de acesso', 'Siga este link para entrar:'],
      ['invite', 'confirmation', 'Você foi convidado', 'Siga este link para aceitar o convite:'],
    ] as const
    for (const [type, column, subject, action] of cases) {
      const { deps, db } = fakeDeps()
      await sendAuthEmail(deps, userRow(), type, 'http://localhost:5173/')
      expect(db.queries[0].sql, type).toBe(
        `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
      )
      const [mail] = deps.mailbox.list()
      expect(mail.subject, type).toBe(subject)
      expect(mail.type, type).toBe(type)
      expect(mail.text.startsWith(`${action}\n`), type).toBe(true)
      expect(mail.html, type).toContain(`<h2>${subject}</h2><p>${action}</p>`)
    }
  })

  it('pads the code to six digits and keeps six-digit codes as they are', async () => {
    otpValue.next = 987654
    const { deps } = fakeDeps()
    const hash = await sendAuthEmail(deps, userRow(), 'magiclink', 'http://localhost:5173/')
    expect(hash).toBe(tokenHash('maria@example.com', '987654'))
    expect(deps.mailbox.list()[0].text).toMatch(/Ou use o código: 987654$/)
    const { randomInt } = await import('node:crypto')
    expect(randomInt).toHaveBeenLastCalledWith(0, 1_000_000)
  })

  it('starts a PKCE flow keyed by the hash and marks the link with pkce_', async () => {
    const { deps } = fakeDeps()
    const hash = await sendAuthEmail(deps, userRow(), 'recovery', 'http://localhost:5173/', {
      challenge: 'plain-challenge',
      method: 'plain',
    })
    expect(deps.pkce.isPkce(hash)).toBe(true)
    const link = new URL(deps.mailbox.list()[0].links[0])
    expect(link.searchParams.get('token')).toBe(`pkce_${hash}`)
    const code = deps.pkce.issueCode(hash, USER_ID)
    expect(deps.pkce.exchange(code, 'plain-challenge')).toEqual({ userId: USER_ID, type: 'recovery' })
  })

  it('escapes quotes in the link of the HTML body', async () => {
    const { deps } = fakeDeps()
    await sendAuthEmail(deps, userRow(), 'signup', 'http://localhost:5173/"x"')
    const [mail] = deps.mailbox.list()
    expect(mail.links[0]).toContain('%22x%22')
    expect(mail.html).not.toMatch(/href="[^"]*"x/)
  })

  it('is rate-limited per address before anything is stored', async () => {
    const { deps, db } = fakeDeps()
    await sendAuthEmail(deps, userRow(), 'signup', 'http://localhost:5173/')
    await expect(sendAuthEmail(deps, userRow(), 'signup', 'http://localhost:5173/')).rejects.toMatchObject({
      code: 'over_email_send_rate_limit',
    })
    expect(db.queries).toHaveLength(1)
    expect(deps.mailbox.list()).toHaveLength(1)
  })

  it('sends to "" for a user without an e-mail', async () => {
    const { deps } = fakeDeps()
    const hash = await sendAuthEmail(deps, userRow({ email: null }), 'signup', 'http://localhost:5173/')
    expect(hash).toBe(tokenHash('', '000042'))
    expect(deps.mailbox.list()[0].to).toBe('')
  })
})
