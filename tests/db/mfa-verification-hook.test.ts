// The MFA Verification Attempt hook (supabase/migrations/20250101130000_mfa_verification_hook.sql):
// five wrong codes lock the user out for 15 minutes, a factor takes one code per 30-s time step,
// mfa_attempts_left() counts down; only Supabase Auth may call the hook or read what it records.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, errorCodeAs, queryAs, useFreshDatabase, type TestUser } from './helpers'

const db = useFreshDatabase()

const LOCKED = 'Muitas tentativas com código inválido. Aguarde 15 minutos e entre de novo.'
const REUSED = 'Este código já foi usado. Espere o próximo código do aplicativo e entre de novo.'
const CONTINUE = { decision: 'continue' }
const locked = { decision: 'reject', message: LOCKED }
const reused = { decision: 'reject', message: REUSED }

let staff: TestUser
beforeAll(async () => {
  await createUser(db(), { fullName: 'Ana Admin' })
  staff = await createUser(db(), { fullName: 'Edu Editor', invite: 'editor' })
})

/** A person with one factor, as the hook sees them (it never looks the user up). */
const person = () => ({ user: randomUUID(), factor: randomUUID() })

/** One attempt as GoTrue makes it: as supabase_auth_admin, in a transaction of its own. */
async function attempt(who: { user: string; factor: string }, valid: boolean): Promise<Record<string, unknown>> {
  return db().transaction(async (tx) => {
    await tx.query('set local role supabase_auth_admin')
    const event = {
      metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'mfa-verification' },
      user_id: who.user,
      factor_id: who.factor,
      factor_type: 'totp',
      valid,
    }
    const { rows } = await tx.query<{ r: Record<string, unknown> }>(
      'select public.hook_mfa_verification_attempt($1::jsonb) as r',
      [JSON.stringify(event)],
    )
    return rows[0].r
  })
}

async function attempts(who: { user: string; factor: string }, valid: boolean, times: number) {
  const answers = []
  for (let i = 0; i < times; i++) answers.push(await attempt(who, valid))
  return answers
}

/** Moves a user's recorded attempts into the past, as if they had been entered that long ago. */
async function age(user: string, seconds: number): Promise<void> {
  await db().query(
    `update public.mfa_verification_attempts
        set created_at = created_at - make_interval(secs => $2), time_step = time_step - ceil($2 / 30.0)::bigint
      where user_id = $1`,
    [user, seconds],
  )
}

const attemptsLeft = async (actor: TestUser) =>
  (await queryAs<{ n: number | null }>(db(), actor, 'select public.mfa_attempts_left() as n'))[0].n

describe('hook_mfa_verification_attempt(): who may call it', () => {
  it('only Supabase Auth (supabase_auth_admin) may call it', async () => {
    const event = JSON.stringify({ user_id: staff.id, factor_id: randomUUID(), valid: true })
    for (const actor of ['anon', 'service_role', staff] as const) {
      expect(await errorCodeAs(db(), actor, 'select public.hook_mfa_verification_attempt($1::jsonb)', [event])).toBe(
        '42501',
      )
    }
    expect(await attempt(person(), true)).toEqual(CONTINUE)
  })

  it('no API role may read or change the attempts, nor call the rules behind them', async () => {
    for (const actor of ['anon', 'service_role', staff] as const) {
      for (const sql of [
        'select * from public.mfa_verification_attempts',
        'delete from public.mfa_verification_attempts',
        `insert into public.mfa_verification_attempts (user_id, factor_id, valid, outcome, time_step)
         values (gen_random_uuid(), gen_random_uuid(), true, 'accepted', 0)`,
        `select public.mfa_lockout_active('${staff.id}')`,
        `select public.mfa_wrong_codes('${staff.id}')`,
      ]) {
        expect(await errorCodeAs(db(), actor, sql), `${JSON.stringify(actor)}: ${sql}`).toBe('42501')
      }
    }
  })
})

