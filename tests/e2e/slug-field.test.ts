// Slugs are data, never paths (issue 45): the post editor refuses a slug outside the rule with one pt-BR
// message at the Slug field, keeps everything else that was typed, and shows the same message there when
// the database itself refuses a slug (its check constraint, 23514) that a client let through.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { SLUG_RULE_MESSAGE } from '../../src/lib/slug-rule'
import {
  expectOnlyConsoleProblems,
  FAILED_RESOURCE,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
  VIEWPORTS,
} from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const TITLE = 'Canabidiol e sono: o que os estudos mostram'
const EXCERPT = 'Um resumo digitado à mão, que não pode se perder.'
const BODY = 'Texto do corpo que também precisa ficar onde estava.'

/** The message the Slug field shows (its aria-describedby), or null. */
async function slugFieldMessage(page: Page): Promise<string | null> {
  const describedBy = await page.getByLabel('Slug').getAttribute('aria-describedby')
  return describedBy ? page.locator(`[id="${describedBy}"]`).textContent() : null
}

async function expectFormKept(page: Page, slug: string) {
  expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe(TITLE)
  expect(await page.getByLabel('Resumo').inputValue()).toBe(EXCERPT)
  expect(await page.getByRole('textbox', { name: 'Conteúdo' }).textContent()).toContain(BODY)
  expect(await page.getByLabel('Slug').inputValue()).toBe(slug)
}

const postsTitled = async (title: string) =>
  (await serviceRest(`posts?select=slug&title=eq.${encodeURIComponent(title)}`)) as { slug: string }[]

describe('the post editor slug field', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`refuses a path, capitals or spaces as slug with the rule's message at the field and keeps the rest of the form (${viewport})`, async () => {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.author, '/admin/posts/new')
      await page.getByLabel('Título', { exact: true }).fill(TITLE)
      await page.getByLabel('Resumo').fill(EXCERPT)
      await page.getByRole('textbox', { name: 'Conteúdo' }).click()
      await page.keyboard.type(BODY)
      await page.getByRole('combobox', { name: 'Categoria' }).click()
      await page.getByRole('option', { name: 'Pesquisas', exact: true }).click()

      for (const slug of ['../../../../tmp/x', 'Canabidiol E Sono', 'óleo-de-cbd', 'cbd-']) {
        await page.getByLabel('Slug').fill(slug)
        await page.getByRole('button', { name: 'Salvar', exact: true }).click()
        await expect.poll(() => slugFieldMessage(page), { timeout: 5000 }).toBe(SLUG_RULE_MESSAGE)
        expect(await page.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true')
        await expectFormKept(page, slug)
      }
      await screenshot(page, `slug-field-refused-${viewport}`)
      expect(await postsTitled(TITLE)).toEqual([])
      await page.context().close()
    })
  }

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`refuses a path as category slug with the same message at the field, keeping the dialog and what was typed (${viewport})`, async () => {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin/categorias')
      await page.getByRole('button', { name: 'Nova Categoria' }).click()
      const dialog = page.getByRole('dialog', { name: 'Nova Categoria' })
      await dialog.getByLabel('Nome').fill('Cânhamo industrial')
      await dialog.getByLabel('Descrição').fill('Fibras, sementes e o que a lei permite.')
      await dialog.getByLabel('Slug').fill('../../../index')
      await dialog.getByRole('button', { name: 'Salvar' }).click()
      await dialog.getByText(SLUG_RULE_MESSAGE, { exact: true }).waitFor()
      expect(await dialog.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true')
      expect(await dialog.getByLabel('Nome').inputValue()).toBe('Cânhamo industrial')
      expect(await dialog.getByLabel('Descrição').inputValue()).toBe('Fibras, sementes e o que a lei permite.')
      await screenshot(page, `slug-field-category-${viewport}`)
      expect(await serviceRest('categories?select=id&name=eq.C%C3%A2nhamo%20industrial')).toEqual([])
      await page.context().close()
    })
  }

  it("shows the rule's message at the field when the database refuses the slug a client sent, and saves once it is fixed", async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.author, '/admin/posts/new')
    const title = `${TITLE} (banco)`
    await page.getByLabel('Título', { exact: true }).fill(title)
    await page.getByRole('textbox', { name: 'Conteúdo' }).click()
    await page.keyboard.type(BODY)
    await page.getByRole('combobox', { name: 'Categoria' }).click()
    await page.getByRole('option', { name: 'Pesquisas', exact: true }).click()
    // A client whose own check let a path through (an older bundle, a script): the database has the last word.
    await page.route(
      (url) => url.pathname.endsWith('/rest/v1/posts'),
      async (route) => {
        const body = route.request().method() === 'POST' ? route.request().postDataJSON() : null
        if (!body) return route.fallback()
        await route.continue({ postData: JSON.stringify({ ...body, slug: `../../${body.slug}` }) })
      },
    )
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await expect.poll(() => slugFieldMessage(page), { timeout: 5000 }).toBe(SLUG_RULE_MESSAGE)
    expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe(title)
    expect(await page.getByRole('textbox', { name: 'Conteúdo' }).textContent()).toContain(BODY)
    expect(await postsTitled(title)).toEqual([])
    await screenshot(page, 'slug-field-database-refusal-desktop')

    await page.unrouteAll()
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await page.getByText('Post criado com sucesso!', { exact: true }).first().waitFor()
    expect(await postsTitled(title)).toEqual([{ slug: 'canabidiol-e-sono-o-que-os-estudos-mostram-banco' }])
    expectOnlyConsoleProblems(FAILED_RESOURCE)
    await page.context().close()
  })
})
