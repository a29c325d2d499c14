// Issue 47, the newsroom's whole loop in a real browser, at 1280 and at 375 px: the author sends a draft
// for review; the editor gets the bell and the e-mail, anchors two notes and returns the post; the
// author, led by the bell, finds the notes at their text, resolves one, answers the other mentioning the
// editor and sends the post again; the editor schedules it and moves it to Thursday 09:00 in the
// calendar; when it goes live the author is told.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { scheduleToIso } from '@/features/posts/utils/schedule-time'
import { brasiliaToday, nextDay } from '@/lib/brasilia-time'
import { newPage, serviceRest, useBrowser, type MailboxMessage } from './fixtures'
import { chip, dayCell, drag, moveWithTheKeyboard, openCalendar } from './calendar'
import { addNote, highlights, thread } from './notes'
import { insertPost } from './posts'
import { createStaffCast, restAsPageUser, signInAs, type StaffAccount } from './staff'

const FIRST = 'os efeitos adversos mais comuns foram sonolência e diarreia'
const SECOND = 'a dose foi ajustada pelo médico em cada consulta'
const CONTENT =
  '<p>O canabidiol reduziu as crises em crianças com síndrome de Dravet.</p>' +
  `<p>No acompanhamento, ${FIRST}, em geral leves.</p>` +
  `<p>Ao longo de um ano, ${SECOND} de acompanhamento.</p>`

const browser = useBrowser({ resetStack: true })
let staff: Record<'admin' | 'editor' | 'author', StaffAccount>

beforeAll(async () => {
  staff = await createStaffCast()
})

/** The next Thursday after today, in Brasília ("2026-12-03"). */
function nextThursday(): string {
  const day = new Date(`${brasiliaToday()}T12:00:00Z`)
  do day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() !== 4)
  return day.toISOString().slice(0, 10)
}

