// "Meu perfil", an admin's "Editar perfil" and the public author page /autor/{slug}
// (docs/product-guide.md#medical-review-and-references), in the production build.
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './a11y'
import { boxesOverlap, hasHorizontalScroll, newPage, screenshot, serviceRest, useBrowser } from './fixtures'
import { smallTapTargets, smallText } from './public-checks'
import { createStaffCast, signInAs, verifyRegistryInUsersPage, type StaffAccount, type StaffRole } from './staff'

const BIO = 'Médica neurologista. Pesquisa o uso do canabidiol em epilepsias refratárias.'

type ProfileRow = {
  slug: string
  registry_council: string | null
  registry_uf: string | null
  registry_number: string | null
  rqe: string | null
  specialty: string | null
  bio: string | null
  avatar_url: string | null
}
const profileOf = async (id: string) =>
  (
    (await serviceRest(
      `profiles?select=slug,registry_council,registry_uf,registry_number,rqe,specialty,bio,avatar_url&id=eq.${id}`,
    )) as ProfileRow[]
  )[0]

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** The message shown under a field (FormField wires it with aria-describedby). */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = field(page, label)
  const id = await input.getAttribute('aria-describedby')
  if (!id) return null
  return page.locator(`[id="${id}"]`).innerText()
}

async function photo() {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 110, b: 90 } } })
    .png()
    .toBuffer()
}

