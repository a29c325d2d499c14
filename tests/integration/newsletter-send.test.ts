// A post by e-mail end to end: an editor's request through the real supabase-js, the mailer sending
// one e-mail per confirmed subscriber over SMTP with the RFC 8058 headers, the one-click POST of a
// mail client unsubscribing at once, a restart in the middle of a send, and a second send refused.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail, type SignedInUser } from '../utils/local-stack.ts'
import { startTestMailer, TEST_SITE_URL, type TestMailer } from '../utils/mailer-test-env.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let editor: SignedInUser
const mailers: TestMailer[] = []
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()))
})
const mailer = (options: Parameters<typeof startTestMailer>[1] = {}) => {
  const started = startTestMailer(t(), { poll: false, httpPort: 0, ...options })
  mailers.push(started)
  return started
}

const db = () => t().stack.ctx.db

async function confirmedSubscribers(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, () => uniqueEmail('assinante'))
  for (const email of emails) {
    await db().query(
      `insert into public.newsletter_subscribers (email, status, consent_version, confirmed_at) values ($1, 'confirmed', '2026-11-v1', now())`,
      [email],
    )
  }
  return emails
}

async function publishedPost(title: string): Promise<{ id: string; slug: string }> {
  const slug = `envio-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const { rows } = await db().query<{ id: string }>(
    `insert into public.posts (title, slug, content, excerpt, status, published_at, author_id, image)
     values ($1, $2, '<p>Texto.</p>', 'O resumo do post.', 'published', now(), $3, '/seed-images/capa.jpg') returning id`,
    [title, slug, editor.userId],
  )
  return { id: rows[0].id, slug }
}

beforeAll(async () => {
  await t().signUpUser() // the first account: admin
  editor = await t().signUpUser({ role: 'editor' })
})

describe('sending a post to the subscribers', () => {
  it('e-mails each confirmed subscriber once, with the article link, the cover and both unsubscribe headers; the one-click POST unsubscribes', async () => {
    const [first, second] = await confirmedSubscribers(2)
    const post = await publishedPost('Canabidiol e ansiedade')
    const { error } = await editor.client.rpc('request_newsletter_send', { p_post: post.id })
    expect(error).toBeNull()

    const running = mailer()
    const oneClick = await running.listening
    expect(oneClick).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe$/)
    await running.flush()
    const [mail] = await t().mailbox(first)
    expect(mail).toMatchObject({ type: 'newsletter_post', subject: 'Canabidiol e ansiedade' })
    expect(mail.links).toContain(
      `${TEST_SITE_URL}/blog/post/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`,
    )
    expect(mail.html).toContain(`src="${TEST_SITE_URL}/seed-images/capa.jpg"`)
    expect(mail.text).toContain('O resumo do post.')
    expect(mail.links.some((href) => href.startsWith(`${TEST_SITE_URL}/newsletter/descadastrar?token=`))).toBe(true)
    expect(mail.listUnsubscribe?.post).toBe('List-Unsubscribe=One-Click')
    const url = /^<(.+)>$/.exec(mail.listUnsubscribe?.url ?? '')?.[1]
    expect(url?.startsWith(`${oneClick}?token=`)).toBe(true)
    expect(await t().mailbox(second)).toHaveLength(1)

    // What Gmail does: POST the header's URL with this body, no cookie, no key.
    const response = await fetch(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    const { rows } = await db().query<{ status: string }>(
      'select status from public.newsletter_subscribers where email = $1',
      [first],
    )
    expect(rows).toEqual([{ status: 'unsubscribed' }])
    const tampered = await fetch(url!.replace(/.{4}$/, 'AAAA'), { method: 'POST', body: 'List-Unsubscribe=One-Click' })
    expect(tampered.status).toBe(400)
  })

  it('survives a restart in the middle: nobody gets the post twice, nobody is skipped', async () => {
    const emails = await confirmedSubscribers(7)
    const post = await publishedPost('Envio interrompido')
    expect((await editor.client.rpc('request_newsletter_send', { p_post: post.id })).error).toBeNull()
    await mailer({ batchSize: 3 }).flush() // the first batch goes out, then the mailer "dies"
    await Promise.all(mailers.splice(0).map((m) => m.stop()))
    const restarted = mailer({ batchSize: 3 })
    for (let round = 0; round < 5; round++) await restarted.flush()
    for (const email of emails) {
      const received = (await t().mailbox(email)).filter((m) => m.subject === 'Envio interrompido')
      expect(received, email).toHaveLength(1)
    }
  })

  it('refuses a second send of the same post with already_sent', async () => {
    const post = await publishedPost('Só uma vez')
    expect((await editor.client.rpc('request_newsletter_send', { p_post: post.id })).error).toBeNull()
    const again = await editor.client.rpc('request_newsletter_send', { p_post: post.id })
    expect(again.error).toMatchObject({ code: '23505', hint: 'already_sent' })
  })
})
