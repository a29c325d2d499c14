// The app and the database hash a post's text the same way: that is how the database knows the
// compliance check ran on exactly the text being published (posts_verify_publishing).
import { beforeAll, describe, expect, it } from 'vitest'
import { checkPostCompliance, postTextHash } from '@/lib/compliance/post-compliance'
import { createCast, errorCodeAs, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const TEXTS = [
  { title: 'Canabidiol: o que a ciência diz', excerpt: 'Resumo com acentuação — e “aspas”.', content: '<p>Olá, 🌿 mundo!</p>\n<h2>Título</h2>' },
  { title: 'Sem resumo', excerpt: null, content: '' },
  { title: 'Linhas\r\nmistas', excerpt: '', content: '<p>a\u00a0b</p>' },
]

describe('postTextHash (app) = post_text_hash() (database)', () => {
  for (const text of TEXTS) {
    it(`agrees on "${text.title.replace(/\s+/g, ' ')}"`, async () => {
      const [row] = await queryAs<{ hash: string }>(db(), 'anon', 'select public.post_text_hash($1, $2, $3) as hash', [
        text.title,
        text.excerpt,
        text.content,
      ])
      expect(await postTextHash(text)).toBe(row.hash)
    })
  }

  it("is what lets the app's own check result publish a post, and a changed text is refused", async () => {
    const text = { title: 'Publicação verificada', excerpt: 'Resumo', content: '<p>Texto informativo.</p>' }
    const id = await insertPost(db(), { ...text, status: 'review', authorId: cast.authorA.id })
    const check = await checkPostCompliance(text)
    expect(check.flags).toEqual([])
    expect(
      await errorCodeAs(
        db(),
        cast.editor,
        `update public.posts set status = 'published', compliance_findings = $2, compliance_text_hash = $3 where id = $1`,
        [id, JSON.stringify(check.compliance_findings), (await checkPostCompliance({ ...text, title: 'Outro' })).compliance_text_hash],
      ),
    ).toBe('22023')
    const rows = await queryAs<{ status: string }>(
      db(),
      cast.editor,
      `update public.posts set status = 'published', compliance_findings = $2, compliance_text_hash = $3 where id = $1 returning status`,
      [id, JSON.stringify(check.compliance_findings), check.compliance_text_hash],
    )
    expect(rows).toEqual([{ status: 'published' }])
  })

  it('keeps what each finding is for the review queue and the audit log', async () => {
    const check = await checkPostCompliance({
      title: 'Compre já o óleo',
      excerpt: null,
      content: '<p>Cura garantida da ansiedade.</p>',
    })
    expect(check.compliance_findings.length).toBeGreaterThanOrEqual(2)
    for (const finding of check.compliance_findings) {
      expect(Object.keys(finding).sort()).toEqual(['category', 'label', 'match', 'norm', 'ruleId'])
    }
  })
})
