// Issue 48, item 2 (decision 051): publishing needs the cover's alt text; with alt, credit and caption
// set in "Detalhes da imagem", the post publishes and the article shows the caption and the credit.
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../local/keys'
import {
  baseURL,
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  rebuildPublicPages,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

/** A stored cover with its (empty) media row, put there with the service role as the upload service would. */
async function storeCover(name: string): Promise<string> {
  const body = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 110, b: 90 } } })
    .webp()
    .toBuffer()
  const response = await fetch(`${inject('apiURL')}/storage/v1/object/post-images/${name}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'image/webp',
    },
    body,
  })
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`)
  await serviceRest('media?on_conflict=bucket_id,object_name', {
    method: 'POST',
    headers: { Prefer: 'resolution=merge-duplicates,return=representation' },
    body: JSON.stringify({
      bucket_id: 'post-images',
      object_name: name,
      width: 1600,
      height: 900,
      content_type: 'image/webp',
    }),
  })
  return `${inject('apiURL')}/storage/v1/object/public/post-images/${name}`
}

const statusOf = async (id: string) =>
  ((await serviceRest(`posts?select=status&id=eq.${id}`)) as { status: string }[])[0].status

describe('image details and the publish gate', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`at ${viewport}: publishing is refused while the cover has no alt text, then the article shows caption and credit`, async () => {
      const name = `frasco-${viewport}-1600x900.webp`
      const coverUrl = await storeCover(name)
      const post = await insertPost(`Óleo de CBD: como ler o rótulo (${viewport})`, {
        status: 'draft',
        author_id: cast.editor.id,
        image: coverUrl,
        content: '<p>O rótulo informa a concentração de canabidiol por mililitro e o volume do frasco.</p>',
      })
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, `/admin/posts/${post.id}`)
      await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
      await page.getByText('Sem texto alternativo: descreva a imagem antes de publicar.').waitFor()

      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      const refusal = `Falta o texto alternativo da capa (${name}).`
      await page.getByRole('alert').filter({ hasText: refusal }).first().waitFor()
      await screenshot(page, `image-details-refused-${viewport}`)
      expect(await statusOf(post.id)).toBe('draft')

      await page.getByRole('button', { name: 'Detalhes da imagem' }).click()
      const dialog = page.getByRole('dialog', { name: 'Detalhes da imagem' })
      await dialog.getByLabel('Texto alternativo').fill('Frasco conta-gotas de óleo de CBD com rótulo verde')
      await dialog.getByLabel('Legenda').fill('Frasco de 30 ml <com> rótulo em português')
      await dialog.getByRole('combobox', { name: 'Crédito' }).click()
      await page.getByRole('option', { name: 'Terceiros', exact: true }).click()
      await dialog.getByRole('button', { name: 'Salvar detalhes' }).click()
      await dialog.getByText('Informe a fonte da imagem.').waitFor()
      await dialog.getByLabel('Fonte').fill('Wikimedia Commons')
      await dialog.getByLabel('Licença').fill('CC BY 4.0')
      await dialog.getByLabel('Link (opcional)').fill('https://commons.wikimedia.org/wiki/File:Frasco.jpg')
      await screenshot(page, `image-details-dialog-${viewport}`)
      await dialog.getByRole('button', { name: 'Salvar detalhes' }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByTestId('cover-alt').filter({ hasText: 'Frasco conta-gotas de óleo de CBD' }).waitFor()

      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await page.getByText('Post publicado com sucesso!').first().waitFor()
      expect(await statusOf(post.id)).toBe('published')
      await page.context().close()

      // The prerendered page has them in its HTML, escaped.
      await rebuildPublicPages()
      const html = await (await fetch(`${baseURL()}/blog/post/${post.slug}`)).text()
      expect(html).toContain('Frasco de 30 ml &lt;com&gt; rótulo em português')
      expect(html).toContain('. Licença: CC BY 4.0')
      expect(html).toContain('alt="Frasco conta-gotas de óleo de CBD com rótulo verde"')

      const visitor = await newPage(browser(), viewport)
      await visitor.goto(`${baseURL()}/blog/post/${post.slug}`)
      const caption = visitor.getByTestId('cover-credit')
      await caption.waitFor()
      expect(await caption.textContent()).toBe(
        'Frasco de 30 ml <com> rótulo em português — Imagem: Wikimedia Commons. Licença: CC BY 4.0',
      )
      expect(await caption.getByRole('link', { name: 'Wikimedia Commons' }).getAttribute('href')).toBe(
        'https://commons.wikimedia.org/wiki/File:Frasco.jpg',
      )
      expect(
        await visitor.getByRole('img', { name: 'Frasco conta-gotas de óleo de CBD com rótulo verde' }).count(),
      ).toBe(1)
      expect(await hasHorizontalScroll(visitor)).toBe(false)
      await screenshot(visitor, `image-details-article-${viewport}`)
      await visitor.context().close()
      expectOnlyConsoleProblems(/Failed to load resource: the server responded with a status of 400/)
    })
  }

  it('asks "Inserir imagem" for alt text or "Imagem decorativa", and a decorative body image publishes', async () => {
    const coverUrl = await storeCover('capa-corpo-1600x900.webp')
    await serviceRest('media?object_name=eq.capa-corpo-1600x900.webp', {
      method: 'PATCH',
      body: JSON.stringify({ alt: 'Capa descrita' }),
    })
    const post = await insertPost('Imagem decorativa no texto', {
      status: 'draft',
      author_id: cast.editor.id,
      image: coverUrl,
      content: '<p>Um parágrafo antes da imagem.</p>',
    })
    const page = await newPage(browser())
    await signInAs(page, cast.editor, `/admin/posts/${post.id}`)
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    await page.getByRole('textbox', { name: 'Conteúdo' }).click()
    await page.keyboard.press('End')
    await page.getByRole('button', { name: 'Imagem', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Inserir imagem' })
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#88aa66' } })
      .png()
      .toBuffer()
    await dialog.getByLabel('Arquivo').setInputFiles({ name: 'ornamento.png', mimeType: 'image/png', buffer: photo })
    await dialog.getByRole('button', { name: 'Inserir imagem' }).click()
    await dialog.getByText('Descreva a imagem ou marque “Imagem decorativa”.').waitFor()
    await dialog.getByLabel(/Imagem decorativa/).check()
    await dialog.getByRole('button', { name: 'Inserir imagem' }).click()
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.getByText('Post publicado com sucesso!').first().waitFor()
    const [row] = (await serviceRest(`posts?select=status,content&id=eq.${post.id}`)) as {
      status: string
      content: string
    }[]
    expect(row.status).toBe('published')
    const name = /post-images\/([^"?]+)"/.exec(row.content)?.[1] ?? ''
    expect(name).not.toBe('')
    const [media] = (await serviceRest(`media?select=alt,decorative&object_name=eq.${name}`)) as {
      alt: string
      decorative: boolean
    }[]
    expect(media).toEqual({ alt: '', decorative: true })
    await page.context().close()
  })
})
