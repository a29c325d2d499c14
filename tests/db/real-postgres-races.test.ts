// Races need a server that runs transactions at the same time: the embedded database (PGlite) runs
// one at a time, so these tests start a real PostgreSQL 15 with the same platform.sql and migrations.
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRealPostgres, type RealPostgres } from '../utils/real-postgres'

let server: RealPostgres
beforeAll(async () => {
  server = await startRealPostgres()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** Runs `work` on `count` connections at once, each in its own transaction kept open a moment. */
async function simultaneously(count: number, work: (client: pg.Client, index: number) => Promise<void>) {
  const clients = await Promise.all(Array.from({ length: count }, () => server.connect()))
  try {
    const results = await Promise.allSettled(
      clients.map(async (client, index) => {
        await client.query('begin')
        await work(client, index)
        // Hold the transaction open so every other connection runs while this one is uncommitted.
        await client.query('select pg_sleep(0.3)')
        await client.query('commit')
      }),
    )
    return results
  } finally {
    await Promise.all(clients.map((client) => client.end()))
  }
}

describe('on a real PostgreSQL server, with concurrent connections', () => {
  it('eight simultaneous first sign-ups make exactly one admin; the other seven are refused (no invitation)', async () => {
    const results = await simultaneously(8, (client, index) =>
      client
        .query(
          `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(),
                   '{"provider":"email","providers":["email"]}', $3, now(), now())`,
          [
            randomUUID(),
            `corrida-${index}@example.com`,
            JSON.stringify({ full_name: `Pessoa ${index}`, role: 'admin' }),
          ],
        )
        .then(() => undefined),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    for (const result of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(String(result.reason)).toMatch(/Cadastro somente por convite/)
    }
    const check = await server.connect()
    const { rows } = await check.query<{ role: string; count: string }>(
      `select role, count(*)::text as count from public.profiles where full_name like 'Pessoa %' group by role order by role`,
    )
    const { rows: users } = await check.query<{ n: string }>(
      `select count(*)::text as n from auth.users where email like 'corrida-%'`,
    )
    await check.end()
    expect(rows).toEqual([{ role: 'admin', count: '1' }])
    expect(users).toEqual([{ n: '1' }])
  })

  it('six menu items added at the same moment get distinct positions, still 1..n', async () => {
    const before = await server.connect()
    const { rows: existing } = await before.query<{ n: string }>('select count(*)::text as n from public.menu_items')
    await before.end()
    const results = await simultaneously(6, (client, index) =>
      client
        .query(`insert into public.menu_items (label, href) values ($1, $2)`, [`Item ${index}`, `/item-${index}`])
        .then(() => undefined),
    )
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'))
    const check = await server.connect()
    const { rows } = await check.query<{ position: number }>('select position from public.menu_items order by position')
    await check.end()
    const total = Number(existing[0].n) + 6
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: total }, (_, i) => i + 1))
  })

  it('six editors adding the same address at the same moment: one item is saved, five are refused as duplicates', async () => {
    const results = await simultaneously(6, (client, index) =>
      client
        .query(`insert into public.menu_items (label, href) values ($1, $2)`, [
          `Mesmo ${index}`,
          index % 2 ? '/mesmo-endereco/' : '/Mesmo-Endereco',
        ])
        .then(() => undefined),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as { code?: string; hint?: string }] : [],
    )
    expect(refusals.map((error) => [error.code, error.hint])).toEqual(Array(5).fill(['23505', 'menu_href_taken']))
    const check = await server.connect()
    const { rows } = await check.query<{ n: number }>(
      `select count(*)::int as n from public.menu_items where public.menu_href_key(href) = '/mesmo-endereco'`,
    )
    await check.end()
    expect(rows[0].n).toBe(1)
  })

  it('the MFA hook asked at the same moment: one of two uses of a code is accepted, and six wrong codes lock out at the fifth', async () => {
    // Both uses must fall in one 30-s step of the server clock.
    const left = 30_000 - (Date.now() % 30_000)
    if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 200))
    const attempt = (user: string, factor: string, valid: boolean) => async (client: pg.Client) => {
      await client.query('set local role supabase_auth_admin')
      const { rows } = await client.query<{ r: { decision: string } }>(
        'select public.hook_mfa_verification_attempt($1::jsonb) as r',
        [JSON.stringify({ user_id: user, factor_id: factor, factor_type: 'totp', valid })],
      )
      return rows[0].r.decision
    }
    const decisions = async (count: number, work: (client: pg.Client) => Promise<string>) => {
      const answers: string[] = []
      await simultaneously(count, async (client) => void answers.push(await work(client)))
      return answers.sort()
    }
    const reuse = attempt(randomUUID(), randomUUID(), true)
    expect(await decisions(2, reuse)).toEqual(['continue', 'reject'])
    const guess = attempt(randomUUID(), randomUUID(), false)
    expect(await decisions(6, guess)).toEqual(['continue', 'continue', 'continue', 'continue', 'reject', 'reject'])
  })
})
