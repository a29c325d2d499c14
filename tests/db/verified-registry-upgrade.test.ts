// An installation that had self-declared registries and technical reviews before issue 45 takes the
// verified-registry migration (supabase db push on a database with data): the registries are kept but
// unverified, visitors stop reading them and the reviews that copied them, and an admin's verification
// of the same registry brings those reviews back.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, databaseBefore, errorCodeAs, queryAs, verifyRegistry, type TestUser } from './helpers'

const FIRST_NEW_MIGRATION = '20250101124000'

let db: PGlite
let admin: TestUser
let doctor: TestUser
let postId: string

beforeAll(async () => {
  const installation = await databaseBefore(FIRST_NEW_MIGRATION)
  db = installation.db

  // The installation as it was: a physician who typed their own CRM, reviewed a published post.
  admin = await createUser(db, { email: 'admin@example.com', fullName: 'Ana Admin' })
  doctor = await createUser(db, { email: 'dra.helena@example.com', fullName: 'Helena Prado' })
  await db.query(
    `update public.profiles set registry_council = 'CRM', registry_uf = 'SP', registry_number = '123456', rqe = '4567', specialty = 'Neurologia' where id = $1`,
    [doctor.id],
  )
  const { rows } = await db.query<{ id: string }>(
    `insert into public.posts (title, slug, content, status, author_id, published_at)
     values ('Canabidiol e epilepsia', 'canabidiol-e-epilepsia', '<p>Texto.</p>', 'published', $1, now()) returning id`,
    [doctor.id],
  )
  postId = rows[0].id
  await queryAs(
    db,
    admin,
    "select public.record_post_review($1, $2, (now() at time zone 'America/Sao_Paulo')::date, null)",
    [postId, doctor.id],
  )

  await installation.upgrade()
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('upgrading an installation with self-declared registries', () => {
  it('keeps every registry, unverified, and shows visitors none of it', async () => {
    const { rows } = await db.query(
      'select registry_number, rqe, specialty, registry_verified_at, public_registry from public.profiles where id = $1',
      [doctor.id],
    )
    expect(rows).toEqual([
      {
        registry_number: '123456',
        rqe: '4567',
        specialty: 'Neurologia',
        registry_verified_at: null,
        public_registry: null,
      },
    ])
    expect(
      await errorCodeAs(db, 'anon', 'select registry_number from public.profiles where id = $1', [doctor.id]),
    ).toBe('42501')
    expect(await queryAs(db, 'anon', 'select public_registry from public.profiles where id = $1', [doctor.id])).toEqual(
      [{ public_registry: null }],
    )
  })

  it('stops claiming the reviews recorded with a self-declared registry, for visitors; staff still see them', async () => {
    const read = (actor: 'anon' | TestUser) =>
      queryAs(db, actor, 'select reviewer_registry from public.post_reviews where post_id = $1', [postId])
    expect(await read('anon')).toEqual([])
    expect(await read(admin)).toEqual([{ reviewer_registry: 'CRM-SP 123456' }])
  })

  it('an admin verifying the same registry brings the review back, and the audit log has it', async () => {
    await verifyRegistry(db, admin, doctor.id)
    try {
      expect(
        await queryAs(
          db,
          'anon',
          'select reviewer_registry, reviewer_rqe, reviewer_specialty from public.post_reviews where post_id = $1',
          [postId],
        ),
      ).toEqual([{ reviewer_registry: 'CRM-SP 123456', reviewer_rqe: '4567', reviewer_specialty: 'Neurologia' }])
      const log = await db.query(
        `select action, actor_id from public.audit_log where entity_id = $1 and action like 'user.registry_%'`,
        [doctor.id],
      )
      expect(log.rows).toEqual([{ action: 'user.registry_verified', actor_id: admin.id }])
    } finally {
      // Back to the upgraded, unverified state (as the database owner), so the other tests may run after this one.
      await db.query(
        'update public.profiles set registry_verified_at = null, registry_verified_by = null where id = $1',
        [doctor.id],
      )
      await db.query(
        'update public.post_reviews set reviewer_verified_at = null, reviewer_verified_by = null where post_id = $1',
        [postId],
      )
    }
  })
})
