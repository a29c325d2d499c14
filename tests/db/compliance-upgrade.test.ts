// An installation with data before the database computed the compliance findings (issue 45) takes the
// migration: the review queue's posts get the database's findings at once (whatever a client had sent),
// other rows are left as they were, and the next publish is judged by the database.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, databaseBefore, errorAs, type TestUser } from './helpers'

const FIRST_NEW_MIGRATION = '20250101124100'
const HOSTILE = '<p>Compre agora no nosso site e chame no whatsapp: cura garantida.</p>'

let db: PGlite
let editor: TestUser

beforeAll(async () => {
  const installation = await databaseBefore(FIRST_NEW_MIGRATION)
  db = installation.db

  // The first account is the admin; the editor is invited.
  await createUser(db, { email: 'admin@example.com' })
  editor = await createUser(db, { email: 'editor@example.com', invite: 'editor' })
  // What clients stored before: no findings, whatever the text.
  for (const [slug, status] of [
    ['em-revisao', 'review'],
    ['publicado', 'published'],
  ]) {
    await db.query(
      `insert into public.posts (title, slug, content, status, author_id, compliance_findings, compliance_text_hash)
       values ($1, $1, $2, $3, $4, '[]', repeat('0', 64))`,
      [slug, HOSTILE, status, editor.id],
    )
  }
  await installation.upgrade()
}, 120_000)

afterAll(async () => {
  await db?.close()
})

const stored = async (slug: string) =>
  (
    await db.query<{ findings: unknown[]; hash: string | null }>(
      'select compliance_findings as findings, compliance_text_hash as hash from public.posts where slug = $1',
      [slug],
    )
  ).rows[0]

describe('the compliance migration on an installation with data', () => {
  it("gives the review queue's posts the database's findings, and leaves the other rows as they were", async () => {
    expect(await stored('em-revisao')).toEqual({
      findings: expect.arrayContaining([expect.objectContaining({ ruleId: 'cura-garantia' })]),
      hash: null,
    })
    expect((await stored('em-revisao')).findings).toHaveLength(4)
    expect(await stored('publicado')).toEqual({ findings: [], hash: '0'.repeat(64) })
  })

  it('judges the next publish by the database, not by the findings stored before', async () => {
    const id = (await db.query<{ id: string }>(`select id from public.posts where slug = 'em-revisao'`)).rows[0].id
    expect(await errorAs(db, editor, `update public.posts set status = 'published' where id = $1`, [id])).toMatchObject(
      {
        hint: 'compliance_justification_required',
      },
    )
  })
})
