import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasHorizontalScroll, newPage, referencesFormatted, screenshot, serviceRest, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const DOI = '10.1056/NEJMoa1611618'
const PMID = '28538134'
const SLUG = 'canabidiol-em-numeros-com-referencias'
const BAD_DOI = 'DOI inválido: use o formato 10.xxxx/… (ex.: 10.1056/NEJMoa1611618).'

const editorBody = (page: Page) => page.getByRole('textbox', { name: 'Conteúdo' })
const pasteBox = (page: Page) => page.getByLabel('Colar DOI, PMID ou link')
const referenceItem = (page: Page, n: number) => page.getByTestId('reference-item').nth(n - 1)

/** Puts the cursor at the end of the paragraph that starts with `text`. */
async function cursorAfter(page: Page, text: string) {
  await editorBody(page).getByText(text).click()
  await page.keyboard.press('End')
}

async function paste(page: Page, text: string) {
  await pasteBox(page).fill(text)
  await pasteBox(page).press('Enter')
}

async function markersInEditor(page: Page) {
  return editorBody(page).locator('a.ref-marker').allTextContents()
}

describe('references of a post', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('are added by pasting a DOI and a PMID, cited with markers, published, and read at the end of the article', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts/new')
    await page.getByRole('heading', { name: 'Novo Post' }).waitFor()
    await page.getByLabel('Título', { exact: true }).fill('Canabidiol em números, com referências')
    await editorBody(page).click()
    await page.keyboard.type('No ensaio clínico, as crises caíram 39% no grupo tratado.')
    await page.keyboard.press('Enter')
    await page.keyboard.type('A revisão da base PubMed registra o estudo.')

    // Data without any reference: a warning, which does not block publishing.
    const compliance = page.getByTestId('editor-compliance')
    await compliance.getByTestId('compliance-warning').filter({ hasText: 'Dado sem referência' }).waitFor()

    // A malformed DOI: the message at the box, the text kept to fix.
    await paste(page, '10.12/abc')
    await page.getByRole('alert').filter({ hasText: BAD_DOI }).waitFor()
    expect(await pasteBox(page).inputValue()).toBe('10.12/abc')
    expect(await page.getByTestId('reference-item').count()).toBe(0)

    await paste(page, `https://doi.org/${DOI}`)
    await referenceItem(page, 1).waitFor()
    expect(await referenceItem(page, 1).getByLabel('DOI', { exact: true }).inputValue()).toBe(DOI)
    expect(await pasteBox(page).inputValue()).toBe('')
    await referenceItem(page, 1)
      .getByLabel('Título', { exact: true })
      .fill('Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome')
    await referenceItem(page, 1).getByLabel('Revista ou órgão emissor').fill('N Engl J Med')
    await referenceItem(page, 1).getByLabel('Ano').fill('2017')

    await paste(page, `PMID: ${PMID}`)
    await referenceItem(page, 2).waitFor()
    expect(await referenceItem(page, 2).getByLabel('PMID', { exact: true }).inputValue()).toBe(PMID)
    await referenceItem(page, 2).getByLabel('Título', { exact: true }).fill('Registro no PubMed')
    await compliance.getByTestId('compliance-warning').waitFor({ state: 'detached' })

    await page.getByRole('combobox', { name: 'Categoria' }).click()
    await page.getByRole('option', { name: 'Pesquisas', exact: true }).click()

    // A malformed DOI in a reference's own field: refused at the field, everything kept.
    await referenceItem(page, 2).getByLabel('DOI', { exact: true }).fill('10.1/x')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await referenceItem(page, 2).getByText(BAD_DOI).waitFor()
    await page.getByText('Confira as referências: há campos inválidos, marcados em cada uma.').first().waitFor()
    expect(await referenceItem(page, 2).getByLabel('DOI', { exact: true }).inputValue()).toBe('10.1/x')
    await referenceItem(page, 2).getByLabel('DOI', { exact: true }).fill('')

    await cursorAfter(page, 'No ensaio clínico')
    await referenceItem(page, 1).getByRole('button', { name: 'Inserir marcador [1]' }).click()
    await cursorAfter(page, 'A revisão da base')
    await referenceItem(page, 2).getByRole('button', { name: 'Inserir marcador [2]' }).click()
    expect(await markersInEditor(page)).toEqual(['[1]', '[2]'])

    // Moving a reference renumbers the markers that cite it; moving it back restores them.
    await page.getByRole('button', { name: 'Mover referência 2 para cima' }).click()
    expect(await markersInEditor(page)).toEqual(['[2]', '[1]'])
    expect(await referenceItem(page, 1).getByLabel('PMID', { exact: true }).inputValue()).toBe(PMID)
    await page.getByRole('button', { name: 'Mover referência 1 para baixo' }).click()
    expect(await markersInEditor(page)).toEqual(['[1]', '[2]'])

    // A third reference, removed after a confirmation.
    await paste(page, 'https://www.gov.br/anvisa/pt-br')
    await referenceItem(page, 3).waitFor()
    await page.getByRole('button', { name: 'Remover referência 3' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remover a referência 3?' })
    await confirm.getByRole('button', { name: 'Remover' }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await page.getByTestId('reference-item').count()).toBe(2)
    expect(await markersInEditor(page)).toEqual(['[1]', '[2]'])

    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'post-references-editor-desktop')
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.getByText('Post criado com sucesso!', { exact: true }).first().waitFor()
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/)

    const [row] = (await serviceRest(`posts?select=status,content,reference_list&slug=eq.${SLUG}`)) as {
      status: string
      content: string
      reference_list: unknown[]
    }[]
    expect(row.status).toBe('published')
    expect(row.reference_list).toEqual([
      {
        title: 'Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome',
        container: 'N Engl J Med',
        year: '2017',
        doi: DOI,
      },
      { title: 'Registro no PubMed', pmid: PMID },
    ])
    expect(row.content).toContain('<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a>')
    expect(row.content).toContain('<a href="#ref-2" class="ref-marker" data-ref="2">[2]</a>')

    // Reloaded, the editor shows the same references and markers.
    await page.reload()
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    expect(await page.getByTestId('reference-item').count()).toBe(2)
    expect(await markersInEditor(page)).toEqual(['[1]', '[2]'])
    const editUrl = page.url()
    await page.context().close()

    // On a phone the section sits under the content, in the one column.
    const phone = await newPage(browser(), 'mobile')
    await signInAs(phone, cast.editor, new URL(editUrl).pathname)
    await referenceItem(phone, 2).waitFor()
    expect(await hasHorizontalScroll(phone)).toBe(false)
    await screenshot(phone, 'post-references-editor-mobile')
    await phone.context().close()

    // The article shows the list in the site's style (ABNT) once the mailer formatted it (decision 059).
    await referencesFormatted(SLUG)
    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await newPage(browser(), viewport)
      await visitor.goto(`/blog/post/${SLUG}`)
      const section = visitor.getByTestId('article-references')
      await section.getByRole('heading', { name: 'Referências', level: 2 }).waitFor()
      const items = section.getByRole('listitem')
      expect(await items.count()).toBe(2)
      expect(await items.nth(0).getAttribute('id')).toBe('ref-1')
      expect(await items.nth(0).textContent()).toBe(
        `Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome. N Engl J Med, 2017. DOI: ${DOI}.`,
      )
      expect(await section.getByRole('link', { name: DOI }).getAttribute('href')).toBe(`https://doi.org/${DOI}`)
      expect(await section.getByRole('link', { name: PMID }).getAttribute('href')).toBe(
        `https://pubmed.ncbi.nlm.nih.gov/${PMID}/`,
      )
      expect(await section.getByRole('link', { name: PMID }).getAttribute('rel')).toBe('noopener noreferrer')

      expect(await hasHorizontalScroll(visitor)).toBe(false)
      await screenshot(visitor, `post-references-article-${viewport}`)

      // The body's marker [2] leads to the second reference.
      await visitor.getByTestId('article-body').getByRole('link', { name: '[2]' }).click()
      await visitor.waitForURL(/#ref-2$/)
      const target = await visitor.evaluate(() => {
        const item = document.getElementById('ref-2')
        const box = item?.getBoundingClientRect()
        return {
          matches: item?.matches(':target') ?? false,
          visible: box ? box.top >= 0 && box.bottom <= window.innerHeight : false,
        }
      })
      expect(target).toEqual({ matches: true, visible: true })

      const citation = await visitor.evaluate(
        () =>
          Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
            .map(
              (script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; citation?: { url?: string }[] },
            )
            .find((data) => data['@type'] === 'BlogPosting')?.citation,
      )
      expect(citation?.map((work) => work.url)).toEqual([
        `https://doi.org/${DOI}`,
        `https://pubmed.ncbi.nlm.nih.gov/${PMID}/`,
      ])

      await visitor.context().close()
    }
  })
})
