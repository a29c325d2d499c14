import { beforeAll, describe, expect, it } from 'vitest'
import { accountWithoutProfile, createCast, errorAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

describe('staff_emails()', () => {
  it("gives an admin every staff member's e-mail, by profile id", async () => {
    const rows = await queryAs<{ id: string; email: string | null }>(
      db(),
      cast.admin,
      'select id, email from public.staff_emails()',
    )
    const byId = new Map(rows.map((row) => [row.id, row.email]))
    for (const person of [cast.admin, cast.editor, cast.authorA, cast.authorB])
      expect(byId.get(person.id)).toBe(person.email)
    // The seeded "Equipe Editorial" has a profile and no e-mail.
    expect(byId.get('0e1d1a00-0000-4000-8000-000000000001')).toBeNull()
  })

  it('refuses editors, authors, an account without a profile and visitors', async () => {
    const stranger = await accountWithoutProfile(db())
    for (const who of [cast.editor, cast.authorA, stranger, 'anon'] as const) {
      const error = await errorAs(db(), who, 'select * from public.staff_emails()')
      expect(error?.code).toBe('42501')
    }
    expect((await errorAs(db(), cast.editor, 'select * from public.staff_emails()'))?.message).toBe(
      'Apenas administradores podem ver os e-mails da equipe.',
    )
  })

  it('is the only way: authenticated callers cannot read auth.users themselves', async () => {
    expect((await errorAs(db(), cast.admin, 'select email from auth.users'))?.code).toBe('42501')
  })
})
