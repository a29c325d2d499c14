// Issue 34: after "Publicar" the editor says when the post's public page is ready, with "Ver post" and
// "Copiar link"; until then the link is not offered for sharing, here nor in the social generator.
import type { Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  baseURL,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  setPublishing,
  useBrowser,
  VIEWPORTS,
} from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'
import { insertPost } from './posts'

async function insertDraft(
  title: string,
  slug: string,
  authorId: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const content = '<p>Texto informativo sobre pesquisas recentes com canabidiol.</p>'
  const row = await insertPost(title, {
    slug,
    excerpt: `Resumo de ${title}.`,
    content,
    author_id: authorId,
    status: 'draft',
    ...fields,
  })
  return row.id
}

const status = (page: Page) => page.getByTestId('public-page-status')

/** What the host serves at the post's address: its own prerendered page, or the app's shell. */
async function servedPage(slug: string): Promise<string> {
  return (await fetch(`${baseURL()}/blog/post/${slug}`)).text()
}

describe('the public page after publishing (issue 34)', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })
  afterEach(async () => {
    await setPublishing(true)
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`says "Preparando" until the page is written, then "Página pública pronta" with "Ver post" and "Copiar link" (${VIEWPORTS[viewport].width} px)`, async () => {
      const slug = `pagina-publica-${viewport}`
      const title = `Página pública ${viewport}`
      const id = await insertDraft(title, slug, cast.editor.id)
      // The site's build held back: the page cannot be ready yet.
      await setPublishing(false)
      const page = await newPage(browser(), viewport)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await signInAs(page, cast.editor, `/admin/posts/${id}`)
      await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
      expect(await status(page).count()).toBe(0)

      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await page.getByText('Post publicado com sucesso!', { exact: true }).first().waitFor()
      await status(page).getByText('Preparando a página pública… leva alguns segundos.').waitFor()
      const copy = status(page).getByRole('button', { name: 'Copiar link' })
      expect(await copy.isDisabled()).toBe(true)
      expect(await status(page).getByRole('link', { name: 'Ver post' }).getAttribute('href')).toBe(`/blog/post/${slug}`)
      expect(await servedPage(slug)).not.toContain(`data-prerendered-path="/blog/post/${slug}"`)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `post-editor-public-page-preparing-${viewport}`)

      // The site follows the database again: the incremental build writes the page within seconds.
      await setPublishing(true)
      await status(page).getByText('Página pública pronta', { exact: true }).waitFor({ timeout: 60_000 })
      expect(await copy.isDisabled()).toBe(false)
      const html = await servedPage(slug)
      expect(html).toContain(`data-prerendered-path="/blog/post/${slug}"`)
      expect(html).toContain(`>${title}</h1>`)
      await copy.click()
      await page.getByText('Link copiado!', { exact: true }).first().waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL()}/blog/post/${slug}`)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `post-editor-public-page-ready-${viewport}`)
      await page.context().close()
    }, 120_000)
  }

  it('a scheduled post says when its page goes out', async () => {
    const inTwoHours = new Date(Date.now() + 2 * 3600_000 + 60_000).toISOString()
    const id = await insertDraft('Post agendado para depois', 'post-agendado-para-depois', cast.editor.id, {
      status: 'scheduled',
      published_at: inTwoHours,
    })
    const page = await newPage(browser())
    await signInAs(page, cast.editor, `/admin/posts/${id}`)
    await status(page)
      .getByText(/^Página pública em 2 horas \(/)
      .waitFor()
    expect(await status(page).getByRole('button', { name: 'Copiar link' }).count()).toBe(0)
    await page.context().close()
  })

  it('the social generator puts the post’s link in the text only once its page is ready', async () => {
    const slug = 'post-para-as-redes'
    const id = await insertDraft('Post para as redes', slug, cast.editor.id)
    await setPublishing(false)
    await serviceRest(`posts?id=eq.${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'published', published_at: new Date().toISOString() }),
    })
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin')
    await page.getByRole('combobox', { name: 'Post publicado (opcional)' }).click()
    await page.getByRole('option', { name: 'Post para as redes' }).click()
    await page.getByRole('combobox', { name: 'Plataforma' }).click()
    await page.getByRole('option', { name: 'X', exact: true }).click()
    const note = page.getByTestId('social-link')
    await note
      .getByText(
        'A página pública do post ainda está sendo preparada: o link entra no texto assim que ela estiver pronta.',
      )
      .waitFor()
    await setPublishing(true)
    await note
      .getByText(`O texto termina com o link do post: ${baseURL()}/blog/post/${slug}?utm_source=`, { exact: false })
      .waitFor({ timeout: 60_000 })
    await page.context().close()
  }, 120_000)
})
