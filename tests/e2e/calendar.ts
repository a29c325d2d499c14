// The editorial calendar as the browser tests reach it (src/app/routes/admin/calendar.tsx): opened at a
// day; a post's chip and event, the day under it, a drag as a hand makes it, and a scheduled post
// moved with the keyboard alone ("Mover post agendado").
import type { Locator, Page } from 'playwright-core'
import { paths } from '@/config/paths'

export const chip = (page: Page, title: string) => page.getByTestId('calendar-post').filter({ hasText: title })
/** The post's event, which takes the keyboard's focus (FullCalendar's `eventInteractive`). */
export const eventOf = (page: Page, title: string) => chip(page, title).locator('xpath=ancestor::*[@role="button"][1]')
export const dayCell = (page: Page, day: string) => page.locator(`[data-date="${day}"]`).first()

/** The day ("2026-11-29") of the calendar's day cell that holds the centre of the post's chip. */
export async function dayUnder(page: Page, post: Locator): Promise<string | null> {
  const box = await post.boundingBox()
  if (!box) throw new Error('the post is not on screen')
  return page.evaluate(
    ([x, y]) => {
      const cells = [...document.querySelectorAll('.editorial-calendar [data-date]')]
      const cell = cells.find((element) => {
        const rect = element.getBoundingClientRect()
        return rect.height > 40 && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom
      })
      return cell?.getAttribute('data-date') ?? null
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  )
}

/** Drags with the mouse, in small steps as a hand would, from the post's chip to the target's centre. */
export async function drag(page: Page, post: Locator, target: Locator) {
  // The month is taller than the window: the post (and the days around it) in the middle of it.
  await post.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const from = await post.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('nothing to drag, or nowhere to drop')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.6, { steps: 20 })
  await page.mouse.up()
}

/** Opens, signed in, the calendar's month (or the agenda's week, at 375 px) of `day`. */
export async function openCalendar(page: Page, day: string) {
  await page.goto(paths.admin.calendar.href(day))
  await page.getByRole('heading', { name: 'Calendário', level: 1 }).waitFor()
}

/** Focuses the post's event, opens its move dialog with Enter, types the day and time, and confirms. */
export async function moveWithTheKeyboard(page: Page, title: string, day: string, time: string) {
  await eventOf(page, title).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Mover post agendado' })
  await dialog.waitFor()
  await dialog.getByLabel('Data').fill(day)
  await dialog.getByLabel('Hora').fill(time)
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'detached' })
}