/** The mailer's round as it would run `minutes` from now, then the newsroom's e-mails to `to`. */
async function newsroomMailAfter(minutes: number, to: string): Promise<MailboxMessage[]> {
  const later = new Date(Date.now() + minutes * 60_000).toISOString()
  await serviceRest('rpc/run_newsroom_jobs', { method: 'POST', body: JSON.stringify({ p_now: later }) })
  await fetch(`${inject('apiURL')}/mailbox/flush`, { method: 'POST' })
  const response = await fetch(`${inject('apiURL')}/mailbox/messages?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as MailboxMessage[]).filter((message) => message.type === 'staff_notifications')
}

/** Opens the bell and follows the notice that says `text`. */
async function followBell(page: Page, text: string) {
  await page.reload()
  await page.getByTestId('notification-bell').click()
  await page.getByRole('menuitem', { name: new RegExp(text.replace(/[()“”?]/g, '.')) }).click()
}

const statusOf = async (id: string) =>
  ((await serviceRest(`posts?select=status,published_at&id=eq.${id}`)) as { status: string; published_at: string }[])[0]

describe.each(['desktop', 'mobile'] as const)('the newsroom at %s', (viewport) => {
  it('takes a post from the author to the editor and back, to the calendar and live, telling each person', async () => {
    const title = `Canabidiol na síndrome de Dravet (${viewport})`
    const post = await insertPost(title, { status: 'draft', author_id: staff.author.id, content: CONTENT })
    const author = await newPage(browser(), viewport)
    const editor = await newPage(browser(), viewport)

    // 1. The author sends the draft for review from the editor.
    await signInAs(author, staff.author, `/admin/posts/${post.id}`)
    await author.getByRole('button', { name: 'Enviar para revisão' }).click()
    await expect.poll(async () => (await statusOf(post.id)).status).toBe('review')

    // 2. The editor: one e-mail, and the bell leads to the post.
    const mail = await newsroomMailAfter(6, staff.editor.email)
    // One e-mail for what came in the window (at 375 px, with what the 1280 px run left unread).
    expect(mail.some((message) => message.text?.includes(`Alice Autora enviou “${title}” para revisão.`))).toBe(true)
    await signInAs(editor, staff.editor)
    await followBell(editor, `Alice Autora enviou “${title}” para revisão`)
    await editor.waitForURL((url) => url.pathname === `/admin/posts/${post.id}`)

    // 3. Two anchored notes, and the post back to its author with a note.
    await addNote(editor, FIRST, 'Cite a frequência de cada efeito, com a fonte.', 'button')
    await addNote(editor, SECOND, 'Quem decide a dose é o médico: deixe isso claro.', 'shortcut')
    await editor.getByRole('button', { name: 'Devolver ao autor' }).click()
    const dialog = editor.getByRole('dialog', { name: 'Devolver ao autor' })
    await dialog.getByLabel('Nota para o autor').fill('Faltam as fontes; veja as notas no texto.')
    await dialog.getByRole('button', { name: 'Devolver ao autor' }).click()
    await expect.poll(async () => (await statusOf(post.id)).status).toBe('draft')

    // 4. The author, led by the bell: the notes at their text; one resolved, one answered with a mention.
    await author.goto('/admin')
    await followBell(author, `Edu Editor devolveu “${title}” com uma nota`)
    await expect.poll(() => highlights(author)).toEqual([FIRST, SECOND])
    await thread(author, FIRST).getByRole('button', { name: 'Resolver' }).click()
    await expect.poll(() => highlights(author)).toEqual([SECOND])
    const second = thread(author, SECOND)
    await second.getByRole('button', { name: 'Responder' }).click()
    await second.getByRole('combobox', { name: 'Responder' }).pressSequentially('Reescrevi o trecho. @Edu')
    await author.getByRole('option', { name: staff.editor.name }).click()
    await second.getByRole('group', { name: 'Responder' }).getByRole('button', { name: 'Responder' }).click()
    await second.getByText(`Reescrevi o trecho. @${staff.editor.name}`).waitFor()
    await author.getByRole('button', { name: 'Enviar para revisão' }).click()
    await expect.poll(async () => (await statusOf(post.id)).status).toBe('review')

    // The editor is told of the mention and of the post sent again.
    await editor.goto('/admin')
    await editor.getByTestId('notification-bell').click()
    await editor
      .getByRole('menuitem', {
        name: new RegExp(`Alice Autora mencionou você em uma nota em “${title.replace(/[()]/g, '.')}”`),
      })
      .waitFor()
    await editor.keyboard.press('Escape')

    // 5. Scheduled for the Friday at 09:00, then moved to the Thursday in the calendar: dragged across the
    //    month at 1280 px (the time stays), with the keyboard's "Mover" in the agenda at 375 px.
    const thursday = nextThursday()
    const schedule = await restAsPageUser(editor, `posts?id=eq.${post.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'scheduled', published_at: scheduleToIso(nextDay(thursday), '09:00') }),
    })
    expect(schedule.status, await schedule.clone().text()).toBe(200)
    await openCalendar(editor, thursday)
    if (viewport === 'desktop') await drag(editor, chip(editor, title), dayCell(editor, thursday))
    else await moveWithTheKeyboard(editor, title, thursday, '09:00')
    await expect
      .poll(async () => new Date((await statusOf(post.id)).published_at).toISOString())
      .toBe(new Date(scheduleToIso(thursday, '09:00') as string).toISOString())

    // 6. When it goes live (the mailer's round at that time), the author is told.
    const live = new Date(new Date(scheduleToIso(thursday, '09:00') as string).getTime() + 60_000).toISOString()
    await serviceRest('rpc/run_newsroom_jobs', { method: 'POST', body: JSON.stringify({ p_now: live }) })
    await author.goto('/admin')
    await author.getByTestId('notification-bell').click()
    await author.getByRole('menuitem', { name: new RegExp(`“${title.replace(/[()]/g, '.')}” foi publicado`) }).waitFor()

    await author.context().close()
    await editor.context().close()
  })
})
