// Issue 48, items 1 and 6: the media library /admin/midia — every image of `post-images` with where it
// is used, the "Sem uso" filter, and "Excluir", which the bucket's policies refuse for an image in use
// (the dialog names the posts) and carry out for an unused one. At 1280 and 375 px.
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../local/keys'
import { hasHorizontalScroll, newPage, screenshot, serviceRest, useBrowser, VIEWPORTS } from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const storage = () => `${inject('apiURL')}/storage/v1`
const publicUrl = (name: string) => `${storage()}/object/public/post-images/${name}`

/** Stores an image through the Storage API with the service role (test set-up: no staff upload involved). */
async function storeImage(name: string, uploader: StaffAccount, source = 'upload'): Promise<void> {
  const body = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .webp()
    .toBuffer()
  const response = await fetch(`${storage()}/object/post-images/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      apikey: LOCAL_SERVICE_ROLE_KEY,
      'Content-Type': 'image/webp',
    },
    body,
  })
  if (!response.ok) throw new Error(`upload ${name}: ${response.status} ${await response.text()}`)
  // The row the upload service writes for each image it stores.
  await serviceRest('media', {
    method: 'POST',
    body: JSON.stringify({
      object_name: name,
      source,
      uploaded_by: uploader.id,
      width: 640,
      height: 360,
      size_bytes: body.length,
      content_type: 'image/webp',
    }),
  })
}

const cards = (page: Page) => page.getByTestId('media-card')
const card = (page: Page, name: string) => cards(page).filter({ hasText: name })

describe('media library screen', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  const used = 'frasco-conta-gotas-640x360.webp'
  const titles = ['Óleo de CBD: como usar', 'Dosagem de canabidiol']

  beforeAll(async () => {
    cast = await createStaffCast()
    await storeImage(used, cast.author, 'pexels')
    const [first, second] = await Promise.all(titles.map((title) => insertPost(title, { status: 'draft' })))
    await serviceRest(`posts?id=eq.${first.id}`, { method: 'PATCH', body: JSON.stringify({ image: publicUrl(used) }) })
    await serviceRest(`posts?id=eq.${second.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ image: publicUrl(used), content: `<p>Texto.</p><img src="${publicUrl(used)}" alt="">` }),
    })
    for (const viewport of Object.keys(VIEWPORTS)) await storeImage(`sem-uso-${viewport}-640x360.webp`, cast.editor)
  }, 60_000)

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`an editor at ${VIEWPORTS[viewport].width} px sees where each image is used, filters "Sem uso", is refused deleting an image in use (posts named), edits an image's alt text and deletes an unused one`, async () => {
      const unused = `sem-uso-${viewport}-640x360.webp`
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin/midia')
      await page.getByRole('heading', { name: 'Biblioteca de mídia', level: 1 }).waitFor()

      const inUse = card(page, used)
      await inUse.waitFor()
      expect(await inUse.getByTestId('media-usage').innerText()).toBe('capa de 2 posts, no texto de 1')
      for (const title of titles) await inUse.getByRole('link', { name: title }).waitFor()
      await inUse.getByText('640 × 360 px').waitFor()
      await inUse.getByText(/Alice Autora · Pexels/).waitFor()
      expect(await card(page, unused).getByTestId('media-usage').innerText()).toBe('Sem uso')
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `media-library-${viewport}`)

      await page.getByRole('combobox', { name: 'Uso' }).click()
      await page.getByRole('option', { name: 'Sem uso', exact: true }).click()
      await page.waitForURL((url) => url.searchParams.get('uso') === 'sem-uso')
      await expect.poll(() => card(page, used).count()).toBe(0)
      await card(page, unused).waitFor()

      // An image in use: the bucket refuses, the dialog says so and names the posts.
      await page.getByRole('combobox', { name: 'Uso' }).click()
      await page.getByRole('option', { name: 'Em uso e sem uso' }).click()
      await card(page, used)
        .getByRole('button', { name: `Excluir ${used}` })
        .click()
      const dialog = page.getByRole('alertdialog')
      await dialog.getByRole('button', { name: 'Excluir' }).click()
      await dialog.getByText('Esta imagem está em uso e não pode ser excluída.').waitFor()
      for (const title of titles) await dialog.getByTestId('media-used-by').getByRole('link', { name: title }).waitFor()
      await screenshot(page, `media-library-in-use-${viewport}`)
      await dialog.getByRole('button', { name: 'Cancelar' }).click()
      expect((await fetch(publicUrl(used))).status).toBe(200)

      // "Editar detalhes": the alt text is saved into the image's details and shown on its card.
      expect(await card(page, unused).getByTestId('media-alt').innerText()).toBe('Sem texto alternativo')
      await card(page, unused)
        .getByRole('button', { name: `Editar detalhes de ${unused}` })
        .click()
      const details = page.getByRole('dialog', { name: 'Detalhes da imagem' })
      await details.getByLabel('Texto alternativo').fill('Frasco de óleo sobre a bancada')
      await screenshot(page, `media-library-details-${viewport}`)
      await details.getByRole('button', { name: 'Salvar detalhes' }).click()
      await details.waitFor({ state: 'detached' })
      await expect
        .poll(() => card(page, unused).getByTestId('media-alt').innerText())
        .toBe('Alt: Frasco de óleo sobre a bancada')

      // An unused image goes: the card, the stored object and its details row.
      await card(page, unused)
        .getByRole('button', { name: `Excluir ${unused}` })
        .click()
      await dialog.getByRole('button', { name: 'Excluir' }).click()
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => card(page, unused).count()).toBe(0)
      expect((await fetch(publicUrl(unused))).status).toBe(400)
      expect(await serviceRest(`media?object_name=eq.${unused}&select=object_name`)).toEqual([])
    })
  }

  it('the editor picks a library image as the cover and in the body: stored once, used twice (1280 px)', async () => {
    const picked = 'folhas-de-canhamo-640x360.webp'
    await storeImage(picked, cast.author)
    const post = await insertPost('Canabidiol e sono', {
      status: 'draft',
      author_id: cast.editor.id,
      content: '<p>Texto do rascunho.</p>',
    })
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.editor, `/admin/posts/${post.id}`)
    await page.getByLabel('Título', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Da biblioteca' }).click()
    const picker = page.getByRole('dialog', { name: 'Escolher a capa' })
    await picker.getByRole('searchbox', { name: 'Buscar na biblioteca' }).fill('folhas')
    await expect.poll(() => picker.getByRole('button', { name: /^Escolher / }).count()).toBe(1)
    await screenshot(page, 'media-picker-desktop')
    await picker.getByRole('button', { name: `Escolher ${picked}` }).click()
    await picker.waitFor({ state: 'detached' })
    expect(await page.getByRole('img', { name: 'Capa do post' }).getAttribute('src')).toBe(publicUrl(picked))

    await page.getByRole('button', { name: 'Imagem', exact: true }).click()
    const insert = page.getByRole('dialog', { name: 'Inserir imagem' })
    await insert.getByRole('button', { name: 'Escolher da biblioteca' }).click()
    const bodyPicker = page.getByRole('dialog', { name: 'Escolher imagem' })
    await bodyPicker.getByRole('button', { name: `Escolher ${picked}` }).click()
    await insert.getByTestId('chosen-image').waitFor()
    await insert.getByLabel('Texto alternativo').fill('Folhas de cânhamo')
    await insert.getByRole('button', { name: 'Inserir imagem' }).click()
    await insert.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await expect
      .poll(async () => (await serviceRest(`posts?id=eq.${post.id}&select=image`))[0].image)
      .toBe(publicUrl(picked))
    const usages = (await serviceRest(`image_usages?object_name=eq.${picked}&select=used_as&order=used_as`)) as {
      used_as: string
    }[]
    expect(usages.map((usage) => usage.used_as)).toEqual(['post_body', 'post_cover'])
    // The alt text typed for it went to the image's details in the library.
    expect(await serviceRest(`media?object_name=eq.${picked}&select=alt`)).toEqual([{ alt: 'Folhas de cânhamo' }])
  })

  it('an author picks a library image as the profile photo; the library then says so (375 px)', async () => {
    const photo = 'retrato-640x360.webp'
    await storeImage(photo, cast.author)
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.author, '/admin/perfil')
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor()
    await page.getByRole('button', { name: 'Da biblioteca' }).click()
    const picker = page.getByRole('dialog', { name: 'Escolher a foto' })
    await picker.getByRole('searchbox', { name: 'Buscar na biblioteca' }).fill('retrato')
    await expect.poll(() => picker.getByRole('button', { name: /^Escolher / }).count()).toBe(1)
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'media-picker-mobile')
    await picker.getByRole('button', { name: `Escolher ${photo}` }).click()
    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await expect
      .poll(async () => (await serviceRest(`profiles?id=eq.${cast.author.id}&select=avatar_url`))[0].avatar_url)
      .toBe(publicUrl(photo))

    await page.goto('/admin/midia?q=retrato')
    expect(await card(page, photo).getByTestId('media-usage').innerText()).toBe('foto de perfil de 1 pessoa')
  })

  it("Clio's draft takes a library image and its approval reuses it: the post's cover is that same object (1280 px)", async () => {
    const chosen = 'clio-biblioteca-640x360.webp'
    await storeImage(chosen, cast.editor)
    await serviceRest('ai_drafts', {
      method: 'POST',
      body: JSON.stringify({
        tema: 'canabidiol e ansiedade',
        titulo: 'Canabidiol e ansiedade: o que se sabe',
        conteudo: '<p>Texto.</p>',
        created_by: cast.editor.id,
      }),
    })
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.editor)
    const draft = page.getByTestId('ai-draft-card').first()
    await draft.getByRole('button', { name: 'Da biblioteca' }).click()
    const picker = page.getByRole('dialog', { name: 'Escolher a imagem do post' })
    await picker.getByRole('searchbox', { name: 'Buscar na biblioteca' }).fill('clio-biblioteca')
    await picker.getByRole('button', { name: `Escolher ${chosen}` }).click()
    await expect.poll(() => draft.getByRole('img').getAttribute('src')).toBe(publicUrl(chosen))

    await draft.getByRole('button', { name: 'Aprovar' }).click()
    const open = page.getByRole('link', { name: 'Abrir no editor' })
    await open.waitFor()
    const id = ((await open.getAttribute('href')) ?? '').split('/').pop()
    const [post] = (await serviceRest(`posts?id=eq.${id}&select=image`)) as { image: string }[]
    expect(post.image).toBe(publicUrl(chosen))
  })
})
