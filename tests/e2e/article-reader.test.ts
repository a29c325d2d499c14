import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { seriousA11yViolations } from './a11y'
import { newPage, referencesFormatted, screenshot, serviceRest, useBrowser } from './fixtures'
import { insertPost } from './posts'

type SeedPost = { slug: string; title: string; content: string; reference_list: unknown[]; author_id: string }

/** How the stubbed speech synthesis behaves: each utterance ends at once, stays speaking, or fails. */
type SpeechMode = 'ends' | 'stays' | 'fails' | 'no-portuguese' | 'absent'

/**
 * The browser's speechSynthesis replaced before the page's scripts run (headless Chromium may have no voices):
 * what was spoken, and at which rate, is kept in window.__spoken.
 */
function stubSpeech(page: Page, mode: SpeechMode) {
  return page.addInitScript((mode: SpeechMode) => {
    const spoken: { text: string; rate: number }[] = []
    Object.assign(window, { __spoken: spoken })
    if (mode === 'absent') {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true })
      delete (window as { speechSynthesis?: unknown }).speechSynthesis
      return
    }
    class Utterance {
      text: string
      rate = 1
      lang = ''
      voice: unknown = null
      onend: (() => void) | null = null
      onerror: ((event: { error: string }) => void) | null = null
      constructor(text: string) {
        this.text = text
      }
    }
    const voices = [{ lang: mode === 'no-portuguese' ? 'en-US' : 'pt-BR', name: 'Teste', default: true }]
    const synth = {
      getVoices: () => voices,
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, rate: utterance.rate })
        if (mode === 'ends') setTimeout(() => utterance.onend?.(), 0)
        if (mode === 'fails') setTimeout(() => utterance.onerror?.({ error: 'synthesis-failed' }), 0)
      },
      cancel() {},
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true })
  }, mode)
}

const spokenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string; rate: number }[] }).__spoken)

const DOI = '10.1056/NEJMoa1611618'

const sections = (html: string) => (html.match(/<h[23][\s>]/g) ?? []).length