describe('profiles and author pages', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('an author fills "Meu perfil": a malformed registry is told at the field and nothing typed is lost; then it saves', async () => {
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.author)
    await page
      .getByRole('navigation', { name: 'Navegação do painel' })
      .getByRole('link', { name: 'Meu perfil' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor()
    expect(await field(page, 'Nome completo').inputValue()).toBe(cast.author.name)

    await field(page, 'Registro profissional').fill('CRM 123456')
    await field(page, 'RQE (opcional)').fill('4567')
    await field(page, 'Especialidade (opcional)').fill('Neurologia')
    await field(page, 'Bio').fill(BIO)
    expect(await page.getByTestId('bio-count').innerText()).toBe(`${BIO.length}/500 caracteres`)
    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await expect
      .poll(() => fieldError(page, 'Registro profissional'))
      .toBe('Registro inválido. Use o formato CRM-SP 123456.')
    expect(await field(page, 'Registro profissional').getAttribute('aria-invalid')).toBe('true')
    expect(await field(page, 'Bio').inputValue()).toBe(BIO)
    expect((await profileOf(cast.author.id)).bio).toBeNull()
    await screenshot(page, 'profile-desktop-bad-registry')

    // Written as people write it; the page stores the parts and shows it the site's way.
    await field(page, 'Registro profissional').fill('crm/sp 123.456')
    await page
      .getByLabel('Arquivo da foto')
      .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: await photo() })
    await expect
      .poll(() => field(page, 'Endereço da foto (URL)').inputValue(), { timeout: 15_000 })
      .toMatch(/\/storage\/v1\/object\/public\/post-images\/[0-9a-f]{32}-(\d+)x\1\.webp$/)
    await page.getByTestId('avatar-preview').locator('img').waitFor()
    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await page.getByText('Perfil salvo', { exact: true }).first().waitFor()
    expect(await field(page, 'Registro profissional').inputValue()).toBe('CRM-SP 123456')
    expect(await fieldError(page, 'Registro profissional')).toBeNull()
    expect(await profileOf(cast.author.id)).toMatchObject({
      registry_council: 'CRM',
      registry_uf: 'SP',
      registry_number: '123456',
      rqe: '4567',
      specialty: 'Neurologia',
      bio: BIO,
      avatar_url: expect.stringMatching(/[0-9a-f]{32}-256x256\.webp$/),
    })
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshot(page, 'profile-desktop-saved')
    await page.context().close()
  })

  it("an author cannot open someone else's profile; an admin edits it from /admin/usuarios", async () => {
    const author = await newPage(browser(), 'desktop')
    await signInAs(author, cast.author, `/admin/usuarios/${cast.editor.id}/perfil`)
    await author.getByRole('heading', { level: 1, name: 'Acesso negado' }).waitFor()
    await author.context().close()

    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.admin, '/admin/usuarios')
    await page.getByRole('link', { name: `Editar perfil de ${cast.author.name}` }).click()
    await page.getByRole('heading', { level: 1, name: 'Editar perfil' }).waitFor()
    expect(await field(page, 'Registro profissional').inputValue()).toBe('CRM-SP 123456')
    await field(page, 'RQE (opcional)').fill('')
    await field(page, 'Registro profissional').fill('CRF-RJ 98765')
    await field(page, 'RQE (opcional)').fill('12')
    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await expect.poll(() => fieldError(page, 'RQE (opcional)')).toBe('O RQE só vale com um registro no CRM.')
    await field(page, 'Registro profissional').fill('CRM-SP 123456')
    await field(page, 'RQE (opcional)').fill('4567')
    await field(page, 'Especialidade (opcional)').fill('Neurologia pediátrica')
    await page.getByRole('button', { name: 'Salvar perfil' }).click()
    await page.getByText('Perfil salvo', { exact: true }).first().waitFor()
    expect(await profileOf(cast.author.id)).toMatchObject({
      registry_council: 'CRM',
      rqe: '4567',
      specialty: 'Neurologia pediátrica',
    })
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'profile-mobile-admin-edits')
    await page.context().close()
  })

  it('/autor/{slug} shows name, the verified credentials, bio and the published posts 9 a page, at 1280 and 375 px', async () => {
    const { slug } = await profileOf(cast.author.id)
    // The registry shows once an admin has verified it (tests/e2e/verified-credentials.test.ts tries the before).
    const admin = await newPage(browser(), 'desktop')
    await signInAs(admin, cast.admin, '/admin/usuarios')
    await verifyRegistryInUsersPage(admin, cast.author.name)
    await admin.context().close()
    // Ten of the seed's published posts become the author's: two pages.
    const posts = (await serviceRest('posts?select=id,title&status=eq.published&order=published_at.desc&limit=10')) as {
      id: string
      title: string
    }[]
    expect(posts).toHaveLength(10)
    await serviceRest(`posts?id=in.(${posts.map((post) => post.id).join(',')})`, {
      method: 'PATCH',
      body: JSON.stringify({ author_id: cast.author.id }),
    })

    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await page.goto(`/autor/${slug}`)
      await page.getByRole('heading', { level: 1, name: cast.author.name }).waitFor()
      expect(await page.title()).toBe(`${cast.author.name} | Cannabis Medicinal`)
      expect(await page.getByTestId('author-registry').innerText()).toBe(
        'Médico(a) · CRM-SP 123456 · Neurologia pediátrica · RQE 4567',
      )
      expect(await page.getByTestId('author-bio').innerText()).toBe(BIO)
      await page.getByText('10 artigos publicados', { exact: true }).waitFor()
      const section = page.getByRole('region', { name: 'Artigos', exact: true })
      const titles = () => section.getByTestId('post-card-title').allInnerTexts()
      await expect.poll(titles).toEqual(posts.slice(0, 9).map((post) => post.title))
      const person = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((data) => data['@type'] === 'Person')
      expect(person).toMatchObject({
        name: cast.author.name,
        jobTitle: 'Médico(a)',
        knowsAbout: 'Neurologia pediátrica',
        hasCredential: [{ identifier: 'CRM-SP 123456' }, { identifier: 'RQE 4567' }],
      })
      expect(await hasHorizontalScroll(page)).toBe(false)
      expect(await seriousA11yViolations(page)).toEqual([])
      if (viewport === 'mobile') {
        expect(await smallTapTargets(page)).toEqual([])
        expect(await smallText(page)).toEqual([])
      }
      await screenshot(page, `author-page-${viewport}`)

      await section.getByRole('button', { name: 'Próximo' }).click()
      await page.waitForURL(/\/autor\/[^?]+\?page=2$/)
      await expect.poll(titles).toEqual([posts[9].title])
      await page.context().close()
    }
  })

  it('an unknown slug says "Autor não encontrado"', async () => {
    const page = await newPage(browser(), 'mobile')
    await page.goto('/autor/ninguem-com-este-nome')
    await page.getByRole('heading', { name: 'Autor não encontrado' }).waitFor()
    expect(await page.title()).toBe('Autor não encontrado | Cannabis Medicinal')
    await page.context().close()
  })

  it('/autor/equipe-editorial reads "Artigos" under the name, never "Artigos de Equipe Editorial" (issue 54)', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await page.goto('/autor/equipe-editorial')
      await page.getByRole('heading', { level: 1, name: 'Equipe Editorial' }).waitFor()
      await page.getByRole('region', { name: 'Artigos', exact: true }).getByTestId('post-card-title').first().waitFor()
      expect(await page.locator('body').innerText()).not.toContain('Artigos de ')
      expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toContain('Artigos de ')
      await page.context().close()
    }
  })

  // Issue 54: "Perfil salvo" used to sit over "Salvar perfil" when the form's end was at the bottom of
  // the screen, as after scrolling down to it. A toast never covers the button that caused it.
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`"Perfil salvo" does not cover "Salvar perfil" at the bottom of the screen (${viewport})`, async () => {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin/perfil')
      await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor()
      await field(page, 'Bio').fill(`Editora do blog (${viewport}).`)
      const save = page.getByRole('button', { name: 'Salvar perfil' })
      // The button just above the bottom edge, as someone who scrolled down to it sees it.
      await save.evaluate((button) =>
        window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 24),
      )
      await save.click()
      const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Perfil salvo' })
      await toast.waitFor()
      await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0)
      expect(await boxesOverlap(toast, save)).toBe(false)
      await screenshot(page, `profile-saved-toast-${viewport}`)
      await page.context().close()
    })
  }
})
