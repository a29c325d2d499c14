// Issue 47, the editorial calendar (/admin/calendario): month and week views of the seeded posts, an
// editor's drag to another day stored in the database, a drag to the past refused by the database and
// undone with its message, a move made in between (the conflict), an author who cannot drag, the
// keyboard's "Mover", and the agenda at 375 px — seen by author, editor and admin.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { scheduleToIso } from '@/features/posts/utils/schedule-time'
import { brasiliaToday } from '@/lib/brasilia-time'
import {
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { chip, dayCell, dayUnder, drag, eventOf } from './calendar'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const DAY_MS = 86_400_000
/** A Brasília day `offset` days from today ("2026-11-29"). */
const dayFromToday = (offset: number) => brasiliaToday(new Date(Date.now() + offset * DAY_MS))
const at = (day: string, time: string) => scheduleToIso(day, time)!

// The calendar opens at yesterday's month, whose grid always shows yesterday (a past day) and the four
// days after today too (six weeks from the Sunday before the 1st run at least five days into the next
// month). Each test moves its own post on days of its own, so no day holds more than the four a cell shows.
const YESTERDAY = dayFromToday(-1)
const TOMORROW = dayFromToday(1)
const AFTER_TOMORROW = dayFromToday(2)
const IN_3_DAYS = dayFromToday(3)
const IN_4_DAYS = dayFromToday(4)
const MONTH_URL = paths.admin.calendar.href(YESTERDAY)

interface PostRow {
  id: string
  title: string
}

const publishedAtOf = async (id: string) =>
  new Date(
    ((await serviceRest(`posts?select=published_at&id=eq.${id}`)) as { published_at: string }[])[0].published_at,
  ).toISOString()

const scheduled = (title: string, author: StaffAccount, publishedAt: string) =>
  insertPost<PostRow>(title, { status: 'scheduled', published_at: publishedAt, author_id: author.id })

async function openCalendar(page: Page, account: StaffAccount, url = MONTH_URL) {
  await signInAs(page, account, url)
  await page.getByRole('heading', { name: 'Calendário', level: 1 }).waitFor()
  // Editors and admins: their role has loaded once the screen offers to move posts.
  if (account.role !== 'author') await page.getByText(/Arraste um post agendado/).waitFor()
}

describe('the editorial calendar (issue 47)', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('shows scheduled and published posts and drafts and reviews with a due date, by status, in the month and the week', async () => {
    const published = await insertPost<PostRow>('Publicado ontem no calendário', {
      status: 'published',
      published_at: at(YESTERDAY, '09:00'),
      author_id: cast.author.id,
    })
    const future = await scheduled('Agendado para amanhã no calendário', cast.author, at(TOMORROW, '10:00'))
    await insertPost('Rascunho com prazo no calendário', {
      status: 'draft',
      due_at: at(TOMORROW, '18:00'),
      author_id: cast.author.id,
    })
    await insertPost('Revisão com prazo no calendário', {
      status: 'review',
      due_at: at(AFTER_TOMORROW, '12:00'),
      author_id: cast.author.id,
    })
    await insertPost('Rascunho sem prazo fora do calendário', { status: 'draft', author_id: cast.author.id })
    const page = await newPage(browser())
    await openCalendar(page, cast.editor)

    const statuses = [
      ['Publicado ontem no calendário', 'published', YESTERDAY],
      ['Agendado para amanhã no calendário', 'scheduled', TOMORROW],
      ['Rascunho com prazo no calendário', 'draft', TOMORROW],
      ['Revisão com prazo no calendário', 'review', AFTER_TOMORROW],
    ] as const
    for (const [title, status, day] of statuses) {
      await chip(page, title).waitFor()
      expect(await chip(page, title).getAttribute('data-status'), title).toBe(status)
      expect(await dayUnder(page, chip(page, title)), title).toBe(day)
    }
    expect(await chip(page, 'Rascunho sem prazo fora do calendário').count()).toBe(0)

    // The filters: status, then author (only Alice has posts here).
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Agendado' }).click()
    await expect.poll(() => chip(page, 'Publicado ontem no calendário').count()).toBe(0)
    await chip(page, future.title).waitFor()
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Todos' }).click()
    await chip(page, published.title).waitFor()

    await page.goto(paths.admin.calendar.href(TOMORROW))
    await page.getByRole('tab', { name: 'Ver por semana' }).click()
    await page.getByRole('heading', { name: /–/ }).waitFor()
    // It stays on the week (the period goes into the URL; the calendar does not start over).
    await page.waitForURL(/data=/)
    await page.waitForTimeout(300)
    expect(await page.getByRole('tab', { name: 'Ver por semana' }).getAttribute('aria-selected')).toBe('true')
    await chip(page, future.title).waitFor()
    expect(await chip(page, future.title).innerText()).toContain('10:00')
    await screenshot(page, 'calendar-week-editor-desktop')
  })

  it('an editor drags a scheduled post to another day, and the database has its new time', async () => {
    const post = await scheduled('Agendado para arrastar', cast.author, at(IN_3_DAYS, '10:00'))
    const page = await newPage(browser())
    await openCalendar(page, cast.editor)
    await chip(page, post.title).waitFor()

    await drag(page, chip(page, post.title), dayCell(page, IN_4_DAYS))
    await page.getByText(`“${post.title}” agora está agendado para`).waitFor()
    expect(await publishedAtOf(post.id)).toBe(at(IN_4_DAYS, '10:00'))
    expect(await dayUnder(page, chip(page, post.title))).toBe(IN_4_DAYS)
  })

  it('an editor drags a scheduled post in the week to another day and time, and the database has it', async () => {
    const post = await scheduled('Agendado para mudar de hora', cast.author, at(IN_3_DAYS, '15:00'))
    const page = await newPage(browser())
    await openCalendar(page, cast.editor, paths.admin.calendar.href(IN_3_DAYS))
    await page.getByRole('tab', { name: 'Ver por semana' }).click()
    await page.getByRole('heading', { name: /–/ }).waitFor()
    await chip(page, post.title).waitFor()
    const targetDay = (await dayCell(page, AFTER_TOMORROW).count()) > 0 ? AFTER_TOMORROW : IN_4_DAYS

    await chip(page, post.title).evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const from = await chip(page, post.title).boundingBox()
    const lane = await page.locator(`.editorial-calendar [data-date="${targetDay}"]`).last().boundingBox()
    const nine = await page.locator('.editorial-calendar [data-time="09:00:00"]').first().boundingBox()
    if (!from || !lane || !nine) throw new Error('the week is not on screen')
    await page.mouse.move(from.x + from.width / 2, from.y + 4)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2 + 8, from.y + 12, { steps: 4 })
    await page.mouse.move(lane.x + lane.width / 2, nine.y + 4, { steps: 20 })
    await page.mouse.up()

    await page.getByText(`“${post.title}” agora está agendado para`).waitFor()
    expect(await publishedAtOf(post.id)).toBe(at(targetDay, '09:00'))
  })

  it('a drag to a past day is refused by the database: the post returns to its day with the message', async () => {
    const post = await scheduled('Agendado arrastado ao passado', cast.author, at(AFTER_TOMORROW, '11:00'))
    const page = await newPage(browser())
    await openCalendar(page, cast.admin)
    await chip(page, post.title).waitFor()

    await drag(page, chip(page, post.title), dayCell(page, YESTERDAY))
    await page.getByRole('alert').getByText('A data de agendamento deve estar no futuro.').waitFor()
    await expect.poll(() => dayUnder(page, chip(page, post.title))).toBe(AFTER_TOMORROW)
    expect(await publishedAtOf(post.id)).toBe(at(AFTER_TOMORROW, '11:00'))
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 400 .*\/rest\/v1\/posts\?/,
    )
  })

  it('a move made in between wins: the second editor to move the post sees the conflict, and the post is where the first put it', async () => {
    const post = await scheduled('Agendado movido por dois', cast.author, at(IN_3_DAYS, '14:00'))
    const stale = await newPage(browser())
    await openCalendar(stale, cast.editor)
    await chip(stale, post.title).waitFor()

    const first = await newPage(browser())
    await openCalendar(first, cast.admin)
    await eventOf(first, post.title).focus()
    await first.keyboard.press('Enter')
    const dialog = first.getByRole('dialog', { name: 'Mover post agendado' })
    await dialog.getByLabel('Hora').fill('16:30')
    await dialog.getByRole('button', { name: 'Mover' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await publishedAtOf(post.id)).toBe(at(IN_3_DAYS, '16:30'))

    await drag(stale, chip(stale, post.title), dayCell(stale, IN_4_DAYS))
    await stale
      .getByRole('alert')
      .getByText(/^Este post foi alterado por outra pessoa/)
      .waitFor()
    await expect.poll(() => dayUnder(stale, chip(stale, post.title))).toBe(IN_3_DAYS)
    await expect.poll(() => chip(stale, post.title).innerText()).toContain('16:30')
    expect(await publishedAtOf(post.id)).toBe(at(IN_3_DAYS, '16:30'))
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 409 .*\/rest\/v1\/posts\?/,
    )
  })

  it('an author sees the calendar but cannot drag: the post stays and nothing is sent', async () => {
    const post = await scheduled('Agendado da autora', cast.author, at(AFTER_TOMORROW, '09:00'))
    const page = await newPage(browser())
    await openCalendar(page, cast.author)
    await chip(page, post.title).waitFor()
    let writes = 0
    page.on('request', (request) => {
      if (request.method() === 'PATCH') writes++
    })

    await drag(page, chip(page, post.title), dayCell(page, IN_4_DAYS))
    expect(await dayUnder(page, chip(page, post.title))).toBe(AFTER_TOMORROW)
    expect(writes).toBe(0)
    expect(await publishedAtOf(post.id)).toBe(at(AFTER_TOMORROW, '09:00'))
    // Enter opens the post in the editor rather than "Mover".
    await eventOf(page, post.title).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`**${paths.admin.editPost.href(post.id)}`)
  })

  it('moves a post with the keyboard alone, and a past time typed there is refused in the dialog, the text kept', async () => {
    const post = await scheduled('Agendado movido pelo teclado', cast.author, at(TOMORROW, '08:00'))
    const page = await newPage(browser())
    await openCalendar(page, cast.editor)
    await chip(page, post.title).waitFor()
    // Tab from the filters reaches the posts.
    await page.getByRole('combobox', { name: 'Autor' }).focus()
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press('Tab')
      if (await eventOf(page, post.title).evaluate((element) => element === document.activeElement)) break
    }
    expect(await eventOf(page, post.title).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Mover post agendado' })
    await dialog.waitFor()

    const date = dialog.getByLabel('Data')
    await date.fill(YESTERDAY)
    await dialog.getByLabel('Hora').fill('08:00')
    await page.keyboard.press('Enter')
    await dialog.getByRole('alert').getByText('A data de agendamento deve estar no futuro.').waitFor()
    expect(await date.inputValue()).toBe(YESTERDAY)

    await date.fill(IN_4_DAYS)
    await dialog.getByLabel('Hora').fill('07:45')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    expect(await publishedAtOf(post.id)).toBe(at(IN_4_DAYS, '07:45'))
    await expect.poll(() => dayUnder(page, chip(page, post.title))).toBe(IN_4_DAYS)
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 400 .*\/rest\/v1\/posts\?/,
    )
  })

  it('at 375 px is an agenda list of the week', async () => {
    const post = await scheduled('Agendado na agenda do celular', cast.author, at(TOMORROW, '13:15'))
    const page = await newPage(browser(), 'mobile')
    await openCalendar(page, cast.editor, paths.admin.calendar.href(TOMORROW))
    await chip(page, post.title).waitFor()
    expect(await page.locator('[data-layout="agenda"]').count()).toBe(1)
    expect(await page.getByRole('tab', { name: 'Ver por semana' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByRole('cell').count()).toBe(0)
    expect(await chip(page, post.title).innerText()).toContain('13:15')
    await screenshot(page, 'calendar-agenda-editor-mobile-week')
    expect(await hasHorizontalScroll(page)).toBe(false)
  })

  for (const role of ['author', 'editor', 'admin'] as const) {
    it(`shows the ${role} "Calendário" in the navigation and the calendar at 1280 and 375 px without sideways scrolling`, async () => {
      const page = await newPage(browser())
      await openCalendar(page, cast[role])
      await page
        .getByRole('navigation', { name: 'Navegação do painel' })
        .getByRole('link', { name: 'Calendário' })
        .waitFor()
      await page.getByTestId('calendar-post').first().waitFor()
      await screenshot(page, `calendar-month-${role}-desktop`)
      await page.setViewportSize({ width: 375, height: 812 })
      await page.locator('[data-layout="agenda"]').waitFor()
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `calendar-agenda-${role}-mobile`)
    })
  }
})
