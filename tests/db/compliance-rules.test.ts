// The compliance rules as data (issue 45): public legal information everyone reads, which no API role
// writes (a migration changes them), kept consistent by the database.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  createCast,
  errorCodeAs,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
} from './helpers'

const db = useFreshDatabase({ seed: false })
let cast: Cast
let stranger: Actor
beforeAll(async () => {
  cast = await createCast(db())
  stranger = await accountWithoutProfile(db())
})

const TABLES = [
  'public.compliance_norms',
  'public.compliance_rules',
  'public.compliance_cues',
  'public.compliance_settings',
]

describe('the compliance tables', () => {
  it('are read by everyone: visitors, staff and accounts without a profile, with the pack in one call', async () => {
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin, stranger] as Actor[]) {
      for (const table of TABLES) {
        const [row] = await queryAs<{ n: number }>(db(), actor, `select count(*)::int as n from ${table}`)
        expect(row.n, `${table} as ${typeof actor === 'string' ? actor : actor.email}`).toBeGreaterThan(0)
      }
      const [pack] = await queryAs<{ rules: number }>(
        db(),
        actor,
        "select jsonb_array_length(public.compliance_pack() -> 'rules') as rules",
      )
      // 14 of the former pack, and one for the suspended Resolução CFM 2.324/2022 (20250101125300).
      expect(pack.rules).toBe(15)
    }
  })

  it('are written by no API role, not even the service role', async () => {
    const pack = async () =>
      (await db().query<{ pack: unknown }>('select public.compliance_pack() as pack')).rows[0].pack
    const before = await pack()
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin, stranger, 'service_role'] as Actor[]) {
      expect(
        await errorCodeAs(db(), actor, `update public.compliance_rules set patterns = '{}' where id = 'cura-alegacao'`),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, `delete from public.compliance_norms where id = 'cdc-1990'`)).toBe('42501')
      expect(
        await errorCodeAs(
          db(),
          actor,
          `insert into public.compliance_cues (list, position, pattern) values ('negation', 99, 'cura')`,
        ),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, `update public.compliance_settings set negation_window_words = 1`)).toBe(
        '42501',
      )
      expect(await errorCodeAs(db(), actor, 'refresh materialized view public.compliance_rule_set')).toBe('42501')
    }
    expect(await pack()).toEqual(before)
  })

  it('refuse a rule whose basis names a norm that does not exist', async () => {
    await expect(
      db().query(
        `update public.compliance_rules set basis = array['cdc-1990', 'rdc-999-2099'] where id = 'compra-preco'`,
      ),
    ).rejects.toMatchObject({ code: '23503' })
    await expect(
      db().query(
        `insert into public.compliance_rules (id, position, category, label, reason, basis, terms)
         values ('teste', 999, 'compra', 'Teste', repeat('x', 50), array['norma-inexistente'], array['oferta'])`,
      ),
    ).rejects.toMatchObject({ code: '23503' })
  })

  it('change with a migration: the compiled rules and the check follow at once', async () => {
    const before = await db().query('select rule_id from public.compliance_check_text($1, $2)', [
      'Promoção-relâmpago de óleo.',
      '2026-11-25',
    ])
    await db().query(`update public.compliance_rules set terms = terms || array['relâmpago'] where id = 'compra-preco'`)
    const after = await db().query<{ rule_id: string; match: string }>(
      'select rule_id, match from public.compliance_check_text($1, $2)',
      ['Oferta: relâmpago de óleo.', '2026-11-25'],
    )
    expect(before.rows).toEqual([{ rule_id: 'compra-preco' }])
    expect(after.rows).toEqual([{ rule_id: 'compra-preco', match: 'relâmpago' }])
  })

  it('the check is run by staff saves and signed-in callers, not by visitors directly', async () => {
    expect(await errorCodeAs(db(), 'anon', `select * from public.compliance_check_text('cura garantida')`)).toBe(
      '42501',
    )
    expect(
      await errorCodeAs(db(), 'anon', `select public.compliance_findings_for_post('Cura', null, '', null, '{}', '[]')`),
    ).toBe('42501')
    const rows = await queryAs<{ rule_id: string }>(
      db(),
      cast.authorA,
      `select rule_id from public.compliance_check_text('cura garantida')`,
    )
    expect(rows.map((row) => row.rule_id)).toEqual(['cura-alegacao', 'cura-garantia'])
  })
})
