import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM_ARGS } from './chromium'

export const baseURL = () => inject('baseURL')

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS })
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const

export async function newPage(browser: Browser, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseURL(), locale: 'pt-BR' })
  return context.newPage()
}

const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots')

/** Saves a full-page PNG under test-results/screenshots for a human to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true })
  const path = resolve(screenshotDir, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

/** True when the page scrolls sideways (a layout bug on mobile). */
export async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}
