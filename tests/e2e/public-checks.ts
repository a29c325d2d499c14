// Measurements of a public page as a phone shows it (issue 19): tap targets, text size, line counts.
import type { Page } from 'playwright-core'

/** The social profiles the browser tests build the app with (global-setup.ts); Facebook and LinkedIn are left empty. */
export const E2E_SOCIAL_LINKS = {
  VITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/cannabis-medicinal-e2e',
  VITE_SOCIAL_YOUTUBE: 'https://www.youtube.com/@cannabis-medicinal-e2e',
}

export const MIN_TAP_TARGET_PX = 44
export const MIN_TEXT_PX = 12

/**
 * Visible controls smaller than 44 × 44 px, one line each ("a "Ler mais" 71×32"). Links that flow
 * inside a sentence or a heading (computed `display: inline`) are sized by their text and left out, as
 * WCAG's inline exception does; so are visually hidden elements such as the skip link.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button]',
    )
    for (const element of controls) {
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden') continue
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      // Targets inside a sentence are as tall as the line (WCAG 2.5.8's inline exception): an inline link, and a
      // glossary term (a button, which Chromium lays out as an inline block whatever its display).
      if (element.tagName === 'A' && style.display === 'inline') continue
      if (element.matches('.glossary-term')) continue
      if (box.width < min || box.height < min) {
        const name = (
          element.getAttribute('aria-label') ||
          element.textContent ||
          element.getAttribute('placeholder') ||
          ''
        )
          .trim()
          .slice(0, 40)
        found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return found
  }, MIN_TAP_TARGET_PX)
}

/** Visible text set in a font smaller than 12 px, one line each. */
export async function smallText(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      const size = parseFloat(getComputedStyle(parent).fontSize)
      if (size < min) found.push(`"${text.slice(0, 40)}" ${size}px`)
    }
    return found
  }, MIN_TEXT_PX)
}

/** How many lines each element matching `selector` takes, with its text. */
export async function lineCounts(page: Page, selector: string): Promise<{ text: string; lines: number }[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight)
      return {
        text: element.textContent?.trim() ?? '',
        lines: Math.round(element.getBoundingClientRect().height / lineHeight),
      }
    }),
  )
}
