// Injection attempts in every place a request names something (columns, embeds, filters, order,
// casts, json paths, on_conflict, columns=, rpc args). Names are checked against the schema cache
// and rejected before any SQL runs; values only ever travel as bind parameters.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '../../local/supabase/context.ts'
import { ANON, contextFor, openDocsDatabase, rawRest, recordSql } from './rest-test-client.ts'

let db: PGlite
let ctx: ServiceContext
let recorder: ReturnType<typeof recordSql>

beforeAll(async () => {
  db = await openDocsDatabase()
  ctx = contextFor(db)
})
afterEach(() => recorder?.restore())
afterAll(async () => {
  await db.close()
})

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

async function peopleStillThere() {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from people')
  expect(rows[0].n).toBe(5)
}

describe('rejected before any SQL runs (400)', () => {
  it.each([
    ['select column', q({ select: 'id;drop table people' }), 'PGRST100'],
    ['select column with a comment', q({ select: 'name--' }), 'PGRST100'],
    ['select quoted name', q({ select: '"name"" from people; drop table people; --"' }), 'PGRST100'],
    ['select quoted unknown name', q({ select: '"name from people; drop table people; --"' }), '42703'],
    ['select subquery', q({ select: 'name,(select 1)' }), 'PGRST100'],
    ['select alias with a quote', q({ select: 'x"y:name' }), 'PGRST100'],
    ['select cast type', q({ select: 'name::text);drop table people;--' }), 'PGRST100'],
    ['select cast not allowed', q({ select: 'name::regclass' }), 'PGRST100'],
    ['select json key', q({ select: "meta->>kind');drop table people;--" }), 'PGRST100'],
    ['embed name', q({ select: 'title,directors;drop table people(id)' }), 'PGRST100'],
    ['embed hint', q({ select: 'title,directors!fk";drop table people;--(id)' }), 'PGRST100'],
    ['embed columns', q({ select: 'title,directors(id);drop table people' }), 'PGRST100'],
    ['embed to a non-table', q({ select: 'title,pg_user(usename)' }), 'PGRST200'],
    ['filter column', q({ 'name;drop table people': 'eq.1' }), 'PGRST100'],
    ['filter unknown column', q({ nome: 'eq.1' }), '42703'],
    ['filter operator', q({ name: 'drop table people.1' }), 'PGRST100'],
    ['filter json key', q({ "meta->>kind'--": 'eq.1' }), 'PGRST100'],
    ['or tree', q({ or: '(name.eq.x);drop table people;--' }), 'PGRST100'],
    ['or tree column', q({ or: '(name;drop table people.eq.x,age.eq.1)' }), 'PGRST100'],
    ['order column', q({ order: 'name;drop table people' }), 'PGRST100'],
    ['order direction', q({ order: 'name.desc;--' }), 'PGRST100'],
    ['order expression', q({ order: '(select 1)' }), 'PGRST100'],
    ['limit', q({ limit: '1;drop table people' }), 'PGRST100'],
    ['offset', q({ offset: '-1' }), 'PGRST100'],
  ])('%s', async (_label, query, code) => {
    const table = _label.startsWith('embed') ? 'films' : 'people'
    recorder = recordSql(db)
    const res = await rawRest(ctx, ANON, `${table}?${query}`)
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe(code)
    expect(recorder.texts).toEqual([]) // nothing reached the database
    recorder.restore()
    await peopleStillThere()
  })

  it('on_conflict and columns= name columns that must exist', async () => {
    recorder = recordSql(db)
    const conflict = await rawRest(ctx, ANON, `people?${q({ on_conflict: 'id) do nothing; drop table people; --' })}`, {
      method: 'POST',
      body: JSON.stringify({ id: 9, name: 'x' }),
      headers: { prefer: 'resolution=merge-duplicates', 'content-type': 'application/json' },
    })
    expect(conflict.status).toBe(400)
    expect((await conflict.json()).code).toBe('PGRST204')
    const columns = await rawRest(ctx, ANON, `people?${q({ columns: '"name") select 1; --"' })}`, {
      method: 'POST',
      body: JSON.stringify({ name: 'x' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(columns.status).toBe(400)
    expect((await columns.json()).code).toBe('PGRST204')
    const key = await rawRest(ctx, ANON, 'people', {
      method: 'POST',
      body: JSON.stringify({ 'name") values (1); drop table people; --': 'x' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(key.status).toBe(400)
    expect((await key.json()).code).toBe('PGRST204')
    expect(recorder.texts).toEqual([])
    recorder.restore()
    await peopleStillThere()
  })

  it('rpc argument names must be the function’s', async () => {
    await db.exec(`create function add_one(a int) returns int language sql as $$ select a + 1 $$`)
    const { refreshSchemaCache } = await import('../../local/supabase/rest/schema-cache.ts')
    await refreshSchemaCache(db)
    recorder = recordSql(db)
    const res = await rawRest(ctx, ANON, 'rpc/add_one', {
      method: 'POST',
      body: JSON.stringify({ 'a := 1); drop table people; --': 1 }),
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(404)
    expect((await res.json()).code).toBe('PGRST202')
    expect(recorder.texts).toEqual([])
  })
})

describe('values are bind parameters', () => {
  it.each([
    ['eq', q({ name: "eq.'; drop table people; --" })],
    ['like', q({ name: "like.*'); drop table people; --*" })],
    ['in', q({ name: 'in.("x\'); drop table people; --",Ann)' })],
    ['or value', q({ or: `(name.eq."'; drop table people; --",name.eq.Ann)` })],
    ['cs', q({ tags: "cs.{a'}); drop table people; --}" })],
    ['fts config', q({ name: "fts(english'--).x" })],
  ])('%s', async (_label, query) => {
    recorder = recordSql(db)
    const res = await rawRest(ctx, ANON, `people?select=name&${query}`)
    expect([200, 400]).toContain(res.status) // 400 only for a Postgres type error on the bound value
    for (const sql of recorder.texts) expect(sql.toLowerCase()).not.toContain('drop table')
    expect(recorder.params.flat().some((p) => String(p).includes('drop table') || String(p).includes("english'"))).toBe(
      true,
    )
    recorder.restore()
    await peopleStillThere()
  })

  it('a JSON body is one bound parameter', async () => {
    recorder = recordSql(db)
    const res = await rawRest(ctx, ANON, 'people?select=name', {
      method: 'POST',
      body: JSON.stringify({ id: 50, name: "Robert'); drop table people; --" }),
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual([{ name: "Robert'); drop table people; --" }])
    for (const sql of recorder.texts) expect(sql).not.toContain('Robert')
    recorder.restore()
    await db.query('delete from people where id = 50')
    await peopleStillThere()
  })
})
