import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  baseURL,
  expectOnlyConsoleProblems,
  expectOnlyRefusedInlineHandlers,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { createStaffCast, restAsPageUser, signInAs, type StaffAccount, type StaffRole } from './staff'
import { insertPost } from './posts'

interface PostRow {
  id: string
  title: string
  slug: string
  status: string
  content: string
  excerpt: string
  image: string | null
  read_time: number
  tags: string[]
  published_at: string | null
  version: number
}

const editorBody = (page: Page) => page.getByRole('textbox', { name: 'Conteúdo' })

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function toastText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor()
}

async function postBySlug(slug: string): Promise<PostRow> {
  const rows = (await serviceRest(`posts?select=*&slug=eq.${slug}`)) as PostRow[]
  return rows[0]
}

const createDraft = (title: string, authorId: string, content = '<p>Texto original do rascunho.</p>') =>
  insertPost<PostRow>(title, { content, status: 'draft', author_id: authorId })

/** A large photo (3000×2000 JPEG), as a phone would give. */
/** A phone photo: 3000×2000 JPEG with the camera and a GPS position in its EXIF. */
async function bigPhoto() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .withExif({
      IFD0: { Make: 'Telefone' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 1/1' },
    })
    .jpeg({ quality: 95 })
    .toBuffer()
}

