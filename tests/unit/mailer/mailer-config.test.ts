// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { resolveMailerConfig } from '../../../mailer/config'
import { isPermanentFailure } from '../../../mailer/mailer'
import { TemplateError } from '../../../mailer/templates/template-error'
import { LOCAL_SERVICE_ROLE_KEY } from '../../../local/keys'

describe('mailer settings', () => {
  it('defaults to the local stack, its SMTP receiver and the local service-role key', () => {
    expect(resolveMailerConfig({ env: {} })).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      smtpUrl: 'smtp://127.0.0.1:54325',
      from: '"Cannabis Medicinal" <no-reply@localhost>',
      pollMs: 5000,
      citationPollMs: 2000,
      audienceRollupMs: 600_000,
      batchSize: 10,
      siteUrl: 'http://127.0.0.1:5173',
      siteName: 'Cannabis Medicinal',
      httpPort: null,
      publicUrl: null,
      referenceWatch: {
        enabled: true,
        mailto: null,
        crossrefUrl: 'https://api.crossref.org',
        doiResolverUrl: 'https://doi.org',
        pubmedUrl: 'https://pubmed.ncbi.nlm.nih.gov',
        intervalMs: 3_600_000,
        batchSize: 50,
        concurrency: 2,
        timeoutMs: 15_000,
        hostDelayMs: 1000,
      },
    })
  })

  it('rolls the audience up every AUDIENCE_ROLLUP_MS, and refuses a value that is not a number of ms', () => {
    expect(resolveMailerConfig({ env: { AUDIENCE_ROLLUP_MS: '60000' } }).audienceRollupMs).toBe(60_000)
    expect(resolveMailerConfig({ env: {}, audienceRollupMs: 500 }).audienceRollupMs).toBe(500)
    expect(() => resolveMailerConfig({ env: { AUDIENCE_ROLLUP_MS: 'dez minutos' } })).toThrow(/AUDIENCE_ROLLUP_MS/)
  })

  it('runs the reference watch for a hosted project only when REFERENCE_WATCH=on, with a contact for Crossref', () => {
    const hosted = {
      MAILER_SUPABASE_URL: 'https://abc.supabase.co',
      MAILER_SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      SMTP_URL: 'smtp://resend:re_123@smtp.resend.com:587',
      MAIL_FROM: 'no-reply@blog.example.org',
      SITE_URL: 'https://blog.example.org',
    }
    expect(resolveMailerConfig({ env: hosted }).referenceWatch.enabled).toBe(false)
    expect(() => resolveMailerConfig({ env: { ...hosted, REFERENCE_WATCH: 'on' } })).toThrow(
      /REFERENCE_WATCH_MAILTO is required/,
    )
    expect(
      resolveMailerConfig({ env: { ...hosted, REFERENCE_WATCH: 'on', REFERENCE_WATCH_MAILTO: 'equipe@example.org' } })
        .referenceWatch,
    ).toMatchObject({ enabled: true, mailto: 'equipe@example.org' })
    expect(resolveMailerConfig({ env: { REFERENCE_WATCH: 'off' } }).referenceWatch.enabled).toBe(false)
    expect(() => resolveMailerConfig({ env: { REFERENCE_WATCH: 'yes' } })).toThrow(/REFERENCE_WATCH must be/)
    expect(
      resolveMailerConfig({ env: { REFERENCE_WATCH_CROSSREF_URL: 'http://127.0.0.1:9999/' } }).referenceWatch
        .crossrefUrl,
    ).toBe('http://127.0.0.1:9999')
  })

  it('opens the one-click unsubscribe endpoint only when asked, on MAILER_HTTP_PORT, published under MAILER_PUBLIC_URL', () => {
    expect(
      resolveMailerConfig({ env: { MAILER_HTTP_PORT: '54326', MAILER_PUBLIC_URL: 'https://mailer.example.org' } }),
    ).toMatchObject({
      httpPort: 54326,
      publicUrl: 'https://mailer.example.org',
    })
    expect(() => resolveMailerConfig({ env: { MAILER_HTTP_PORT: '99999' } })).toThrow(
      /MAILER_HTTP_PORT must be a whole number/,
    )
  })

  it('finds the local stack on LOCAL_API_PORT when MAILER_SUPABASE_URL is unset', () => {
    expect(resolveMailerConfig({ env: { LOCAL_API_PORT: '57111', LOCAL_SMTP_PORT: '57112' } })).toMatchObject({
      supabaseUrl: 'http://127.0.0.1:57111',
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      smtpUrl: 'smtp://127.0.0.1:57112',
    })
    expect(
      resolveMailerConfig({ env: { LOCAL_API_PORT: '57111', MAILER_SUPABASE_URL: 'http://127.0.0.1:54321' } })
        .supabaseUrl,
    ).toBe('http://127.0.0.1:54321')
  })

  it('points the links at the app on APP_PORT against the local stack, unless SITE_URL is set', () => {
    expect(resolveMailerConfig({ env: { APP_PORT: '5180' } }).siteUrl).toBe('http://127.0.0.1:5180')
    expect(resolveMailerConfig({ env: { APP_PORT: ' ' } }).siteUrl).toBe('http://127.0.0.1:5173')
    expect(resolveMailerConfig({ env: { APP_PORT: '5180', SITE_URL: 'http://localhost:4173' } }).siteUrl).toBe(
      'http://localhost:4173',
    )
    expect(() => resolveMailerConfig({ env: { APP_PORT: '0' } })).toThrow(/APP_PORT must be a whole number from 1/)
    // A hosted project keeps needing SITE_URL: APP_PORT is the dev server's, never the public address.
    const hosted = {
      MAILER_SUPABASE_URL: 'https://abc.supabase.co',
      MAILER_SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      SMTP_URL: 'smtp://resend:re_123@smtp.resend.com:587',
      MAIL_FROM: 'no-reply@blog.example.org',
      APP_PORT: '5180',
    }
    expect(() => resolveMailerConfig({ env: hosted })).toThrow(/SITE_URL is required/)
  })

  it('never hands the local demo key to a hosted project, and asks for what a hosted setup needs', () => {
    const hosted = { MAILER_SUPABASE_URL: 'https://abc.supabase.co' }
    expect(() => resolveMailerConfig({ env: hosted })).toThrow(/MAILER_SUPABASE_SERVICE_ROLE_KEY is required/)
    const withKey = { ...hosted, MAILER_SUPABASE_SERVICE_ROLE_KEY: 'service-key' }
    expect(() => resolveMailerConfig({ env: withKey })).toThrow(/SMTP_URL is required/)
    const withSmtp = { ...withKey, SMTP_URL: 'smtp://resend:re_123@smtp.resend.com:587' }
    expect(() => resolveMailerConfig({ env: withSmtp })).toThrow(/MAIL_FROM is required/)
    const withFrom = { ...withSmtp, MAIL_FROM: '"Cannabis Medicinal" <no-reply@blog.example.org>' }
    expect(() => resolveMailerConfig({ env: withFrom })).toThrow(/SITE_URL is required/)
    expect(
      resolveMailerConfig({ env: { ...withFrom, SITE_URL: 'https://blog.example.org/', MAILER_POLL_MS: '2000' } }),
    ).toMatchObject({
      serviceRoleKey: 'service-key',
      siteUrl: 'https://blog.example.org',
      pollMs: 2000,
    })
  })

  it('refuses a malformed SMTP_URL without repeating the password in its message', () => {
    expect(() => resolveMailerConfig({ env: { SMTP_URL: 'smtp//user:segredo-123@host' } })).toThrow(/SMTP_URL must/)
    expect(() => resolveMailerConfig({ env: { SMTP_URL: 'smtp//user:segredo-123@host' } })).not.toThrow(/segredo-123/)
    expect(() => resolveMailerConfig({ env: { SMTP_URL: 'http://user:segredo-123@host' } })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    )
    expect(() => resolveMailerConfig({ env: { MAILER_POLL_MS: 'soon' } })).toThrow(/MAILER_POLL_MS/)
  })
})

describe('which failures are permanent', () => {
  it('a recipient refused with a 5xx reply, or a message no template can render', () => {
    expect(
      isPermanentFailure(Object.assign(new Error('550 5.1.1 no such user'), { responseCode: 550, command: 'RCPT TO' })),
    ).toBe(true)
    expect(isPermanentFailure(new TemplateError('Unknown e-mail template "x"'))).toBe(true)
  })

  it('not a busy mailbox (4xx), a refused login, a rejected message body or a connection error: those are retried', () => {
    expect(
      isPermanentFailure(Object.assign(new Error('452 mailbox full'), { responseCode: 452, command: 'RCPT TO' })),
    ).toBe(false)
    expect(
      isPermanentFailure(Object.assign(new Error('535 bad login'), { responseCode: 535, command: 'AUTH PLAIN' })),
    ).toBe(false)
    expect(isPermanentFailure(Object.assign(new Error('554 try later'), { responseCode: 554, command: 'DATA' }))).toBe(
      false,
    )
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false)
    expect(isPermanentFailure(undefined)).toBe(false)
  })
})
