// Issue 47, the newsroom's notices in a real browser: an author sends a post for review; the editor's
// bell counts it, lists it and leads to the post, which then counts as read; the grouped e-mail reaches
// the editor's mailbox with a link to the preferences; an editor who chooses "No app" for a kind gets
// no e-mail of it (the admin still does). At 1280 and 375 px.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
  VIEWPORTS,
  type MailboxMessage,
} from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, restAsPageUser, signInAs, type StaffAccount } from './staff'

const browser = useBrowser({ resetStack: true })
let staff: Record<'admin' | 'editor' | 'author', StaffAccount>

beforeAll(async () => {
  staff = await createStaffCast()
})

/** The author sends their draft for review, as the editor's "Enviar para revisão" does (their own session). */
async function submitForReview(authorPage: Page, title: string): Promise<string> {
  const post = await insertPost(title, { author_id: staff.author.id, status: 'draft', content: '<p>Texto.</p>' })
  const response = await restAsPageUser(authorPage, `posts?id=eq.${post.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'review' }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return post.id
}

/** The mailer's round as it runs 6 minutes from now (past the 5-minute window), then the notices about `title`. */
async function emailsAfterTheWindow(title: string): Promise<MailboxMessage[]> {
  const later = new Date(Date.now() + 6 * 60_000).toISOString()
  await serviceRest('rpc/run_newsroom_jobs', { method: 'POST', body: JSON.stringify({ p_now: later }) })
  await fetch(`${inject('apiURL')}/mailbox/flush`, { method: 'POST' })
  const response = await fetch(`${inject('apiURL')}/mailbox/messages`)
  return ((await response.json()) as MailboxMessage[]).filter(
    (message) => message.type === 'staff_notifications' && (message.text ?? '').includes(`“${title}”`),
  )
}

describe.each(['desktop', 'mobile'] as const)('notifications at %s', (viewport) => {
  it('tells the editor of a post sent for review in the bell and by one e-mail, and the bell leads to the post', async () => {
    const title = `Canabidiol e sono (${viewport})`
    const author = await newPage(browser(), viewport)
    await signInAs(author, staff.author)
    const editor = await newPage(browser(), viewport)
    await signInAs(editor, staff.editor)
    const postId = await submitForReview(author, title)

    // The bell asks again when the window regains focus; a reload is the same question now.
    await editor.reload()
    const bell = editor.getByTestId('notification-bell')
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Notificações: \d+ não lidas?$/)
    await bell.click()
    const item = editor.getByRole('menuitem', {
      name: new RegExp(`Alice Autora enviou “${title.replace(/[()]/g, '\\$&')}” para revisão`),
    })
    await item.waitFor()
    expect(await hasHorizontalScroll(editor)).toBe(false)
    await screenshot(editor, `notifications-bell-${viewport}`)
    await item.click()
    await editor.waitForURL((url) => url.pathname === `/admin/posts/${postId}`)
    const [read] = (await serviceRest(
      `notifications?select=read_at&recipient_id=eq.${staff.editor.id}&post_id=eq.${postId}`,
    )) as { read_at: string | null }[]
    expect(read.read_at).not.toBeNull()

    const mails = await emailsAfterTheWindow(title)
    const toEditor = mails.filter((mail) => mail.to === staff.editor.email)
    expect(toEditor).toHaveLength(0) // read in the app before the window closed: no e-mail
    const toAdmin = mails.find((mail) => mail.to === staff.admin.email)
    expect(toAdmin?.subject).toBe(`Alice Autora enviou “${title}” para revisão`)
    expect(toAdmin?.links).toContain(`${new URL(editor.url()).origin}/admin/notificacoes#preferencias`)
    expect(mails.some((mail) => mail.to === staff.author.email)).toBe(false) // nobody is told of their own act
    await author.context().close()
    await editor.context().close()
  })

  it('sends no e-mail of a kind the person chose to see only in the app, and keeps the choice', async () => {
    const admin = await newPage(browser(), viewport)
    await signInAs(admin, staff.admin, '/admin/notificacoes')
    await admin.locator('#preferencias').scrollIntoViewIfNeeded()
    await admin.getByRole('combobox', { name: 'Post enviado para revisão' }).click()
    await admin.getByRole('option', { name: 'No app', exact: true }).click()
    await expect
      .poll(async () => serviceRest(`notification_preferences?select=delivery&profile_id=eq.${staff.admin.id}`))
      .toEqual([{ delivery: 'app' }])
    await admin.reload()
    await expect
      .poll(() => admin.getByRole('combobox', { name: 'Post enviado para revisão' }).innerText())
      .toBe('No app')
    expect(await hasHorizontalScroll(admin)).toBe(false)
    await screenshot(admin, `notifications-page-${viewport}`)

    const author = await newPage(browser(), viewport)
    await signInAs(author, staff.author)
    const title = `Dor crônica e CBD (${viewport})`
    await submitForReview(author, title)
    const mails = await emailsAfterTheWindow(title)
    expect(mails.find((mail) => mail.to === staff.editor.email)?.subject).toBe(
      `Alice Autora enviou “${title}” para revisão`,
    )
    expect(mails.some((mail) => mail.to === staff.admin.email)).toBe(false)

    // Still in the admin's bell: "No app" only leaves the e-mail out.
    await admin.reload()
    await admin.getByTestId('notification-bell').click()
    await admin.getByRole('menuitem', { name: new RegExp(`enviou “${title.replace(/[()]/g, '\\$&')}”`) }).waitFor()
    // Read in the app, it is never e-mailed, whatever the preference becomes.
    await admin.getByRole('menu').getByRole('button', { name: 'Marcar todas como lidas' }).click()
    await expect.poll(() => admin.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notificações')
    await serviceRest(`notification_preferences?profile_id=eq.${staff.admin.id}`, { method: 'DELETE' })
    await admin.context().close()
    await author.context().close()
  })
})

it('keeps the header on one line at 375 px with the bell beside the user', async () => {
  const page = await newPage(browser(), 'mobile')
  await signInAs(page, staff.author)
  const header = await page.locator('header').boundingBox()
  expect(header?.height).toBeLessThanOrEqual(65)
  expect(header?.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width)
  await page.getByTestId('notification-bell').waitFor()
  await page.context().close()
})
