// Issue 47, assignments in a real browser: in the editor's "Responsáveis" an editor names the post's
// responsible editor, a technical reviewer (only people whose registry an admin verified are offered)
// and a due date; the reviewer is told in the bell and finds the post in "Minhas tarefas", due that day;
// the author sees who answers for the post but cannot change it, and their own saves leave it alone.
// A reviewer whose verification went away while the editor had the post open is refused at the field,
// with what was typed kept. At 1280 and 375 px.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatBrasiliaDate } from '@/lib/brasilia-time'
import {
  expectOnlyConsoleProblems,
  FAILED_RESOURCE,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, signInAs, verifyRegistryInUsersPage, type StaffAccount, type StaffRole } from './staff'

const browser = useBrowser({ resetStack: true })
let cast: Record<StaffRole, StaffAccount>

/** Writes a registry on someone's profile (as they would in "Meu perfil"); an admin verifies it in /admin/usuarios. */
async function giveVerifiedRegistry(person: StaffAccount, registryNumber: string) {
  await serviceRest(`profiles?id=eq.${person.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ registry_council: 'CRM', registry_uf: 'SP', registry_number: registryNumber }),
  })
  const admin = await newPage(browser())
  await signInAs(admin, cast.admin)
  await verifyRegistryInUsersPage(admin, person.name)
  await admin.context().close()
}

beforeAll(async () => {
  cast = await createStaffCast()
  await giveVerifiedRegistry(cast.admin, '123456')
}, 120_000)

const assignments = (postId: string) =>
  serviceRest(`posts?select=editor_id,technical_reviewer_id,due_at&id=eq.${postId}`) as Promise<
    { editor_id: string | null; technical_reviewer_id: string | null; due_at: string | null }[]
  >

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await page.getByText('Rascunho salvo.', { exact: true }).first().waitFor()
}

describe.each(['desktop', 'mobile'] as const)('assignments at %s', (viewport) => {
  it('an editor assigns an editor, a verified reviewer and a due date; the reviewer is told and sees the task; the author cannot change them', async () => {
    const title = `Canabidiol em idosos: doses (${viewport})`
    const post = await insertPost(title, { author_id: cast.author.id, status: 'draft', content: '<p>Texto.</p>' })
    // Ten days from now, as the date field takes it; due at the end of that day in Brasília (no DST since 2019).
    const dueAt = new Date(Date.now() + 10 * 86_400_000)
    const dueDay = formatBrasiliaDate(dueAt.toISOString()).split('/').reverse().join('-')
    const shownDay = formatBrasiliaDate(dueAt.toISOString())

    const editor = await newPage(browser(), viewport)
    await signInAs(editor, cast.editor, `/admin/posts/${post.id}`)
    const card = editor.getByText('Responsáveis', { exact: true })
    await card.scrollIntoViewIfNeeded()
    // Only a registry an admin verified makes someone a technical reviewer.
    await editor.getByRole('combobox', { name: 'Revisor técnico' }).click()
    const offered = await editor.getByRole('option').allTextContents()
    expect(offered).toEqual(['Nenhum', 'Ana Administradora'])
    await editor.keyboard.press('Escape')
    await choose(editor, 'Revisor técnico', 'Ana Administradora')
    await choose(editor, 'Editor responsável', 'Edu Editor')
    await editor.getByLabel('Prazo', { exact: true }).fill(dueDay)
    expect(await hasHorizontalScroll(editor)).toBe(false)
    await screenshot(editor, `post-assignments-editor-${viewport}`)
    await saveDraft(editor)
    const [saved] = await assignments(post.id)
    expect(saved).toMatchObject({ editor_id: cast.editor.id, technical_reviewer_id: cast.admin.id })
    expect(new Date(saved.due_at ?? '').toISOString()).toBe(new Date(`${dueDay}T23:59:00-03:00`).toISOString())
    await editor.context().close()

    // The reviewer: the bell, then "Minhas tarefas" with the due day.
    const reviewer = await newPage(browser(), viewport)
    await signInAs(reviewer, cast.admin)
    const bell = reviewer.getByTestId('notification-bell')
    await bell.click()
    await reviewer
      .getByRole('menuitem', {
        name: new RegExp(`Edu Editor pediu a sua revisão técnica de “${title.replace(/[()]/g, '\\$&')}”`),
      })
      .waitFor()
    await reviewer.keyboard.press('Escape')
    const task = reviewer.getByTestId('my-tasks').getByRole('listitem').filter({ hasText: title })
    await expect.poll(() => task.textContent()).toContain('Revisão técnica pedida')
    expect(await task.textContent()).toContain(`Prazo: ${shownDay}`)
    await screenshot(reviewer, `post-assignments-tasks-${viewport}`)
    await reviewer.context().close()

    // The author sees who answers for the post, without a way to change it; their save keeps it.
    const author = await newPage(browser(), viewport)
    await signInAs(author, cast.author, `/admin/posts/${post.id}`)
    const summary = author.getByText('Editor responsável').locator('xpath=ancestor::dl[1]')
    await expect.poll(() => summary.textContent()).toContain('Edu Editor')
    expect(await summary.textContent()).toContain('Ana Administradora')
    expect(await summary.textContent()).toContain(shownDay)
    expect(await author.getByRole('combobox', { name: 'Revisor técnico' }).count()).toBe(0)
    await summary.scrollIntoViewIfNeeded()
    await screenshot(author, `post-assignments-author-${viewport}`)
    await author.getByLabel('Título', { exact: true }).fill(`${title} revisado`)
    await saveDraft(author)
    expect(await assignments(post.id)).toEqual([saved])
    await author.context().close()
  })
})

describe('a stale reviewer choice', () => {
  it('is refused at "Revisor técnico" when the registry lost its verification after the editor opened the post, keeping the text', async () => {
    await giveVerifiedRegistry(cast.author, '654321')
    const title = 'Canabidiol e ansiedade: o que dizem os estudos'
    const post = await insertPost(title, { author_id: cast.author.id, status: 'draft', content: '<p>Texto.</p>' })
    const editor = await newPage(browser())
    await signInAs(editor, cast.editor, `/admin/posts/${post.id}`)
    // The editor's list of reviewers has Alice (read when the editor opened)…
    await editor.getByRole('combobox', { name: 'Revisor técnico' }).click()
    await editor.getByRole('option', { name: 'Alice Autora', exact: true }).waitFor()
    await editor.keyboard.press('Escape')
    // …and the registry changes meanwhile (a new number): its verification goes with it.
    await serviceRest(`profiles?id=eq.${cast.author.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ registry_number: '654322' }),
    })
    await choose(editor, 'Revisor técnico', 'Alice Autora')
    await editor.getByLabel('Título', { exact: true }).fill(`${title} (atualizado)`)
    await editor.getByRole('button', { name: 'Salvar', exact: true }).click()
    await editor
      .getByText('O revisor técnico precisa ter o registro profissional verificado por um administrador.')
      .waitFor()
    expect(await editor.getByLabel('Título', { exact: true }).inputValue()).toBe(`${title} (atualizado)`)
    expect((await assignments(post.id))[0].technical_reviewer_id).toBeNull()
    await editor.context().close()
    expectOnlyConsoleProblems(FAILED_RESOURCE) // the refused save's 400
  })
})
