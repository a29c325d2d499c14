// Credentials an admin has verified (docs/decisions/037-credentials-an-admin-verified.md): a registry
// written on a profile is unverified; only an admin verifies it (verify_profile_registry), any edit of
// it clears the verification, both go to the audit log; visitors and accounts without a profile never
// read an unverified registry; only a verified one makes its holder a technical reviewer.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { brasiliaToday } from '@/lib/brasilia-time'
import {
  accountWithoutProfile,
  createCast,
  createUser,
  EDITORIAL_TEAM_ID,
  errorAs,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  verifyRegistry,
  type Actor,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let stranger: TestUser
beforeAll(async () => {
  cast = await createCast(db())
  stranger = await accountWithoutProfile(db())
})

const DECLARE = `update public.profiles set registry_council = 'CRM', registry_uf = 'SP', registry_number = '123456', rqe = '4567',
  specialty = 'Neurologia' where id = $1`
const VERIFY = 'select public.verify_profile_registry($1, $2, $3, $4, $5, $6)'
const AS_STORED = ['CRM', 'SP', '123456', '4567', 'Neurologia']

async function state(id: string) {
  const { rows } = await db().query<Record<string, unknown>>(
    `select registry_verified_at, registry_verified_by, public_registry, public_rqe, public_specialty from public.profiles where id = $1`,
    [id],
  )
  return rows[0]
}

async function auditOf(id: string) {
  const { rows } = await db().query<{ action: string; actor_id: string | null; registry: string | null }>(
    `select action, actor_id, details->>'registry' as registry from public.audit_log
     where entity_id = $1 and action like 'user.registry_%' order by id`,
    [id],
  )
  return rows
}

beforeEach(async () => {
  await db().query(
    `update public.profiles set registry_council = null, registry_uf = null, registry_number = null, rqe = null, specialty = null`,
  )
})

describe('a registry someone writes is unverified', () => {
  it.each(['authorA', 'editor', 'admin'] as const)(
    '%s writes their own registry: saved, not verified, nothing public',
    async (who) => {
      const rows = await queryAs(db(), cast[who], `${DECLARE} returning registry_number, registry_verified_at`, [
        cast[who].id,
      ])
      expect(rows).toEqual([{ registry_number: '123456', registry_verified_at: null }])
      expect(await state(cast[who].id)).toEqual({
        registry_verified_at: null,
        registry_verified_by: null,
        public_registry: null,
        public_rqe: null,
        public_specialty: null,
      })
    },
  )
})

describe('only an admin verifies', () => {
  it.each([
    ['a visitor', 'anon'],
    ['an author', 'authorA'],
    ['an editor', 'editor'],
    ['an account without a profile', 'stranger'],
  ] as const)('%s cannot call verify_profile_registry (42501), not even on their own registry', async (_label, who) => {
    const actor: Actor = who === 'anon' ? 'anon' : who === 'stranger' ? stranger : cast[who]
    const target = who === 'authorA' || who === 'editor' ? cast[who].id : cast.authorB.id
    await db().query(DECLARE, [target])
    expect(await errorCodeAs(db(), actor, VERIFY, [target, ...AS_STORED])).toBe('42501')
    expect((await state(target)).registry_verified_at).toBeNull()
  })

  it.each([
    ['a visitor', 'anon'],
    ['an author', 'authorA'],
    ['an editor', 'editor'],
    ['an admin', 'admin'],
    ['the service role', 'service_role'],
  ] as const)('%s cannot write the verified columns directly (42501)', async (_label, who) => {
    const actor: Actor = who === 'anon' || who === 'service_role' ? who : cast[who]
    const target = who === 'anon' || who === 'service_role' ? cast.authorA.id : cast[who].id
    await db().query(DECLARE, [target])
    for (const set of [`registry_verified_at = now()`, `registry_verified_by = '${cast.admin.id}'`]) {
      expect(await errorCodeAs(db(), actor, `update public.profiles set ${set} where id = $1`, [target]), set).toBe(
        '42501',
      )
    }
    expect(await state(target)).toMatchObject({ registry_verified_at: null, registry_verified_by: null })
  })

  it('an account without a profile cannot create one that is already verified (42501)', async () => {
    const error = await errorAs(
      db(),
      stranger,
      `insert into public.profiles (id, full_name, role, registry_council, registry_uf, registry_number, registry_verified_at)
       values ($1, 'Dr. Falso', 'author', 'CRM', 'SP', '1', now())`,
      [stranger.id],
    )
    expect(error?.code).toBe('42501')
  })

  it('nobody writes the public columns: Postgres computes them', async () => {
    expect(
      await errorCodeAs(db(), cast.authorA, `update public.profiles set public_registry = 'CRM-SP 1' where id = $1`, [
        cast.authorA.id,
      ]),
    ).toBe('428C9')
  })

  it('an admin verifies: who and when are recorded, the public columns fill, the audit log has it', async () => {
    await db().query(DECLARE, [cast.authorB.id])
    const [{ verified }] = await queryAs<{ verified: string }>(db(), cast.admin, `${VERIFY} as verified`, [
      cast.authorB.id,
      ...AS_STORED,
    ])
    expect(verified).toBeTruthy()
    expect(await state(cast.authorB.id)).toMatchObject({
      registry_verified_by: cast.admin.id,
      public_registry: 'CRM-SP 123456',
      public_rqe: '4567',
      public_specialty: 'Neurologia',
    })
    expect((await auditOf(cast.authorB.id)).at(-1)).toEqual({
      action: 'user.registry_verified',
      actor_id: cast.admin.id,
      registry: 'CRM-SP 123456',
    })
  })

  it('verifying again changes nothing and logs nothing new', async () => {
    await db().query(DECLARE, [cast.authorB.id])
    const first = await verifyRegistry(db(), cast.admin, cast.authorB.id)
    const logged = (await auditOf(cast.authorB.id)).length
    expect(await verifyRegistry(db(), cast.admin, cast.authorB.id)).toBe(first)
    expect(await auditOf(cast.authorB.id)).toHaveLength(logged)
  })

  it('refuses when the registry changed after the admin looked (PT409), and verifies nothing', async () => {
    await db().query(DECLARE, [cast.authorB.id])
    const error = await errorAs(db(), cast.admin, VERIFY, [
      cast.authorB.id,
      'CRM',
      'SP',
      '654321',
      '4567',
      'Neurologia',
    ])
    expect(error).toMatchObject({
      code: 'PT409',
      message: 'O registro mudou enquanto você conferia. Confira os dados atuais e verifique de novo.',
    })
    expect(
      await errorCodeAs(db(), cast.admin, VERIFY, [cast.authorB.id, 'CRM', 'SP', '123456', '4567', 'Cardiologia']),
    ).toBe('PT409')
    expect((await state(cast.authorB.id)).registry_verified_at).toBeNull()
  })

  it('refuses a profile without a registry (22023) and one that does not exist (P0002)', async () => {
    expect(await errorAs(db(), cast.admin, VERIFY, [cast.authorB.id, 'CRM', 'SP', '1', null, null])).toMatchObject({
      code: '22023',
      message: 'Esta pessoa não informou um registro profissional.',
    })
    expect(await errorCodeAs(db(), cast.admin, VERIFY, ['00000000-0000-4000-8000-00000000dead', ...AS_STORED])).toBe(
      'P0002',
    )
  })

  it("a physician's specialty is public only with an RQE (CFM 2.336/2023 art. 4º, II); another council's without one", async () => {
    await db().query(
      `update public.profiles set registry_council = 'CRM', registry_uf = 'RJ', registry_number = '52', specialty = 'Pediatria' where id = $1`,
      [cast.authorA.id],
    )
    await db().query(
      `update public.profiles set registry_council = 'CRF', registry_uf = 'RJ', registry_number = '98765', specialty = 'Farmácia clínica' where id = $1`,
      [cast.authorB.id],
    )
    await verifyRegistry(db(), cast.admin, cast.authorA.id)
    await verifyRegistry(db(), cast.admin, cast.authorB.id)
    expect(await state(cast.authorA.id)).toMatchObject({ public_registry: 'CRM-RJ 52', public_specialty: null })
    expect(await state(cast.authorB.id)).toMatchObject({
      public_registry: 'CRF-RJ 98765',
      public_specialty: 'Farmácia clínica',
    })
  })
})

describe('an edit of the registry clears the verification, whoever edits', () => {
  it.each([
    ['the council', `registry_council = 'CRF', rqe = null`],
    ['the UF', `registry_uf = 'RJ'`],
    ['the number', `registry_number = '999'`],
    ['the RQE', `rqe = '1111'`],
    ['the specialty', `specialty = 'Cardiologia'`],
    [
      'the whole registry (removed)',
      `registry_council = null, registry_uf = null, registry_number = null, rqe = null, specialty = null`,
    ],
  ])(
    'the person changes %s: unverified again, nothing public, logged with the person as actor',
    async (_label, set) => {
      await db().query(DECLARE, [cast.authorA.id])
      await verifyRegistry(db(), cast.admin, cast.authorA.id)
      await queryAs(db(), cast.authorA, `update public.profiles set ${set} where id = $1`, [cast.authorA.id])
      expect(await state(cast.authorA.id)).toMatchObject({
        registry_verified_at: null,
        registry_verified_by: null,
        public_registry: null,
      })
      expect((await auditOf(cast.authorA.id)).at(-1)).toEqual({
        action: 'user.registry_unverified',
        actor_id: cast.authorA.id,
        registry: 'CRM-SP 123456',
      })
    },
  )

  it('an admin editing the registry clears it too, logged with the admin as actor', async () => {
    await db().query(DECLARE, [cast.editor.id])
    await verifyRegistry(db(), cast.admin, cast.editor.id)
    await queryAs(db(), cast.admin, `update public.profiles set registry_number = '7' where id = $1`, [cast.editor.id])
    expect((await state(cast.editor.id)).registry_verified_at).toBeNull()
    expect((await auditOf(cast.editor.id)).at(-1)).toEqual({
      action: 'user.registry_unverified',
      actor_id: cast.admin.id,
      registry: 'CRM-SP 123456',
    })
  })

  it('saving the same registry, or the name, bio and photo, keeps the verification', async () => {
    await db().query(DECLARE, [cast.authorA.id])
    await verifyRegistry(db(), cast.admin, cast.authorA.id)
    await queryAs(
      db(),
      cast.authorA,
      `${DECLARE.replace(' where', `, full_name = 'Alice A.', bio = 'Neurologista.' where`)}`,
      [cast.authorA.id],
    )
    expect(await state(cast.authorA.id)).toMatchObject({
      registry_verified_by: cast.admin.id,
      public_registry: 'CRM-SP 123456',
    })
  })

  it('the verification outlives the account of the admin who verified it', async () => {
    const otherAdmin = await createUser(db(), { email: 'admin2@example.com', fullName: 'Outra Admin', invite: 'admin' })
    await db().query(DECLARE, [cast.authorA.id])
    await verifyRegistry(db(), otherAdmin, cast.authorA.id)
    await db().query('delete from auth.users where id = $1', [otherAdmin.id])
    expect(await state(cast.authorA.id)).toMatchObject({ registry_verified_by: null, public_registry: 'CRM-SP 123456' })
  })
})

describe('nobody outside the staff reads an unverified registry', () => {
  const DECLARED =
    'select registry_council, registry_uf, registry_number, rqe, specialty from public.profiles where id = $1'
  const PUBLIC = 'select public_registry, public_rqe, public_specialty from public.profiles where id = $1'

  it('visitors never read the declared columns, nor the row through a whole-row function (42501)', async () => {
    await db().query(DECLARE, [cast.authorA.id])
    for (const column of [
      'registry_council',
      'registry_uf',
      'registry_number',
      'rqe',
      'specialty',
      'registry_verified_by',
    ]) {
      expect(
        await errorCodeAs(db(), 'anon', `select ${column} from public.profiles where id = $1`, [cast.authorA.id]),
        column,
      ).toBe('42501')
    }
    expect(
      await errorCodeAs(db(), 'anon', 'select public.profile_registry(p) from public.profiles p where id = $1', [
        cast.authorA.id,
      ]),
    ).toBe('42501')
  })

  it('visitors read the public columns: empty until an admin verifies, the registry after', async () => {
    await db().query(DECLARE, [cast.authorA.id])
    expect(await queryAs(db(), 'anon', PUBLIC, [cast.authorA.id])).toEqual([
      { public_registry: null, public_rqe: null, public_specialty: null },
    ])
    await verifyRegistry(db(), cast.admin, cast.authorA.id)
    expect(await queryAs(db(), 'anon', PUBLIC, [cast.authorA.id])).toEqual([
      { public_registry: 'CRM-SP 123456', public_rqe: '4567', public_specialty: 'Neurologia' },
    ])
  })

  it('an account without a profile reads no profile at all; staff read the declared registry', async () => {
    await db().query(DECLARE, [cast.authorA.id])
    expect(await queryAs(db(), stranger, DECLARED, [cast.authorA.id])).toEqual([])
    expect(await queryAs(db(), stranger, 'select id from public.profiles')).toEqual([])
    for (const staff of [cast.authorB, cast.editor, cast.admin]) {
      expect(await queryAs(db(), staff, DECLARED, [cast.authorA.id])).toEqual([
        { registry_council: 'CRM', registry_uf: 'SP', registry_number: '123456', rqe: '4567', specialty: 'Neurologia' },
      ])
    }
  })
})

describe('the seed', () => {
  // A database of its own: the other tests here write registries and reviews.
  const seeded = useFreshDatabase()

  it('claims no credential: the "Equipe Editorial" and every seeded profile hold no registry, and no review is seeded', async () => {
    const { rows } = await seeded().query<{ profiles: number; with_registry: number; reviews: number }>(
      `select (select count(*)::int from public.profiles where id = $1) as profiles,
              (select count(*)::int from public.profiles where registry_number is not null or registry_verified_at is not null) as with_registry,
              (select count(*)::int from public.post_reviews) as reviews`,
      [EDITORIAL_TEAM_ID],
    )
    expect(rows).toEqual([{ profiles: 1, with_registry: 0, reviews: 0 }])
  })
})

describe('only a verified registry makes a technical reviewer', () => {
  const RECORD = 'select * from public.record_post_review($1, $2, $3::date, null)'

  it.each(['editor', 'admin'] as const)(
    '%s cannot record a review by someone whose registry is unverified (23514)',
    async (who) => {
      await db().query(DECLARE, [cast.authorA.id])
      const id = await insertPost(db())
      expect(await errorAs(db(), cast[who], RECORD, [id, cast.authorA.id, brasiliaToday()])).toMatchObject({
        code: '23514',
        message: 'Escolha um revisor com registro profissional verificado por um administrador.',
      })
      expect((await db().query('select review_id from public.posts where id = $1', [id])).rows[0]).toEqual({
        review_id: null,
      })
    },
  )

  it('records one by a verified reviewer, copying what visitors may read and when it was verified', async () => {
    await db().query(DECLARE, [cast.authorA.id])
    const verifiedAt = await verifyRegistry(db(), cast.admin, cast.authorA.id)
    const id = await insertPost(db())
    const [review] = await queryAs<Record<string, unknown>>(
      db(),
      cast.editor,
      'select reviewer_registry, reviewer_rqe, reviewer_specialty, reviewer_verified_by, reviewer_verified_at::text as verified_at from public.record_post_review($1, $2, $3::date, null)',
      [id, cast.authorA.id, brasiliaToday()],
    )
    expect(review).toEqual({
      reviewer_registry: 'CRM-SP 123456',
      reviewer_rqe: '4567',
      reviewer_specialty: 'Neurologia',
      reviewer_verified_by: cast.admin.id,
      verified_at: verifiedAt,
    })
    expect(
      await queryAs(db(), 'anon', 'select reviewer_registry from public.post_reviews where post_id = $1', [id]),
    ).toEqual([{ reviewer_registry: 'CRM-SP 123456' }])
  })

  it('a review recorded before verification existed is hidden from visitors until an admin verifies that same registry', async () => {
    await db().query(DECLARE, [cast.authorB.id])
    const id = await insertPost(db())
    await db().query(
      `insert into public.post_reviews (post_id, reviewer_id, reviewer_name, reviewer_registry, reviewer_rqe, reviewer_specialty, reviewed_on, next_review_on, text_hash)
       values ($1, $2, 'Bruno Autor', 'CRM-SP 123456', '4567', 'Neurologia', current_date, current_date + 365, 'antes')`,
      [id, cast.authorB.id],
    )
    const read = (actor: Actor) =>
      queryAs(db(), actor, 'select reviewer_registry from public.post_reviews where post_id = $1', [id])
    expect(await read('anon')).toEqual([])
    expect(await read(stranger)).toEqual([])
    expect(await read(cast.authorA)).toEqual([{ reviewer_registry: 'CRM-SP 123456' }])
    await verifyRegistry(db(), cast.admin, cast.authorB.id)
    expect(await read('anon')).toEqual([{ reviewer_registry: 'CRM-SP 123456' }])
  })

  it('a review recorded before with another registry stays hidden after the verification', async () => {
    await db().query(DECLARE, [cast.editor.id])
    const id = await insertPost(db())
    await db().query(
      `insert into public.post_reviews (post_id, reviewer_id, reviewer_name, reviewer_registry, reviewed_on, next_review_on, text_hash)
       values ($1, $2, 'Edu Editor', 'CRM-MG 1', current_date, current_date + 365, 'antes')`,
      [id, cast.editor.id],
    )
    await verifyRegistry(db(), cast.admin, cast.editor.id)
    expect(
      await queryAs(db(), 'anon', 'select reviewer_registry from public.post_reviews where post_id = $1', [id]),
    ).toEqual([])
  })
})
