// Issue 48 end to end, as an editor lives it (1280 and 375 px): a phone photo with a GPS position in its
// EXIF is uploaded as a cover and stored without it; the same image becomes a second post's cover from the
// library (one object, two uses); publishing without alt text is refused and names the image; with alt,
// caption and credit the article shows them; an image nobody uses any more is listed under "Sem uso" and
// deleted, while the one in use stays.
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  baseURL,
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

/** A phone photo: JPEG with the camera's make and a GPS position (São Paulo) in its EXIF. */
async function phonePhoto(red: number): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: red, g: 130, b: 100 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Pixel', Model: 'Pixel 8' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 1/1' },
    })
    .toBuffer()
}

const postRow = async (id: string) =>
  ((await serviceRest(`posts?select=status,image&id=eq.${id}`)) as { status: string; image: string | null }[])[0]

const coverSrc = (page: Page) => page.getByRole('img', { name: 'Capa do post' }).getAttribute('src')
const objectName = (url: string) => decodeURIComponent(url.split('/').pop() ?? '')

/** Uploads through the cover's file field; resolves with the new cover's URL once the editor shows it. */
async function uploadCover(page: Page, photo: Buffer): Promise<string> {
  const before = (await page.getByRole('img', { name: 'Capa do post' }).count()) ? await coverSrc(page) : null
  await page.getByLabel('Capa').setInputFiles({ name: 'IMG_2044.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect
    .poll(
      async () => {
        const src = await coverSrc(page)
        return src !== before && /post-images\/[0-9a-f]{32}-\d+x\d+\.webp$/.test(src ?? '')
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return (await coverSrc(page)) ?? ''
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await page.getByText('Rascunho salvo.', { exact: true }).first().waitFor()
}

describe('media library, end to end', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  }, 120_000)

  for (const [viewport, red] of [
    ['desktop', 40],
    ['mobile', 90],
  ] as const) {
    it(`at ${viewport}: a GPS-tagged photo is stored clean, reused as two covers, published only with alt text, credited on the article; an unused image is deleted`, async () => {
      const content = '<p>O rótulo informa a concentração de canabidiol por mililitro e o volume do frasco.</p>'
      const first = await insertPost(`Frascos de CBD: o rótulo (${viewport})`, { author_id: cast.editor.id, content })
      const second = await insertPost(`Frascos de CBD: a validade (${viewport})`, {
        author_id: cast.editor.id,
        content,
      })
      const photo = await phonePhoto(red)
      expect((await sharp(photo).metadata()).exif).toBeDefined() // the test's photo does carry a position

      // 1. Upload as the first post's cover: what is stored has no EXIF (no GPS), whatever the phone wrote.
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, `/admin/posts/${first.id}`)
      await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
      const coverUrl = await uploadCover(page, photo)
      const stored = Buffer.from(await (await fetch(coverUrl)).arrayBuffer())
      const storedMeta = await sharp(stored).metadata()
      expect(storedMeta.format).toBe('webp')
      expect(storedMeta.exif).toBeUndefined()
      expect(storedMeta.xmp).toBeUndefined()
      expect(stored.includes('GPS')).toBe(false)
      expect(stored.includes('Pixel 8')).toBe(false)
      await saveDraft(page)

      // 2. The second post takes the same image from the library: no second copy.
      await page.goto(`${baseURL()}/admin/posts/${second.id}`)
      await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
      await page.getByRole('button', { name: 'Da biblioteca' }).click()
      const picker = page.getByRole('dialog', { name: 'Escolher a capa' })
      await picker.getByRole('searchbox', { name: 'Buscar na biblioteca' }).fill(objectName(coverUrl).slice(0, 12))
      await picker.getByRole('button', { name: `Escolher ${objectName(coverUrl)}` }).click()
      await expect.poll(() => coverSrc(page)).toBe(coverUrl)
      await saveDraft(page)
      expect((await postRow(second.id)).image).toBe(coverUrl)
      const copies = (await serviceRest(
        `media?select=object_name&sha256=eq.${(await serviceRest(`media?select=sha256&object_name=eq.${objectName(coverUrl)}`))[0].sha256}`,
      )) as unknown[]
      expect(copies).toHaveLength(1)

      // 3. Publishing without alt text is refused, naming the image; the post stays a draft.
      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await page
        .getByRole('alert')
        .filter({ hasText: `Falta o texto alternativo da capa (${objectName(coverUrl)}).` })
        .first()
        .waitFor()
      expect((await postRow(second.id)).status).toBe('draft')
      await screenshot(page, `media-flow-refused-${viewport}`)

      // 4. Alt text, caption and credit; then it publishes and the article shows them.
      await page.getByRole('button', { name: 'Detalhes da imagem' }).click()
      const details = page.getByRole('dialog', { name: 'Detalhes da imagem' })
      await details.getByLabel('Texto alternativo').fill('Dois frascos conta-gotas de óleo sobre uma mesa')
      await details.getByLabel('Legenda').fill('Frascos fotografados na redação')
      await details.getByRole('combobox', { name: 'Crédito' }).click()
      await page.getByRole('option', { name: 'Terceiros', exact: true }).click()
      await details.getByLabel('Fonte').fill('Agência Saúde')
      await details.getByLabel('Licença').fill('CC BY-SA 4.0')
      await details.getByLabel('Autor (opcional)').fill('Rita Souza')
      await details.getByRole('button', { name: 'Salvar detalhes' }).click()
      await details.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await page.getByText('Post publicado com sucesso!').first().waitFor()
      expect((await postRow(second.id)).status).toBe('published')

      const visitor = await newPage(browser(), viewport)
      await visitor.goto(`${baseURL()}/blog/post/${second.slug}`)
      const credit = visitor.getByTestId('cover-credit')
      await credit.waitFor()
      expect(await credit.textContent()).toBe(
        'Frascos fotografados na redação — Imagem: Rita Souza, Agência Saúde. Licença: CC BY-SA 4.0',
      )
      expect(await visitor.getByRole('img', { name: 'Dois frascos conta-gotas de óleo sobre uma mesa' }).count()).toBe(
        1,
      )
      expect(await hasHorizontalScroll(visitor)).toBe(false)
      await screenshot(visitor, `media-flow-article-${viewport}`)
      await visitor.context().close()

      // 5. The first post gets another photo and then none: that photo is unused, listed and deleted;
      //    the image the published post shows stays.
      await page.goto(`${baseURL()}/admin/posts/${first.id}`)
      await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
      const otherUrl = await uploadCover(page, await phonePhoto(red + 100))
      expect(otherUrl).not.toBe(coverUrl)
      await saveDraft(page)
      await page.getByRole('button', { name: 'Remover', exact: true }).click()
      await expect.poll(() => page.getByRole('img', { name: 'Capa do post' }).count()).toBe(0)
      await saveDraft(page)
      expect((await postRow(first.id)).image).toBeNull()

      await page.goto(`${baseURL()}/admin/midia`)
      await page.getByRole('heading', { name: 'Biblioteca de mídia', level: 1 }).waitFor()
      await page.getByRole('combobox', { name: 'Uso' }).click()
      await page.getByRole('option', { name: 'Sem uso', exact: true }).click()
      const unused = page.getByTestId('media-card').filter({ hasText: objectName(otherUrl) })
      await unused.waitFor()
      await expect
        .poll(() =>
          page
            .getByTestId('media-card')
            .filter({ hasText: objectName(coverUrl) })
            .count(),
        )
        .toBe(0)
      await screenshot(page, `media-flow-unused-${viewport}`)
      await unused.getByRole('button', { name: `Excluir ${objectName(otherUrl)}` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click()
      await unused.waitFor({ state: 'detached' })
      expect((await fetch(otherUrl)).ok).toBe(false)
      expect((await fetch(coverUrl)).ok).toBe(true)
      await page.context().close()
      // The refused publish (step 3) is the database's 400 answer to the save.
      expectOnlyConsoleProblems(/Failed to load resource: the server responded with a status of 400/)
    })
  }
})
