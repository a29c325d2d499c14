// /legislacao and the articles' "Legislação citada" are prerendered from the norms' data, and a change of
// a norm's status (a migration, run here as the database owner) reaches both through the incremental build
// (issue 49, docs/decisions/054-legislation-tracker.md).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileFor } from '../../../build/prerender/page-files'
import { useTestStack } from '../fixtures.ts'
import { runPrerender, SHELL, SITE } from './run-prerender'

const t = useTestStack()
let outDir: string

/** A seed post that cites RDC 660/2022. */
const CITING = '/blog/post/importacao-de-produtos-de-cannabis-por-pessoa-fisica-rdc-660-2022'
/** A built page, without the comments React puts between text parts. */
const page = (pagePath: string) => readFileSync(fileFor(outDir, pagePath) as string, 'utf8').replace(/<!-- -->/g, '')
/** The text of one entry of /legislacao (its <li id=…>), tags removed. */
const entry = (html: string, id: string) =>
  (new RegExp(`<li id="${id}"[\\s\\S]*?</li>\\s*(?:<li id=|</ol>)`).exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ')
const owner = () => t().stack.ctx.db

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'legislation-prerender-'))
  writeFileSync(path.join(outDir, 'index.html'), SHELL)
  await runPrerender(outDir, t().url, false)
}, 240_000)

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the prerendered legislation', () => {
  it('writes /legislacao with every norm, its status and its link, and puts it in the sitemap', () => {
    const html = page('/legislacao')
    expect(entry(html, 'rdc-327-2019')).toContain('Revogada por RDC 1.015/2026')
    expect(entry(html, 'cfm-2324-2022')).toContain('Suspensa pela Resolução CFM 2.326/2022')
    expect(entry(html, 'rdc-660-2022')).toContain('Em vigor')
    expect(entry(html, 'rdc-660-2022')).toContain('Texto oficial (reprodução)')
    expect(html).toContain('href="https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm"')
    expect(html).toContain(`href="${CITING}"`)
    expect(readFileSync(path.join(outDir, 'sitemap-1.xml'), 'utf8')).toContain(`<loc>${SITE}/legislacao</loc>`)
  })

  it('a norm revoked by a migration shows as revoked on /legislacao and in the articles that cite it after the incremental build', async () => {
    expect(page(CITING)).toMatch(/href="\/legislacao#rdc-660-2022"[^>]*>RDC 660\/2022<\/a> \(em vigor\)/)
    try {
      await owner().query(
        `update public.compliance_norms set in_force_until = '2022-06-01', replaced_by = 'rdc-1015-2026' where id = 'rdc-660-2022'`,
      )
      const output = (await runPrerender(outDir, t().url, true)).stdout
      expect(output).toMatch(/prerender: \d+ of \d+ pages rendered/)
      expect(entry(page('/legislacao'), 'rdc-660-2022')).toContain('Revogada por RDC 1.015/2026')
      expect(page(CITING)).toMatch(
        /href="\/legislacao#rdc-660-2022"[^>]*>RDC 660\/2022<\/a> \(revogada por RDC 1\.015\/2026\)/,
      )
    } finally {
      await owner().query(
        `update public.compliance_norms set in_force_until = null, replaced_by = null where id = 'rdc-660-2022'`,
      )
    }
    await runPrerender(outDir, t().url, true)
    expect(entry(page('/legislacao'), 'rdc-660-2022')).toContain('Em vigor')
  }, 240_000)
})