/** What São Paulo's clock shows `minutes` from now, as the date and time fields take it. */
function saoPauloFieldsIn(minutes: number) {
  const when = new Date(Date.now() + minutes * 60_000)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(when)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

describe('post editor', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('writes a post with a heading, a list, a link and a scaled cover, publishes it, and visitors read it', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts/new')
    await page.getByRole('heading', { name: 'Novo Post' }).waitFor()
    await page.getByLabel('Título', { exact: true }).fill('Guia prático: CBD e sono em 2026')
    expect(await page.getByLabel('Slug').inputValue()).toBe('guia-pratico-cbd-e-sono-em-2026')

    await editorBody(page).click()
    await page.getByRole('button', { name: 'Título 2' }).click()
    await page.keyboard.type('O que dizem os estudos')
    await page.keyboard.press('Enter')
    await page.keyboard.type(
      'Os ensaios ainda são pequenos e os resultados variam bastante entre pacientes. Veja a fonte: ',
    )
    await page.getByRole('button', { name: 'Link' }).click()
    const linkDialog = page.getByRole('dialog', { name: 'Inserir link' })
    await linkDialog.getByLabel('Endereço do link').fill('javascript:alert(1)')
    await linkDialog.getByRole('button', { name: 'Aplicar' }).click()
    await linkDialog.getByText('Use um endereço que comece com http://, https:// ou mailto:').waitFor()
    await linkDialog.getByLabel('Endereço do link').fill('https://example.org/estudo')
    await linkDialog.getByRole('button', { name: 'Aplicar' }).click()
    await linkDialog.waitFor({ state: 'detached' })
    await editorBody(page).press('End')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Lista com marcadores' }).click()
    await page.keyboard.type('Converse com seu médico')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Observe os efeitos')

    await choose(page, 'Categoria', 'Pesquisas')
    await page.getByLabel('Tags', { exact: true }).fill('cbd')
    await page.keyboard.press('Enter')
    await page.getByLabel('Tags', { exact: true }).fill('sono')
    await page.keyboard.press('Enter')

    await page.getByLabel('Capa').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await bigPhoto() })
    await toastText(page, 'Imagem enviada com sucesso!')
    const cover = page.getByRole('img', { name: 'Capa do post' })
    await cover.waitFor()
    const coverUrl = (await cover.getAttribute('src')) ?? ''
    // The size in the name is what share previews state (og:image:width/height).
    expect(coverUrl).toMatch(/\/storage\/v1\/object\/public\/post-images\/[0-9a-f]{32}-1600x1067\.webp$/)
    const meta = await sharp(Buffer.from(await (await fetch(coverUrl)).arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 })
    expect(meta.exif).toBeUndefined() // the intake left the phone's EXIF, GPS position included, behind
    // Publishing needs the cover's alt text (decision 051).
    await page.getByRole('button', { name: 'Detalhes da imagem' }).click()
    const details = page.getByRole('dialog', { name: 'Detalhes da imagem' })
    await details.getByLabel('Texto alternativo').fill('Paisagem verde-azulada')
    await details.getByRole('button', { name: 'Salvar detalhes' }).click()
    await details.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await toastText(page, 'Post criado com sucesso!')
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    // Nothing along the way (the link dialog's own form included) tried to save an incomplete post.
    expect(await page.getByText('Campos obrigatórios: Preencha título, conteúdo, categoria e autor.').count()).toBe(0)
    await screenshot(page, 'post-editor-desktop')

    const row = await postBySlug('guia-pratico-cbd-e-sono-em-2026')
    expect(row).toMatchObject({ status: 'published', image: coverUrl, tags: ['cbd', 'sono'], read_time: 1 })
    // No excerpt typed: the content's text, each block a sentence (decision 021), cut to 160 characters plus "...".
    const text =
      'O que dizem os estudos. Os ensaios ainda são pequenos e os resultados variam bastante entre pacientes. Veja a fonte: https://example.org/estudo. Converse com seu médico. Observe os efeitos'
    expect(row.excerpt).toBe(`${text.slice(0, 160)}...`)
    expect(row.published_at).not.toBeNull()

    const visitor = await newPage(browser(), 'mobile')
    await visitor.goto(`${baseURL()}/blog/post/${row.slug}`)
    await visitor.getByRole('heading', { name: 'Guia prático: CBD e sono em 2026', level: 1 }).waitFor()
    await visitor.getByRole('heading', { name: 'O que dizem os estudos', level: 2 }).waitFor()
    expect(await visitor.getByRole('link', { name: 'https://example.org/estudo' }).getAttribute('href')).toBe(
      'https://example.org/estudo',
    )
    expect(await visitor.getByRole('listitem').filter({ hasText: 'Converse com seu médico' }).count()).toBe(1)
    expect(await visitor.locator(`img[src="${coverUrl}"]`).count()).toBe(1)
    // Storage's image transformations (on against the local stack, decision 047): the phone downloads a
    // narrow WebP of the 1600-px cover, and the cover is shared cropped to 1200×630.
    const visitorCover = visitor.locator(`img[src="${coverUrl}"]`)
    await expect
      .poll(() => visitorCover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toBeTruthy()
    const shownUrl = await visitorCover.evaluate((img: HTMLImageElement) => img.currentSrc)
    const renderUrl = coverUrl.replace('/object/public/', '/render/image/public/')
    expect(shownUrl.startsWith(`${renderUrl}?width=`), shownUrl).toBe(true)
    const shown = await fetch(shownUrl, { headers: { accept: 'image/webp' } })
    expect(shown.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(800)
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      `${renderUrl}?width=1200&height=630&resize=cover`,
    )
    expect([
      await visitor.locator('meta[property="og:image:width"]').getAttribute('content'),
      await visitor.locator('meta[property="og:image:height"]').getAttribute('content'),
    ]).toEqual(['1200', '630'])
    await visitor.context().close()
    await page.context().close()
  })

  it('says what is missing at the fields and in a toast, keeping what was typed; the HTML mode is sanitised on save', async () => {
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.author, '/admin/posts/new')
    await page.getByRole('heading', { name: 'Novo Post' }).waitFor()
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await toastText(page, 'Campos obrigatórios: Preencha título, conteúdo, categoria e autor.')
    await page.getByText('Informe o título.').waitFor()
    await page.getByText('Escreva o conteúdo.').waitFor()
    await page.getByText('Selecione uma categoria', { exact: true }).last().waitFor()

    await page.getByLabel('Título', { exact: true }).fill('Rascunho com HTML')
    await page.getByRole('button', { name: 'HTML' }).click()
    await page
      .getByRole('textbox', { name: 'Conteúdo' })
      .fill(
        '<h3>Seção</h3><p onclick="alert(1)">Texto <a href="javascript:alert(1)">perigoso</a><script>alert(2)</script></p>',
      )
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await toastText(page, 'Campos obrigatórios: Preencha título, conteúdo, categoria e autor.')
    expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe('Rascunho com HTML')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'post-editor-mobile-errors')

    // A title whose slug is taken: the field says so and offers the next free slug.
    await page.getByLabel('Título', { exact: true }).fill('CBD e THC: diferenças, usos estudados e cuidados')
    const clash = page.getByRole('status').filter({ hasText: 'Este slug já está em uso.' })
    await clash.waitFor()
    await clash.getByRole('button', { name: 'Usar cbd-e-thc-diferencas-usos-estudados-e-cuidados-2' }).click()
    expect(await page.getByLabel('Slug').inputValue()).toBe('cbd-e-thc-diferencas-usos-estudados-e-cuidados-2')
    await page.getByLabel('Título', { exact: true }).fill('Rascunho com HTML')
    expect(await page.getByLabel('Slug').inputValue()).toBe('cbd-e-thc-diferencas-usos-estudados-e-cuidados-2')
    await page.getByRole('button', { name: 'Gerar a partir do título' }).click()
    expect(await page.getByLabel('Slug').inputValue()).toBe('rascunho-com-html')

    await choose(page, 'Categoria', 'Legislação')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await toastText(page, 'Post criado com sucesso!')
    const row = await postBySlug('rascunho-com-html')
    expect(row.status).toBe('draft')
    expect(row.content).toContain('<h3>Seção</h3>')
    expect(row.content).not.toMatch(/onclick|javascript:|<script/)
    // The saved post reopens in the visual editor, with the heading typed as HTML.
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    await editorBody(page).getByRole('heading', { name: 'Seção', level: 3 }).waitFor()
    expectOnlyRefusedInlineHandlers()
    await page.context().close()
  })

  it("refuses a non-image cover and a 6 MB one with the spec's messages", async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.author, '/admin/posts/new')
    await page
      .getByLabel('Capa')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') })
    await page.getByRole('alert').filter({ hasText: 'Por favor, selecione um arquivo de imagem válido.' }).waitFor()
    await page
      .getByLabel('Capa')
      .setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) })
    await page.getByRole('alert').filter({ hasText: 'O arquivo é muito grande. O tamanho máximo é 5MB.' }).waitFor()
    expect(await page.getByRole('img', { name: 'Capa do post' }).count()).toBe(0)
    await page.context().close()
  })

  it('schedules a post in Brasília time: invisible to visitors until its time comes, then public by itself', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts/new')
    await page.getByLabel('Título', { exact: true }).fill('Post agendado pelo editor')
    await editorBody(page).click()
    await page.keyboard.type('Conteúdo que sai mais tarde.')
    await choose(page, 'Categoria', 'Notícias')
    await choose(page, 'Status', 'Agendado')
    const past = saoPauloFieldsIn(-10)
    await page.getByLabel('Data da publicação').fill(past.date)
    await page.getByLabel('Hora da publicação').fill(past.time)
    await page.getByRole('button', { name: 'Agendar' }).click()
    await page.getByText('A data de agendamento deve estar no futuro.').waitFor()

    const soon = saoPauloFieldsIn(2)
    await page.getByLabel('Data da publicação').fill(soon.date)
    await page.getByLabel('Hora da publicação').fill(soon.time)
    await page.getByRole('button', { name: 'Agendar' }).click()
    await toastText(page, 'Post criado com sucesso!')
    const row = await postBySlug('post-agendado-pelo-editor')
    expect(row.status).toBe('scheduled')
    const expected = new Date(`${soon.date}T${soon.time}:00-03:00`).toISOString()
    expect(new Date(row.published_at as string).toISOString()).toBe(expected)

    const visitor = await newPage(browser())
    await visitor.goto(`${baseURL()}/blog/post/${row.slug}`)
    await visitor.getByRole('heading', { name: 'Post não encontrado' }).waitFor()

    await page.goto('/admin/posts?status=scheduled')
    await page
      .getByTestId('admin-post-card')
      .filter({ hasText: 'Post agendado pelo editor' })
      .getByText(`Agendado para ${soon.date.split('-').reverse().join('/')} às ${soon.time}`)
      .waitFor()

    // The clock reaches the time (moved here instead of waiting two minutes): nobody publishes it.
    await serviceRest(`posts?id=eq.${row.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ published_at: new Date(Date.now() - 1000).toISOString() }),
    })
    await visitor.goto(`${baseURL()}/blog/post/${row.slug}`)
    await visitor.getByRole('heading', { name: 'Post agendado pelo editor', level: 1 }).waitFor()
    expect(((await serviceRest(`posts?select=status&id=eq.${row.id}`)) as PostRow[])[0].status).toBe('scheduled')
    await visitor.context().close()
    await page.context().close()
  })

  it('refuses a save that would overwrite a newer one from a second browser, says who saved it, then overwrites on request', async () => {
    const draft = await createDraft('Post disputado por dois', cast.author.id)
    const edu = await newPage(browser())
    await signInAs(edu, cast.editor, `/admin/posts/${draft.id}`)
    await edu.getByRole('heading', { name: 'Editar Post' }).waitFor()

    const ana = await newPage(browser())
    await signInAs(ana, cast.admin, `/admin/posts/${draft.id}`)
    await ana.getByLabel('Resumo').fill('Resumo escrito pela Ana.')
    await ana.getByRole('button', { name: 'Salvar', exact: true }).click()
    await toastText(ana, 'Rascunho salvo.')

    await edu.getByLabel('Resumo').fill('Resumo escrito pelo Edu.')
    await edu.getByRole('button', { name: 'Salvar', exact: true }).click()
    const conflict = edu.getByRole('alertdialog', { name: 'Este post foi alterado por outra pessoa' })
    await conflict
      .getByText(
        /^Ana Administradora salvou este post em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}, depois que você o abriu\./,
      )
      .waitFor()
    expect((await postBySlug(draft.slug)).excerpt).toBe('Resumo escrito pela Ana.')
    expect(await edu.getByLabel('Resumo').inputValue()).toBe('Resumo escrito pelo Edu.')

    await conflict.getByRole('button', { name: 'Sobrescrever com a minha versão' }).click()
    await toastText(edu, 'Rascunho salvo.')
    const row = await postBySlug(draft.slug)
    expect(row.excerpt).toBe('Resumo escrito pelo Edu.')
    expect(row.version).toBe(3)
    await ana.context().close()
    await edu.context().close()
    // The refused save (409 from the version check), and nothing else.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 409 .*\/rest\/v1\/posts\?/,
    )
  })

  it('asks before leaving with unsaved changes ("Voltar para Posts", "Sair", the navigation) and when the tab closes', async () => {
    const draft = await createDraft('Post com alterações pendentes', cast.author.id)
    const page = await newPage(browser())
    await signInAs(page, cast.author, `/admin/posts/${draft.id}`)
    await page.getByLabel('Título', { exact: true }).fill('Título mudado e não salvo')
    await page.getByRole('link', { name: 'Voltar para Posts' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Sair sem salvar?' })
    await ask.waitFor()
    await ask.getByRole('button', { name: 'Continuar editando' }).click()
    expect(page.url()).toContain(`/admin/posts/${draft.id}`)
    // "Sair" closes the post: it asks the same, and keeps what was typed on "Continuar editando".
    await page.getByRole('main').getByRole('link', { name: 'Sair do editor' }).click()
    await ask.getByRole('button', { name: 'Continuar editando' }).click()
    expect(page.url()).toContain(`/admin/posts/${draft.id}`)
    expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe('Título mudado e não salvo')

    let beforeUnload = false
    page.on('dialog', (dialog) => {
      beforeUnload = dialog.type() === 'beforeunload'
      void dialog.dismiss()
    })
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => beforeUnload).toBe(true)

    const again = await newPage(browser())
    await signInAs(again, cast.author, `/admin/posts/${draft.id}`)
    await again.getByLabel('Título', { exact: true }).fill('Outro título não salvo')
    await again.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Painel' }).click()
    await again
      .getByRole('alertdialog', { name: 'Sair sem salvar?' })
      .getByRole('button', { name: 'Sair sem salvar' })
      .click()
    await again.waitForURL(/\/admin$/)
    expect((await postBySlug(draft.slug)).title).toBe('Post com alterações pendentes')
    await again.context().close()
  })

  it('offers back, after a reload, the changes that were never saved', async () => {
    const draft = await createDraft('Post que sobrevive a um recarregamento', cast.author.id)
    const page = await newPage(browser())
    page.on('dialog', (dialog) => void dialog.accept())
    await signInAs(page, cast.author, `/admin/posts/${draft.id}`)
    await page.getByLabel('Resumo').fill('Texto que não pode se perder.')
    // The backup runs every 3 s: wait until it holds the typed text.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('Texto que não pode se perder.')),
    )
    await page.reload()
    const offer = page.getByRole('alert').filter({ hasText: 'Recuperar alterações não salvas?' })
    await offer.waitFor()
    expect(await page.getByLabel('Resumo').inputValue()).toBe('')
    await offer.getByRole('button', { name: 'Recuperar' }).click()
    expect(await page.getByLabel('Resumo').inputValue()).toBe('Texto que não pode se perder.')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await toastText(page, 'Rascunho salvo.')
    expect((await postBySlug(draft.slug)).excerpt).toBe('Texto que não pode se perder.')
    await page.reload()
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    expect(await page.getByRole('alert').filter({ hasText: 'Recuperar alterações não salvas?' }).count()).toBe(0)
    await page.context().close()
  })

  it('lists revisions in "Histórico", shows the difference and restores one', async () => {
    const draft = await createDraft('Post com histórico', cast.author.id, '<p>Primeira versão do texto.</p>')
    const page = await newPage(browser())
    await signInAs(page, cast.author, `/admin/posts/${draft.id}`)
    await editorBody(page).click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Segunda versão, reescrita.')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await toastText(page, 'Rascunho salvo.')

    await page.getByRole('button', { name: 'Histórico' }).click()
    const sheet = page.getByRole('dialog', { name: 'Histórico' })
    const versions = sheet.getByRole('list', { name: 'Versões' }).getByRole('button')
    await expect.poll(() => versions.count()).toBe(2)
    await versions.nth(1).click()
    const diff = sheet.getByTestId('diff-Conteúdo')
    expect(await diff.locator('ins').allInnerTexts()).toContain('Primeira')
    expect(await diff.locator('del').allInnerTexts()).toContain('Segunda')
    await screenshot(page, 'post-editor-history')
    await sheet.getByRole('button', { name: 'Restaurar esta versão' }).click()
    await editorBody(page).getByText('Primeira versão do texto.').waitFor()
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    // The first save's toast may still be up: wait for the database, not for the same words again.
    await expect.poll(async () => (await postBySlug(draft.slug)).content).toBe('<p>Primeira versão do texto.</p>')
    const revisions = (await serviceRest(`post_revisions?select=content&post_id=eq.${draft.id}`)) as unknown[]
    expect(revisions).toHaveLength(3)
    await page.context().close()
  })

  it('keeps everything typed when the server fails a save, and saves on the next try; "Sair" closes the post and returns to the list, still signed in', async () => {
    const draft = await createDraft('Post que enfrenta uma falha', cast.author.id)
    const page = await newPage(browser())
    await signInAs(page, cast.author, `/admin/posts/${draft.id}`)
    let failing = true
    await page.route('**/rest/v1/posts?*', (route) =>
      failing && route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Falha simulada no servidor"}',
          })
        : route.continue(),
    )
    await page.getByLabel('Resumo').fill('Um resumo que não pode sumir.')
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await page.getByText('Falha simulada no servidor').first().waitFor()
    expect(await page.getByLabel('Resumo').inputValue()).toBe('Um resumo que não pode sumir.')
    expect(await page.getByTestId('save-state').innerText()).toBe('Alterações não salvas')
    failing = false
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await toastText(page, 'Rascunho salvo.')
    expect((await postBySlug(draft.slug)).excerpt).toBe('Um resumo que não pode sumir.')

    // "Sair" closes the post (the list, still signed in); signing out is the header's.
    await page.getByRole('main').getByRole('link', { name: 'Sair do editor' }).click()
    await page.waitForURL(/\/admin\/posts$/)
    await page.getByRole('heading', { name: 'Posts', exact: true }).waitFor()
    await page.context().close()
    // The simulated failure of the save, and nothing else.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 500 .*\/rest\/v1\/posts\?/,
    )
  })

  it('flags advertising-rule risks in "Verificação de conformidade"; an author can only send the post for review, an editor publishes with a justification', async () => {
    const draft = await createDraft(
      'Post com promessa',
      cast.author.id,
      '<p>Este óleo é a cura garantida para a ansiedade. Compre já com desconto.</p>',
    )
    const page = await newPage(browser())
    await signInAs(page, cast.author, `/admin/posts/${draft.id}`)
    const report = page.getByTestId('editor-compliance')
    await report
      .getByRole('status')
      .filter({ hasText: /trechos? para revisar/ })
      .waitFor()
    expect(await report.locator('mark').allInnerTexts()).toEqual(expect.arrayContaining(['cura', 'Compre já']))
    // The author never sees "Publicar" (nor any "mesmo assim"): the draft goes to review. The save
    // button says "Salvar"; "Enviar para revisão" is the one button that changes the status.
    expect(await page.getByRole('button', { name: 'Publicar', exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: 'Salvar', exact: true }).waitFor()
    expect(await page.getByRole('button', { name: /enviar para revisão/i }).count()).toBe(1)
    await page.getByRole('button', { name: 'Enviar para revisão' }).click()
    await toastText(page, 'Post enviado para revisão.')
    expect((await postBySlug(draft.slug)).status).toBe('review')
    await page.context().close()

    const editor = await newPage(browser())
    await signInAs(editor, cast.editor, `/admin/posts/${draft.id}`)
    // Once the rules have loaded the screen asks before sending (a click before that is refused by the
    // database with a 400, and the same question follows).
    await editor
      .getByTestId('editor-compliance')
      .getByRole('status')
      .filter({ hasText: /trechos? para revisar/ })
      .waitFor()
    // Already in review: "Publicar" and "Salvar", no "Enviar para revisão" (it would change nothing).
    await editor.getByRole('button', { name: 'Salvar', exact: true }).waitFor()
    expect(await editor.getByRole('button', { name: /enviar para revisão/i }).count()).toBe(0)
    await editor.getByRole('button', { name: 'Publicar', exact: true }).click()
    const ask = editor.getByRole('alertdialog', { name: 'Publicar com pontos de conformidade?' })
    await ask.getByRole('button', { name: 'Cancelar' }).click()
    expect((await postBySlug(draft.slug)).status).toBe('review')
    await editor.getByRole('button', { name: 'Publicar', exact: true }).click()
    await ask.getByLabel('Justificativa').fill('Exemplo de promessa proibida, citado para alertar o leitor.')
    await ask.getByRole('button', { name: 'Publicar com justificativa' }).click()
    await toastText(editor, 'Post publicado com sucesso!')
    expect((await postBySlug(draft.slug)).status).toBe('published')
    await editor.context().close()
  })

  it('generates a cover from the title with Clio, stores it in post-images and credits it as AI on the article', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts/new')
    await page.getByRole('button', { name: 'Gerar imagem' }).click()
    await page.getByRole('alert').filter({ hasText: 'Digite um título para buscar imagens relacionadas' }).waitFor()
    await page.getByLabel('Título', { exact: true }).fill('Capa gerada pela Clio')
    await editorBody(page).click()
    await page.keyboard.type('Um texto curto sobre a capa.')
    await choose(page, 'Categoria', 'Notícias')
    await page.getByRole('button', { name: 'Gerar imagem' }).click()
    await toastText(page, 'Imagem gerada com sucesso!')
    expect(await page.getByTestId('cover-credit').innerText()).toBe('Imagem gerada por IA')
    // Publishing needs the cover's alt text (decision 051); the AI credit is recorded in the library.
    await page.getByRole('button', { name: 'Detalhes da imagem' }).click()
    const details = page.getByRole('dialog', { name: 'Detalhes da imagem' })
    await details.getByLabel('Texto alternativo').fill('Ilustração gerada para a capa')
    await details.getByRole('button', { name: 'Salvar detalhes' }).click()
    await details.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await toastText(page, 'Post criado com sucesso!')
    const row = (await postBySlug('capa-gerada-pela-clio')) as PostRow & { image_credit: unknown }
    expect(row.image).toMatch(/\/storage\/v1\/object\/public\/post-images\/[0-9a-f]{32}-1600x900\.webp$/)
    expect(row.image_credit).toEqual({ source: 'ai' })
    const meta = await sharp(Buffer.from(await (await fetch(row.image as string)).arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 900])

    const visitor = await newPage(browser())
    await visitor.goto(`${baseURL()}/blog/post/${row.slug}`)
    await visitor.getByRole('heading', { name: 'Capa gerada pela Clio', level: 1 }).waitFor()
    expect(await visitor.getByTestId('cover-credit').innerText()).toBe('Imagem gerada por IA')
    expect(await visitor.locator(`img[src="${row.image}"]`).count()).toBe(1)
    await visitor.context().close()
    await page.context().close()
  })

  it("blocks an author from another author's post: the screen says so and the database refuses", async () => {
    const others = await createDraft('Post do editor', cast.editor.id)
    const page = await newPage(browser())
    await signInAs(page, cast.author, `/admin/posts/${others.id}`)
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor()
    expect(await page.getByLabel('Título', { exact: true }).count()).toBe(0)
    const patch = await restAsPageUser(page, `posts?id=eq.${others.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ content: '<p>tomado</p>', version: others.version }),
    })
    expect(await patch.json()).toEqual([])
    expect((await postBySlug(others.slug)).content).toBe('<p>Texto original do rascunho.</p>')
    await page.context().close()
  })
})
