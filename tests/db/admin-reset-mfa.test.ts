// admin_reset_mfa() (supabase/migrations/20250101130000_mfa_verification_hook.sql): an admin whose
// session is at aal2 removes another person's TOTP factors and signs them out everywhere; the audit
// log records it and the person is told by e-mail. Tried once per role and per aal.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { runAs } from '../../local/db/session'
import { claimsFor, createCast, createUser, errorAs, useFreshDatabase, type Cast, type TestUser } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

type Caller = 'anon' | TestUser | { user: TestUser; aal: 'aal1' | 'aal2' }

/** The error admin_reset_mfa raises for the caller (undefined when it succeeds). */
async function resetAs(caller: Caller, target: string | null) {
  const sql = 'select public.admin_reset_mfa($1)'
  if (caller === 'anon' || !('user' in caller)) return errorAs(db(), caller, sql, [target])
  const session = claimsFor(caller.user)
  try {
    await runAs(db(), { ...session, claims: { ...session.claims, aal: caller.aal } }, (tx) => tx.query(sql, [target]))
    return undefined
  } catch (error) {
    const e = error as { code?: string; message: string }
    return { code: e.code, message: e.message }
  }
}

/** A person with a verified factor (and an open challenge) signed in on two devices. */
async function enrolledPerson(fullName = 'Fátima Fator'): Promise<TestUser> {
  const person = await createUser(db(), { fullName, invite: 'editor' })
  const factor = randomUUID()
  await db().query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, 'Celular', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [factor, person.id],
  )
  await db().query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), '127.0.0.1')`,
    [randomUUID(), factor],
  )
  for (let i = 0; i < 2; i++) {
    const session = randomUUID()
    await db().query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, factor_id)
       values ($1, $2, now(), now(), 'aal2', $3)`,
      [session, person.id, factor],
    )
    await db().query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
       values ($1, $2, false, now(), now(), $3)`,
      [randomUUID(), person.id, session],
    )
  }
  return person
}

/** What the person still has: factors, challenges, sessions, refresh tokens. */
async function holdings(person: TestUser) {
  const count = async (sql: string) => Number((await db().query<{ n: number }>(sql, [person.id])).rows[0].n)
  return {
    factors: await count('select count(*) as n from auth.mfa_factors where user_id = $1'),
    challenges: await count(
      'select count(*) as n from auth.mfa_challenges c join auth.mfa_factors f on f.id = c.factor_id where f.user_id = $1',
    ),
    sessions: await count('select count(*) as n from auth.sessions where user_id = $1'),
    refreshTokens: await count('select count(*) as n from auth.refresh_tokens where user_id = $1::text'),
  }
}
const UNTOUCHED = { factors: 1, challenges: 1, sessions: 2, refreshTokens: 2 }

async function traces(person: TestUser) {
  const audit = await db().query<Record<string, unknown>>(
    `select actor_id, actor_name, action, entity_type, entity_label, details from public.audit_log
      where action = 'user.mfa_reset' and entity_id = $1`,
    [person.id],
  )
  const mail = await db().query<Record<string, unknown>>(
    `select template, recipient, payload from public.email_outbox where template = 'mfa_reset' and recipient = $1`,
    [person.email],
  )
  return { audit: audit.rows, mail: mail.rows }
}

const NOT_ADMIN = {
  code: '42501',
  message: 'Apenas administradores podem redefinir a verificação em duas etapas de outra pessoa.',
}
const NOT_AAL2 = { code: '42501', message: 'Confirme o código do aplicativo autenticador para fazer esta alteração.' }

describe('admin_reset_mfa()', () => {
  it('visitors may not call it', async () => {
    const person = await enrolledPerson()
    expect((await resetAs('anon', person.id))?.code).toBe('42501')
    expect(await holdings(person)).toEqual(UNTOUCHED)
  })

  for (const role of ['authorA', 'editor'] as const) {
    for (const aal of ['aal1', 'aal2'] as const) {
      it(`refuses a non-admin (${role}, ${aal}) with 42501 and changes nothing`, async () => {
        const person = await enrolledPerson()
        expect(await resetAs({ user: cast[role], aal }, person.id)).toMatchObject(NOT_ADMIN)
        expect(await holdings(person)).toEqual(UNTOUCHED)
        expect(await traces(person)).toEqual({ audit: [], mail: [] })
      })
    }
  }

  it('refuses an admin whose session is only aal1 (password alone) with 42501 and changes nothing', async () => {
    const person = await enrolledPerson()
    expect(await resetAs({ user: cast.admin, aal: 'aal1' }, person.id)).toEqual(NOT_AAL2)
    expect(await resetAs(cast.admin, person.id)).toEqual(expect.objectContaining(NOT_AAL2))
    expect(await holdings(person)).toEqual(UNTOUCHED)
    expect(await traces(person)).toEqual({ audit: [], mail: [] })
  })

  it('refuses an admin resetting their own factors with 22023, pointing to "Meu perfil"', async () => {
    expect(await resetAs({ user: cast.admin, aal: 'aal2' }, cast.admin.id)).toEqual({
      code: '22023',
      message: 'Para remover os seus próprios fatores, use "Meu perfil" → "Segurança".',
    })
  })

  it('answers an unknown or missing person with P0002 "Usuário não encontrado."', async () => {
    for (const target of [randomUUID(), null]) {
      expect(await resetAs({ user: cast.admin, aal: 'aal2' }, target)).toEqual({
        code: 'P0002',
        message: 'Usuário não encontrado.',
      })
    }
  })

  it('lets an admin at aal2 remove the factors and challenges and sign the person out everywhere', async () => {
    const person = await enrolledPerson()
    const bystander = await enrolledPerson('Outra Pessoa')
    expect(await resetAs({ user: cast.admin, aal: 'aal2' }, person.id)).toBeUndefined()
    expect(await holdings(person)).toEqual({ factors: 0, challenges: 0, sessions: 0, refreshTokens: 0 })
    expect(await holdings(bystander)).toEqual(UNTOUCHED)
  })

  it('writes one audit entry naming the admin and the person, and queues the e-mail to the person', async () => {
    const person = await enrolledPerson('Rita <b>Reset</b>')
    await resetAs({ user: cast.admin, aal: 'aal2' }, person.id)
    expect(await traces(person)).toEqual({
      audit: [
        {
          actor_id: cast.admin.id,
          actor_name: 'Ana Admin',
          action: 'user.mfa_reset',
          entity_type: 'user',
          entity_label: 'Rita <b>Reset</b>',
          details: { factors: 1 },
        },
      ],
      mail: [
        {
          template: 'mfa_reset',
          recipient: person.email,
          payload: { full_name: 'Rita <b>Reset</b>', reset_by_name: 'Ana Admin' },
        },
      ],
    })
  })

  it('clears a lock-out the hook recorded for the person', async () => {
    const person = await enrolledPerson()
    await db().query(
      `insert into public.mfa_verification_attempts (user_id, factor_id, valid, outcome, time_step)
       values ($1, gen_random_uuid(), false, 'lockout', 0)`,
      [person.id],
    )
    await resetAs({ user: cast.admin, aal: 'aal2' }, person.id)
    const { rows } = await db().query('select 1 from public.mfa_verification_attempts where user_id = $1', [person.id])
    expect(rows).toEqual([])
  })
})
