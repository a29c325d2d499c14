// @vitest-environment node
// Clio cleans a post draft's HTML before any app stores it (clio/html-policy.ts).
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'

const HOSTILE = [
  '<h2 onclick="steal()">Dose e segurança</h2>',
  '<p>Texto<img src="https://rastreio.example/p.gif" width="1" height="1"><script>alert(1)</script>.</p>',
  '<p>Veja <a href="https://pubmed-ncbi.example/login">https://pubmed.ncbi.nlm.nih.gov/28538134/</a> agora',
  '<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a></p>',
  '<p><a href="javascript:alert(1)">clique</a> <strong>forte</strong> <em>ênfase</em></p>',
  '<iframe src="https://x.example"></iframe><svg><image href="https://rastreio.example/s.gif"/></svg>',
].join('\n')

vi.mock('../../../clio/offline/draft-writer.ts', () => ({
  writeOfflineDraft: () => ({ titulo: 'T', subtitulo: 'S', conteudo: HOSTILE, references: [] }),
}))

const { cleanDraftHtml } = await import('../../../clio/html-policy.ts')
const { createContentService } = await import('../../../clio/content-service.ts')
const { resolveClioConfig } = await import('../../../clio/config.ts')
const { ImageStore } = await import('../../../clio/image-store.ts')

describe('cleanDraftHtml', () => {
  const clean = cleanDraftHtml(HOSTILE)

  it('drops scripts, handlers, frames, tracking pixels and any remote media', () => {
    expect(clean).not.toMatch(/<script|onclick|<iframe|<img|<svg|<image|rastreio/)
  })

  it('keeps a link only to the post’s own references: a look-alike link and a javascript: link keep their text alone', () => {
    expect(clean).not.toMatch(/pubmed-ncbi\.example|javascript:/)
    expect(clean).toContain('Veja https://pubmed.ncbi.nlm.nih.gov/28538134/ agora')
    expect(clean).toContain('<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a>')
    expect(clean).toContain('clique <strong>forte</strong> <em>ênfase</em>')
    expect(clean).toContain('<h2>Dose e segurança</h2>')
  })
})

describe('the content service', () => {
  it('cleans every post draft before it answers, whoever wrote it', async () => {
    const config = resolveClioConfig({ env: {}, imagesDir: await mkdtemp(path.join(tmpdir(), 'clio-unit-')) })
    const service = createContentService(config, new ImageStore(config.imagesDir, () => ''))
    const draft = await service.draft({ tema: 'Canabidiol', variant: 0 }, undefined as never)
    expect(draft.conteudo).toBe(cleanDraftHtml(HOSTILE))
    await rm(config.imagesDir, { recursive: true, force: true })
  })
})

describe('ImageStore.prune', () => {
  it('deletes the least recently used images first while the folder holds more than the limit', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'clio-prune-'))
    const store = new ImageStore(dir, () => '')
    const now = Date.now()
    for (const [name, minutesAgo] of [
      ['a.jpg', 30],
      ['b.jpg', 20],
      ['c.jpg', 10],
    ] as const) {
      await writeFile(path.join(dir, name), Buffer.alloc(1000))
      const at = new Date(now - minutesAgo * 60_000)
      await utimes(path.join(dir, name), at, at)
    }
    expect(await store.prune({ maxAgeMs: 24 * 60 * 60_000, maxBytes: 2000 }, now)).toEqual(['a.jpg'])
    expect((await readdir(dir)).sort()).toEqual(['b.jpg', 'c.jpg'])
    await rm(dir, { recursive: true, force: true })
  })

  it('counts serving an image as use, so a draft still shown keeps its image', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'clio-prune-'))
    const store = new ImageStore(dir, () => '')
    await writeFile(path.join(dir, 'usada.jpg'), 'x')
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60_000)
    await utimes(path.join(dir, 'usada.jpg'), longAgo, longAgo)
    expect(await store.read('usada.jpg')).not.toBeNull()
    expect(Date.now() - (await stat(path.join(dir, 'usada.jpg'))).mtimeMs).toBeLessThan(60_000)
    expect(await store.prune({ maxAgeMs: 30 * 24 * 60 * 60_000, maxBytes: 1e9 })).toEqual([])
    await rm(dir, { recursive: true, force: true })
  })
})
