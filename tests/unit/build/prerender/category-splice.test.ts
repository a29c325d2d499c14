/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { categoryEdits, editCategories } from '../../../../build/prerender/category-splice'
import type { ShownCategory } from '../../../../build/prerender/site-listing'
import { scriptSafeJson } from '../../../../src/lib/script-safe-json'

// A renamed, readdressed or recoloured category put into a page kept, where the page shows it (issue 53).

const SITE = 'https://blog.example.org'
const scripts = { frameId: 'prerender-frame', stateId: 'prerender-state', headAttribute: 'data-prerendered' }
const before: ShownCategory = { id: 'c1', name: 'Pesquisas', slug: 'pesquisas', color: '#3b82f6' }
const after: ShownCategory = { id: 'c1', name: 'Estudos & <ensaios>', slug: 'estudos', color: '#123456' }
const other: ShownCategory = { id: 'c2', name: 'Leis', slug: 'leis', color: null }

/** Stands in for the app's renderCategoryMarks: the same category always gives the same marks. */
const marks = async (category: ShownCategory) => ({
  badge: `<a href="/blog/categoria/${category.slug}"><span style="background-color:${category.color}">${category.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</span></a>`,
  section: `<meta property="article:section" content="${category.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`,
})

async function page(category: ShownCategory, body: string) {
  const { badge, section } = await marks(category)
  const structured = scriptSafeJson({
    articleSection: category.name,
    itemListElement: [{ position: 3, name: category.name, item: `${SITE}/blog/categoria/${category.slug}` }],
  })
  const data = scriptSafeJson({
    queries: [
      {
        state: {
          data: {
            id: 'p1',
            content: body,
            category: { id: category.id, name: category.name, slug: category.slug, color: category.color },
            related: [{ id: 'p2', category: { id: 'c2', name: 'Leis', slug: 'leis', color: null } }],
          },
        },
      },
    ],
  })
  return Buffer.from(
    `<html><head>${section.replace('<meta', '<meta data-prerendered')}</head><body><div id="root" data-path="/x">` +
      `<script type="application/ld+json">${structured}</script>${badge}<main id="conteudo">${body}</main>` +
      `</div><script type="application/json" id="prerender-frame">{"queries":[]}</script>` +
      `<script type="application/json" id="prerender-state">${data}</script></body></html>`,
  )
}

describe('the category splice', () => {
  it('gives a page kept the category’s new badge, section, breadcrumb and data: the page a render with the new category writes', async () => {
    const edits = await categoryEdits([{ before, after }], marks, SITE, scripts.headAttribute)
    const edited = editCategories(await page(before, '<p>Texto.</p>'), edits, scripts)
    expect(Buffer.concat(edited ?? []).toString()).toBe((await page(after, '<p>Texto.</p>')).toString())
  })

  it('leaves the article’s own text alone, even where it reads like a mark of the category', async () => {
    const edits = await categoryEdits([{ before, after }], marks, SITE, scripts.headAttribute)
    const body = '<p>"articleSection":"Pesquisas" e Pesquisas em {"id":"c1","name":"Pesquisas"}</p>'
    const edited = Buffer.concat(editCategories(await page(before, body), edits, scripts) ?? []).toString()
    expect(edited).toBe((await page(after, body)).toString())
    expect(edited).toContain(`<main id="conteudo">${body}</main>`)
  })

  it('changes nothing in a page that does not show the category', async () => {
    const edits = await categoryEdits([{ before, after }], marks, SITE, scripts.headAttribute)
    expect(editCategories(await page(other, '<p>Texto.</p>'), edits, scripts)).toEqual([])
  })

  it('swaps two categories’ names at once without one change undoing the other', async () => {
    const first = { ...before, name: 'Leis', slug: 'leis-1' }
    const twin = { ...other, name: 'Pesquisas', slug: 'pesquisas-2' }
    const edits = await categoryEdits(
      [
        { before, after: first },
        { before: other, after: twin },
      ],
      marks,
      SITE,
      scripts.headAttribute,
    )
    const edited = Buffer.concat(editCategories(await page(before, '<p>Texto.</p>'), edits, scripts) ?? []).toString()
    expect(edited).toContain('"category":{"id":"c1","name":"Leis","slug":"leis-1"')
    expect(edited).toContain('{"id":"c2","name":"Pesquisas","slug":"pesquisas-2"')
    expect(edited).toContain('content="Leis"')
  })

  it('leaves a page laid out otherwise to be rendered instead', async () => {
    const edits = await categoryEdits([{ before, after }], marks, SITE, scripts.headAttribute)
    expect(editCategories(Buffer.from('<html><body>Pesquisas</body></html>'), edits, scripts)).toBeNull()
  })
})
