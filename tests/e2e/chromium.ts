import { existsSync } from 'node:fs'

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

export const CHROMIUM_INSTALL_HINT =
  'No Chromium found for the browser tests. Install Debian\'s package with "sudo apt-get install -y chromium-headless-shell chromium" or set CHROMIUM_PATH to a Chromium/Chrome binary.'

/**
 * The browser the browser tests drive: Debian's chromium-headless-shell when it is installed — the same
 * Blink in Chromium's old headless mode, which Playwright itself uses for headless runs and which took
 * about a fifth less CPU than the full browser here (docs/decisions/030-test-time-on-two-cores.md) —
 * else the full Chromium. CHROMIUM_PATH wins. The benchmarks measure with the full browser.
 */
export function findTestBrowser(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL
  return findChromium()
}

/** The system Chromium the browser tests drive (Playwright's own download does not work here). */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. ${CHROMIUM_INSTALL_HINT}`)
    return fromEnv
  }
  const found = CANDIDATES.find((path) => existsSync(path))
  if (!found) throw new Error(CHROMIUM_INSTALL_HINT)
  return found
}

/** Flags for a quiet headless Chromium on a machine whose network is closed. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
