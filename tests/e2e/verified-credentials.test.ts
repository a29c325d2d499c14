// Issue 45, item 6, in a real browser at 1280 and 375 px: an author writes a CRM, RQE and specialty in
// "Meu perfil" and reads "Registro aguardando verificação"; visitors see none of it (author page,
// prerendered JSON-LD, the API as anon) and the editor cannot choose the author as reviewer; the admin
// checks it at CFM's lookup and clicks "Verificar registro" in /admin/usuarios; then the author page,
// the article's review line and the JSON-LD show it as CFM 2.336/2023 art. 4º asks; an edit of the RQE
// takes it off the author page again.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys'
import { brasiliaToday } from '@/lib/brasilia-time'
import { seriousA11yViolations } from './a11y'
import {
  baseURL,
  hasHorizontalScroll,
  newPage,
  rebuildPublicPages,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const CREDENTIALS = 'Médico(a) · CRM-SP 123456 · Neurologia · RQE 4567'

/** The JSON-LD blocks of a page as the server sends it (the prerendered HTML, before any script runs). */
async function prerendered(path: string): Promise<{ html: string; jsonLd: Record<string, unknown>[] }> {
  const html = await (await fetch(baseURL() + path)).text()
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  )
  return { html, jsonLd }
}

function longDay(day: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

async function saveProfile(page: Page) {
  await page.getByRole('button', { name: 'Salvar perfil' }).click()
  await page.getByText('Perfil salvo', { exact: true }).first().waitFor()
}

describe('credentials an admin has verified', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  let post: { id: string; slug: string }
  beforeAll(async () => {
    cast = await createStaffCast()
    // One of the seed's published posts becomes the author's.
    ;[post] = (await serviceRest('posts?select=id,slug&status=eq.published&order=published_at.desc&limit=1')) as {
      id: string
      slug: string
    }[]
    await serviceRest(`posts?id=eq.${post.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ author_id: cast.author.id }),
    })
  })

  it('a declared registry stays private and unusable until an admin verifies it; then the author page, the review line and the JSON-LD show it', async () => {
    // The author declares a registry: saved, and waiting for verification.
    const author = await newPage(browser(), 'mobile')
    await signInAs(author, cast.author, '/admin/perfil')
    await author.getByLabel('Registro profissional', { exact: true }).fill('CRM-SP 123456')
    await author.getByLabel('RQE (opcional)', { exact: true }).fill('4567')
    await author.getByLabel('Especialidade (opcional)', { exact: true }).fill('Neurologia')
    await saveProfile(author)
    await author.getByTestId('registry-status').getByText('Registro aguardando verificação.').waitFor()
    expect(await hasHorizontalScroll(author)).toBe(false)
    expect(await seriousA11yViolations(author)).toEqual([])
    await screenshot(author, 'registry-waiting-profile-mobile')

    // Visitors see none of it: not on the author page, not in its JSON-LD, not through the API.
    await rebuildPublicPages()
    const before = await prerendered('/autor/alice-autora')
    expect(before.html).not.toContain('123456')
    expect(before.jsonLd.find((data) => data['@type'] === 'Person')).not.toHaveProperty('hasCredential')
    const visitor = await newPage(browser(), 'desktop')
    await visitor.goto('/autor/alice-autora')
    await visitor.getByRole('heading', { level: 1, name: 'Alice Autora' }).waitFor()
    expect(await visitor.getByTestId('author-registry').count()).toBe(0)
    const anonRead = await fetch(
      `${inject('apiURL')}/rest/v1/profiles?select=registry_number&id=eq.${cast.author.id}`,
      {
        headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
      },
    )
    expect(anonRead.ok).toBe(false)
    const article = (await prerendered(`/blog/post/${post.slug}`)).jsonLd.find(
      (data) => data['@type'] === 'BlogPosting',
    )
    expect(article?.author).not.toHaveProperty('hasCredential')

    // The editor cannot choose the author as technical reviewer yet.
    const editor = await newPage(browser(), 'desktop')
    await signInAs(editor, cast.editor, `/admin/posts/${post.id}`)
    const card = editor.getByTestId('review-card')
    await card.getByRole('button', { name: 'Registrar revisão' }).click()
    const dialog = editor.getByRole('dialog', { name: 'Registrar revisão técnica' })
    await dialog.getByText('Ninguém tem registro profissional verificado.', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()

    // The admin checks it at CFM's public lookup and verifies it in /admin/usuarios.
    for (const viewport of ['mobile', 'desktop'] as const) {
      const admin = await newPage(browser(), viewport)
      await signInAs(admin, cast.admin, '/admin/usuarios')
      const alice = admin.getByTestId('user-card').filter({ hasText: 'Alice Autora' })
      await alice.getByText('CRM-SP 123456 · RQE 4567 · Neurologia').waitFor()
      await alice.getByText('Registro aguardando verificação').waitFor()
      expect(
        await alice
          .getByRole('link', { name: 'Consultar CRM-SP 123456 no CFM (abre em nova aba)' })
          .getAttribute('href'),
      ).toBe('https://portal.cfm.org.br/busca-medicos/')
      expect(await hasHorizontalScroll(admin), `users page ${viewport}`).toBe(false)
      expect(await seriousA11yViolations(admin), `users page ${viewport}`).toEqual([])
      await screenshot(admin, `registry-users-waiting-${viewport}`)
      if (viewport === 'desktop') {
        await alice.getByRole('button', { name: 'Verificar registro de Alice Autora' }).click()
        const confirm = admin.getByRole('alertdialog', { name: 'Verificar registro' })
        await screenshot(admin, 'registry-verify-dialog-desktop')
        await confirm.getByRole('button', { name: 'Verificar registro' }).click()
        await confirm.waitFor({ state: 'detached' })
        await alice.getByText(/^Registro verificado por Ana Administradora em \d{2}\/\d{2}\/\d{4}$/).waitFor()
        await screenshot(admin, 'registry-users-verified-desktop')
      }
      await admin.context().close()
    }
    await author.reload()
    await author
      .getByTestId('registry-status')
      .getByText(/^Registro verificado em \d{2}\/\d{2}\/\d{4}\.$/)
      .waitFor()

    // Now the editor may choose the author, and records the review.
    const today = brasiliaToday()
    await editor.reload()
    await card.getByRole('button', { name: 'Registrar revisão' }).click()
    await dialog.getByRole('combobox', { name: 'Revisor' }).click()
    expect(await editor.getByRole('option').allTextContents()).toEqual(['Alice Autora — CRM-SP 123456'])
    await editor.getByRole('option', { name: 'Alice Autora — CRM-SP 123456' }).click()
    await dialog.getByRole('button', { name: 'Registrar revisão' }).click()
    await dialog.waitFor({ state: 'detached' })
    await card.getByText('Revisado', { exact: true }).waitFor()
    await editor.context().close()

    // Visitors read it, worded as CFM 2.336/2023 art. 4º asks, on the author page, the article and their JSON-LD.
    await rebuildPublicPages()
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = viewport === 'desktop' ? visitor : await newPage(browser(), 'mobile')
      await page.goto('/autor/alice-autora')
      expect(await page.getByTestId('author-registry').innerText()).toBe(CREDENTIALS)
      await screenshot(page, `registry-author-page-${viewport}`)
      await page.goto(`/blog/post/${post.slug}`)
      await expect
        .poll(() => page.getByTestId('article-review').textContent())
        .toContain(
          `Revisão técnica: Alice Autora, Médico(a), CRM-SP 123456, Neurologia, RQE 4567 — revisado em ${longDay(today)}`,
        )
      expect(await hasHorizontalScroll(page), `article ${viewport}`).toBe(false)
      await screenshot(page, `registry-article-review-${viewport}`)
      if (viewport === 'mobile') await page.context().close()
    }
    const person = (await prerendered('/autor/alice-autora')).jsonLd.find((data) => data['@type'] === 'Person')
    expect(person).toMatchObject({ name: 'Alice Autora', jobTitle: 'Médico(a)', knowsAbout: 'Neurologia' })
    expect(JSON.stringify(person?.hasCredential)).toContain('CRM-SP 123456')
    const reviewed = (await prerendered(`/blog/post/${post.slug}`)).jsonLd.find(
      (data) => data['@type'] === 'BlogPosting',
    )
    expect(reviewed?.mainEntityOfPage).toMatchObject({
      '@type': 'MedicalWebPage',
      lastReviewed: today,
      reviewedBy: { '@type': 'Person', name: 'Alice Autora', jobTitle: 'Médico(a)', knowsAbout: 'Neurologia' },
    })
    expect(reviewed?.author).toMatchObject({
      name: 'Alice Autora',
      jobTitle: 'Médico(a)',
      hasCredential: [{ name: 'CRM-SP 123456' }, { name: 'RQE 4567' }],
    })

    // The author changes the RQE: back to waiting, and off the author page again.
    await author.getByLabel('RQE (opcional)', { exact: true }).fill('9999')
    await author.getByTestId('registry-status').getByText('volta a aguardar verificação', { exact: false }).waitFor()
    await saveProfile(author)
    await author.getByTestId('registry-status').getByText('Registro aguardando verificação.').waitFor()
    await author.context().close()
    await rebuildPublicPages()
    await visitor.goto('/autor/alice-autora')
    await visitor.getByRole('heading', { level: 1, name: 'Alice Autora' }).waitFor()
    expect(await visitor.getByTestId('author-registry').count()).toBe(0)
    await visitor.context().close()
  })
})