describe('the article reader kit: table of contents, listening, text size, print', () => {
  const browser = useBrowser({ resetStack: true })
  let long: SeedPost
  let short: { slug: string }

  beforeAll(async () => {
    const posts = (await serviceRest(
      'posts?select=slug,title,content,reference_list,author_id&status=eq.published&order=published_at.desc',
    )) as SeedPost[]
    const found = posts.find((post) => sections(post.content) >= 4 && post.reference_list.length > 0)
    if (!found) throw new Error('no seed post with four sections and references')
    long = found
    short = await insertPost('Duas seções apenas: um artigo curto', {
      status: 'published',
      published_at: new Date().toISOString(),
      author_id: long.author_id,
      excerpt: 'Um artigo curto com duas seções.',
      content:
        '<h2>Primeira parte</h2><p>Texto da primeira parte <a href="#ref-1" class="ref-marker" data-ref="1">[1]</a>.</p>' +
        '<h2>Segunda parte</h2><p>Texto da segunda <a href="#ref-2" class="ref-marker" data-ref="2">[2]</a>.</p>',
      reference_list: [
        { title: 'Trial of Cannabidiol in the Dravet Syndrome', container: 'N Engl J Med', year: '2017', doi: DOI },
        { title: 'Cannabis medicinal', url: 'https://www.gov.br/anvisa/pt-br' },
      ],
    })
    await referencesFormatted(short.slug)
  })

  it('writes the table of contents into the prerendered HTML as plain links to the headings', () => {
    const html = readFileSync(path.join(inject('distDir'), `blog/post/${long.slug}.html`), 'utf8')
    const links = [...html.matchAll(/<a href="#([a-z0-9-]+)"[^>]*>/g)].map((match) => match[1])
    const body = html.slice(
      html.indexOf('data-testid="article-body"'),
      html.indexOf('data-testid="article-references"'),
    )
    const headingIds = [...body.matchAll(/<h[23] id="([a-z0-9-]+)"/g)].map((match) => match[1])
    expect(headingIds.length).toBeGreaterThanOrEqual(4)
    // Once in the block at the top, once beside the text.
    for (const id of headingIds) expect(links.filter((link) => link === id)).toHaveLength(2)
    expect(html).toContain('<details')
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`at ${viewport}: the table of contents jumps to a section and marks it; none for two sections`, async () => {
      const page = await newPage(browser(), viewport)
      await stubSpeech(page, 'absent')
      await page.goto(`/blog/post/${long.slug}`)
      const toc = page.getByTestId(viewport === 'desktop' ? 'toc-side' : 'toc-top')
      await expect.poll(() => toc.isVisible()).toBe(true)
      if (viewport === 'mobile') await toc.locator('summary').click()
      const link = toc.getByRole('link').nth(2)
      const target = (await link.getAttribute('href')) ?? ''
      await link.click()
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(target)
      const top = () => page.locator(target).evaluate((heading) => heading.getBoundingClientRect().top)
      await expect.poll(top).toBeLessThan(200)
      expect(await top()).toBeGreaterThanOrEqual(0)
      await expect.poll(() => link.getAttribute('aria-current')).toBe('true')
      expect(await toc.locator('[aria-current="true"]').count()).toBe(1)
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `article-reader-toc-${viewport}`)

      await page.goto(`/blog/post/${short.slug}`)
      await page.getByRole('heading', { name: 'Segunda parte' }).waitFor()
      expect(await page.locator('[data-testid^="toc-"]').count()).toBe(0)
    })
  }

  it('remembers A+ on the device across a reload, and A− goes back', async () => {
    const page = await newPage(browser(), 'mobile')
    await stubSpeech(page, 'absent')
    await page.goto(`/blog/post/${long.slug}`)
    const fontSize = () =>
      page.getByTestId('article-body').evaluate((body) => parseFloat(getComputedStyle(body).fontSize))
    const base = await fontSize()
    await page.getByRole('button', { name: 'Aumentar o texto' }).click()
    await page.getByRole('button', { name: 'Aumentar o texto' }).click()
    await expect.poll(fontSize).toBeCloseTo(base * 1.25, 1)
    await page.reload()
    await expect.poll(fontSize).toBeCloseTo(base * 1.25, 1)
    await page.getByRole('button', { name: 'Diminuir o texto' }).click()
    await expect.poll(fontSize).toBeCloseTo(base * 1.125, 1)
    await screenshot(page, 'article-reader-text-size-mobile')
  })

  it('hides "Ouvir este artigo" without speech synthesis or without a Portuguese voice', async () => {
    for (const mode of ['absent', 'no-portuguese'] as const) {
      const page = await newPage(browser(), 'desktop')
      await stubSpeech(page, mode)
      await page.goto(`/blog/post/${long.slug}`)
      await page.getByRole('button', { name: 'Aumentar o texto' }).waitFor()
      expect(await page.getByRole('button', { name: 'Ouvir este artigo' }).count(), mode).toBe(0)
      await page.context().close()
    }
  })

  it('reads the title and the body in chunks, without reference markers or the references; pause, continue, speed, stop', async () => {
    const page = await newPage(browser(), 'desktop')
    await stubSpeech(page, 'ends')
    await page.goto(`/blog/post/${long.slug}`)
    await page.getByRole('button', { name: 'Ouvir este artigo' }).click()
    await expect.poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(5)
    // Each utterance ends at once: the whole text was read and the button is back.
    await page.getByRole('button', { name: 'Ouvir este artigo' }).waitFor()
    const spoken = (await spokenTexts(page)).map((utterance) => utterance.text)
    expect(spoken[0]).toBe(long.title)
    expect(spoken.join(' ')).not.toMatch(/\[\d+\]|Referências/)
    for (const text of spoken) expect(text.length).toBeLessThanOrEqual(220)

    const stays = await newPage(browser(), 'mobile')
    await stubSpeech(stays, 'stays')
    await stays.goto(`/blog/post/${long.slug}`)
    await stays.getByRole('button', { name: 'Ouvir este artigo' }).click()
    await stays.getByRole('button', { name: 'Pausar' }).click()
    await stays.getByRole('button', { name: 'Continuar' }).click()
    await stays.getByLabel('Velocidade').selectOption('1.5')
    await expect.poll(async () => (await spokenTexts(stays)).at(-1)).toEqual({ text: long.title, rate: 1.5 })
    expect(await seriousA11yViolations(stays)).toEqual([])
    await screenshot(stays, 'article-reader-listening-mobile')
    await stays.getByRole('button', { name: 'Parar' }).click()
    await stays.getByRole('button', { name: 'Ouvir este artigo' }).waitFor()
  })

  it('says the reading could not start when the synthesis fails, and the page goes on working', async () => {
    const page = await newPage(browser(), 'desktop')
    await stubSpeech(page, 'fails')
    await page.goto(`/blog/post/${long.slug}`)
    await page.getByRole('button', { name: 'Ouvir este artigo' }).click()
    await page.getByRole('button', { name: 'Não foi possível iniciar a leitura' }).waitFor()
    await page.getByRole('button', { name: 'Aumentar o texto' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Diminuir o texto' }).isEnabled()).toBe(true)
  })

  it('prints the article alone: no site header, footer, share, contents or tools; reference addresses printed', async () => {
    const page = await newPage(browser(), 'desktop')
    await stubSpeech(page, 'absent')
    await page.goto(`/blog/post/${short.slug}`)
    await page.emulateMedia({ media: 'print' })
    for (const hidden of ['header.sticky', 'footer', '[data-testid="reader-tools"]'])
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false)
    expect(await page.getByRole('button', { name: 'Curtir' }).isVisible()).toBe(false)
    const printedAfter = (link: string) =>
      page
        .getByTestId('article-references')
        .getByRole('link', { name: link })
        .evaluate((element) => getComputedStyle(element, '::after').content)
    expect(await printedAfter(DOI)).toBe(`" (https://doi.org/${DOI})"`)
    // The link whose text is its address is not followed by it again.
    expect(await printedAfter('https://www.gov.br/anvisa/pt-br')).toBe('none')
    await screenshot(page, 'article-reader-print-desktop')

    await page.goto(`/blog/post/${long.slug}`)
    expect(await page.getByTestId('toc-side').isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })
    expect(await page.getByTestId('toc-side').isVisible()).toBe(true)
  })
})