describe('hook_mfa_verification_attempt(): wrong codes', () => {
  it('lets four wrong codes through (Auth answers 422) and rejects the fifth with the lock-out message', async () => {
    const who = person()
    expect(await attempts(who, false, 4)).toEqual(Array(4).fill(CONTINUE))
    expect(await attempt(who, false)).toEqual(locked)
  })

  it('rejects every code, right or wrong, while locked out; other people are not affected', async () => {
    const who = person()
    await attempts(who, false, 5)
    expect(await attempt(who, true)).toEqual(locked)
    expect(await attempt(who, false)).toEqual(locked)
    expect(await attempt({ ...who, factor: randomUUID() }, true)).toEqual(locked)
    expect(await attempt(person(), false)).toEqual(CONTINUE)
  })

  it('ends the lock-out 15 minutes after the fifth wrong code, with a full count again', async () => {
    const who = person()
    await attempts(who, false, 5)
    await age(who.user, 14 * 60 + 50)
    expect(await attempt(who, true)).toEqual(locked)
    await age(who.user, 11)
    expect(await attempt(who, false)).toEqual(CONTINUE)
    expect(await attempts(who, false, 3)).toEqual(Array(3).fill(CONTINUE))
    expect(await attempt(who, false)).toEqual(locked)
  })

  it('counts the wrong codes of the person, whatever the factor', async () => {
    const who = person()
    await attempts(who, false, 2)
    await attempts({ ...who, factor: randomUUID() }, false, 2)
    expect(await attempt(who, false)).toEqual(locked)
  })

  it('forgets wrong codes older than 15 minutes', async () => {
    const who = person()
    await attempts(who, false, 4)
    await age(who.user, 15 * 60 + 1)
    expect(await attempts(who, false, 4)).toEqual(Array(4).fill(CONTINUE))
    expect(await attempt(who, false)).toEqual(locked)
  })

  it('clears the count when a right code is accepted', async () => {
    const who = person()
    await attempts(who, false, 4)
    expect(await attempt(who, true)).toEqual(CONTINUE)
    expect(await attempts(who, false, 4)).toEqual(Array(4).fill(CONTINUE))
    expect(await attempt(who, false)).toEqual(locked)
  })
})

describe('hook_mfa_verification_attempt(): a code used again', () => {
  it('rejects a second right code for the same factor in the same 30-s step', async () => {
    const who = person()
    // now() is the transaction's start: both attempts must fall in one step of the server clock.
    const { rows } = await db().query<{ s: number }>('select 30 - extract(epoch from now())::numeric % 30 as s')
    if (Number(rows[0].s) < 2) await new Promise((resolve) => setTimeout(resolve, 2100))
    expect(await attempt(who, true)).toEqual(CONTINUE)
    expect(await attempt(who, true)).toEqual(reused)
  })

  it('takes a right code in the next step, and a right code for another factor in the same step', async () => {
    const who = person()
    expect(await attempt(who, true)).toEqual(CONTINUE)
    expect(await attempt({ user: who.user, factor: randomUUID() }, true)).toEqual(CONTINUE)
    await age(who.user, 30)
    expect(await attempt(who, true)).toEqual(CONTINUE)
  })

  it('does not count a reused code as a wrong one', async () => {
    const who = person()
    await attempts(who, false, 4)
    await attempt(who, true)
    await attempts(who, true, 3)
    expect(await attempts(who, false, 4)).toEqual(Array(4).fill(CONTINUE))
  })
})

describe('hook_mfa_verification_attempt(): what it keeps', () => {
  it('records user, factor, validity, outcome and time step, and prunes rows older than an hour', async () => {
    const who = person()
    await attempt(who, false)
    await age(who.user, 3601)
    await attempt(person(), true)
    const { rows } = await db().query('select 1 from public.mfa_verification_attempts where user_id = $1', [who.user])
    expect(rows).toEqual([])
    const fresh = person()
    await attempt(fresh, true)
    const { rows: kept } = await db().query<Record<string, unknown>>(
      `select factor_id, valid, outcome, time_step = floor(extract(epoch from now()) / 30) as this_step
         from public.mfa_verification_attempts where user_id = $1`,
      [fresh.user],
    )
    expect(kept).toEqual([{ factor_id: fresh.factor, valid: true, outcome: 'accepted', this_step: true }])
  })
})

describe('mfa_attempts_left()', () => {
  it('is NULL for a caller with no wrong code in the last 2 minutes', async () => {
    const caller = await createUser(db())
    expect(await attemptsLeft(caller)).toBeNull()
    await attempt({ user: caller.id, factor: randomUUID() }, true)
    expect(await attemptsLeft(caller)).toBeNull()
    await attempt({ user: caller.id, factor: randomUUID() }, false)
    await age(caller.id, 121)
    expect(await attemptsLeft(caller)).toBeNull()
  })

  it('counts down with each wrong code of the caller, and is 0 while locked out', async () => {
    const caller = await createUser(db())
    const other = await createUser(db())
    const who = { user: caller.id, factor: randomUUID() }
    const left = []
    for (let i = 0; i < 5; i++) {
      await attempt(who, false)
      left.push(await attemptsLeft(caller))
    }
    expect(left).toEqual([4, 3, 2, 1, 0])
    await attempt(who, true)
    expect(await attemptsLeft(caller)).toBe(0)
    expect(await attemptsLeft(other)).toBeNull()
  })

  it('is back to 5 after a right code was accepted', async () => {
    const caller = await createUser(db())
    const who = { user: caller.id, factor: randomUUID() }
    await attempts(who, false, 2)
    expect(await attemptsLeft(caller)).toBe(3)
    await attempt(who, true)
    expect(await attemptsLeft(caller)).toBe(5)
  })

  it('visitors may not call it', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select public.mfa_attempts_left()')).toBe('42501')
  })
})
