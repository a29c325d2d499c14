// Issue 32's Clio findings: answers carry framing and referrer headers, one person cannot fill the
// disk with images (a quota per hour), and images nobody used for weeks are deleted.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startClio } from '../../clio/server.ts'
import { startTestClio, type TestClio } from '../utils/clio-test-env.ts'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let clio: TestClio
let admin: SignedInUser
let author: SignedInUser
let editor: SignedInUser

beforeAll(async () => {
  clio = await startTestClio(t(), { imageQuotaPerHour: 3 })
  admin = await t().signUpUser() // the first account is the admin
  author = await t().signUpUser({ role: 'author' })
  editor = await t().signUpUser({ role: 'editor' })
})
afterAll(async () => {
  await clio?.close()
})

describe('Clio answers', () => {
  it('carry nosniff, X-Frame-Options DENY, no referrer and a CSP that loads nothing: JSON, images and errors', async () => {
    const made = await clio.post(
      '/api/generate-image',
      { titulo: 'Cabeçalhos', tamanho: '1024x1024' },
      editor.accessToken,
    )
    expect(made.status).toBe(200)
    const answers = [
      await clio.get('/api/health'),
      await clio.get(made.body.imagem.url),
      await clio.get('/images/nao-existe.jpg'),
      await clio.post('/api/generate', { tema: 'x' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 401])
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    }
  })
})

describe('image quota per person', () => {
  it('refuses the 4th image of an hour with 429, the wait in pt-BR and Retry-After; text and other people go on', async () => {
    const image = (n: number, token: string) =>
      clio.post('/api/generate-image', { titulo: `Cota ${n}`, tamanho: '1024x1024' }, token)
    for (let n = 1; n <= 3; n++) expect((await image(n, author.accessToken)).status).toBe(200)
    const refused = await image(4, author.accessToken)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      success: false,
      error: 'Limite de 3 imagens por hora atingido. Tente de novo em 60 minutos.',
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
    const withImage = await clio.post(
      '/api/generate',
      { tema: 'Canabidiol e sono', gerar_imagem: true },
      author.accessToken,
    )
    expect(withImage.status).toBe(429)
    expect((await clio.post('/api/generate', { tema: 'Canabidiol e sono' }, author.accessToken)).status).toBe(200)
    expect((await clio.post('/api/regenerate-text', { tema: 'Canabidiol e sono' }, author.accessToken)).status).toBe(
      200,
    )
    expect((await image(5, admin.accessToken)).status).toBe(200)
  })
})

describe('image clean-up', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'clio-prune-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('deletes on start the images nobody asked for in 30 days and keeps recent ones and other files', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)
    for (const [name, days] of [
      ['antiga.jpg', 31],
      ['recente.jpg', 2],
      ['notas.txt', 90],
    ] as const) {
      await writeFile(path.join(dir, name), 'x')
      await utimes(path.join(dir, name), daysAgo(days), daysAgo(days))
    }
    const started = await startClio({ port: 0, imagesDir: dir, env: {}, supabase: { url: t().url } })
    await started.close()
    expect((await readdir(dir)).sort()).toEqual(['notas.txt', 'recente.jpg'])
  })
})
