// Reads through the real supabase-js client, against the films/people examples of PostgREST's docs
// (docs.postgrest.org: "Resource Embedding", "Tables and Views"). Expected values follow what the
// docs say PostgREST returns for the same request.
import type { PGlite } from '@electric-sql/pglite'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '../../local/supabase/context.ts'
import { ANON, contextFor, openDocsDatabase, rawRest, restClient } from './rest-test-client.ts'

let db: PGlite
let ctx: ServiceContext
let api: SupabaseClient

beforeAll(async () => {
  db = await openDocsDatabase()
  ctx = contextFor(db)
  api = restClient(ctx, ANON)
})
afterAll(async () => {
  await db.close()
})

/** Each filter case below receives this query and adds its filter. */
const peopleQuery = () => api.from('people').select('name').order('name')
type PeopleQuery = ReturnType<typeof peopleQuery>
type Filtered = PromiseLike<{ data: unknown; error: unknown }>

const names = (rows: { name: string }[] | null) => (rows ?? []).map((r) => r.name)

describe('select and embedding', () => {
  it('embeds a many-to-one relationship as an object', async () => {
    const { data, error } = await api.from('films').select('title,directors(id,last_name)').order('id').limit(3)
    expect(error).toBeNull()
    expect(data).toEqual([
      { title: 'Workers Leaving The Lumière Factory In Lyon', directors: { id: 2, last_name: 'Lumière' } },
      { title: 'The Dickson Experimental Sound Film', directors: { id: 1, last_name: 'Dickson' } },
      { title: 'The Haunted Castle', directors: { id: 3, last_name: 'Méliès' } },
    ])
  })

  it('gives null for a missing to-one row and supports an alias', async () => {
    const { data } = await api.from('films').select('title,director:directors(last_name)').eq('id', 4)
    expect(data).toEqual([{ title: 'Unfinished', director: null }])
  })

  it('embeds a one-to-many relationship as an array ([] when empty)', async () => {
    const { data } = await api.from('directors').select('last_name,films(title)').order('id')
    expect(data).toEqual([
      { last_name: 'Dickson', films: [{ title: 'The Dickson Experimental Sound Film' }] },
      { last_name: 'Lumière', films: [{ title: 'Workers Leaving The Lumière Factory In Lyon' }] },
      { last_name: 'Méliès', films: [{ title: 'The Haunted Castle' }] },
    ])
    const { data: none } = await api.from('films').select('title,nominations(rank)').eq('id', 2)
    expect(none).toEqual([{ title: 'The Dickson Experimental Sound Film', nominations: [] }])
  })

  it('embeds a one-to-one relationship (FK is the primary key) as an object', async () => {
    const { data } = await api.from('films').select('title,technical_specs(camera)').in('id', [2, 3]).order('id')
    expect(data).toEqual([
      { title: 'The Dickson Experimental Sound Film', technical_specs: null },
      { title: 'The Haunted Castle', technical_specs: { camera: 'Star Film' } },
    ])
  })

  it('embeds many-to-many through the join table, and nests embeds', async () => {
    const { data } = await api
      .from('films')
      .select('title,actors(first_name)')
      .eq('id', 3)
      .order('first_name', { referencedTable: 'actors' })
    expect(data).toEqual([
      {
        title: 'The Haunted Castle',
        actors: [{ first_name: 'Georges' }, { first_name: 'Jehanne' }, { first_name: 'Jules-Eugène' }],
      },
    ])
    const { data: nested } = await api.from('actors').select('last_name,roles(character,films(title,year))').eq('id', 1)
    expect(nested).toEqual([
      {
        last_name: "d'Alcy",
        roles: [{ character: 'Young Woman', films: { title: 'The Haunted Castle', year: 1896 } }],
      },
    ])
  })

  it('filters embedded rows without filtering parents, unless !inner', async () => {
    const { data } = await api
      .from('films')
      .select('title,actors(first_name,last_name)')
      .eq('actors.first_name', 'Jehanne')
      .lte('id', 3)
      .order('id')
    expect(data).toEqual([
      { title: 'Workers Leaving The Lumière Factory In Lyon', actors: [] },
      { title: 'The Dickson Experimental Sound Film', actors: [] },
      { title: 'The Haunted Castle', actors: [{ first_name: 'Jehanne', last_name: "d'Alcy" }] },
    ])
    const { data: inner } = await api
      .from('films')
      .select('title,actors!inner(first_name,last_name)')
      .eq('actors.first_name', 'Jehanne')
    expect(inner).toEqual([{ title: 'The Haunted Castle', actors: [{ first_name: 'Jehanne', last_name: "d'Alcy" }] }])
  })

  it('filters parents on a to-one embed with !inner and an aliased embed (category.slug style)', async () => {
    const { data } = await api
      .from('films')
      .select('title,director:directors!inner(last_name)')
      .eq('director.last_name', 'Méliès')
    expect(data).toEqual([{ title: 'The Haunted Castle', director: { last_name: 'Méliès' } }])
  })

  it('supports null filtering on embeds (anti-join) and empty embeds', async () => {
    const { data } = await api.from('films').select('title,nominations()').is('nominations', null).order('id')
    expect(data?.map((f) => f.title)).toEqual([
      'The Dickson Experimental Sound Film',
      'The Haunted Castle',
      'Unfinished',
    ])
    const { data: withActor } = await api
      .from('films')
      .select('title,actors()')
      .eq('actors.first_name', 'Jehanne')
      .not('actors', 'is', null)
    expect(withActor).toEqual([{ title: 'The Haunted Castle' }])
    const { data: either } = await api
      .from('films')
      .select('title,actors(id),directors(id)')
      .or('actors.is.null,directors.is.null')
      .order('id')
    expect(either?.map((f) => f.title)).toEqual([
      'Workers Leaving The Lumière Factory In Lyon',
      'The Dickson Experimental Sound Film',
      'Unfinished',
    ])
  })

  it('orders the top level by a to-one embed column, and embedded rows with referencedTable', async () => {
    const { data } = await api
      .from('films')
      .select('title,directors(last_name)')
      .not('director_id', 'is', null)
      .order('directors(last_name)', { ascending: false })
    expect(data?.map((f) => (f.directors as unknown as { last_name: string }).last_name)).toEqual([
      'Méliès',
      'Lumière',
      'Dickson',
    ])
    const { data: limited } = await api
      .from('films')
      .select('id,roles(character)')
      .eq('id', 3)
      .order('character', { referencedTable: 'roles', ascending: false })
      .limit(1, { referencedTable: 'roles' })
    expect(limited).toEqual([{ id: 3, roles: [{ character: 'Young Woman' }] }])
  })

  it('spreads a to-one embed into the parent', async () => {
    const { data } = await api
      .from('films')
      .select('title,...directors(director_last_name:last_name)')
      .like('title', '*Workers*')
    expect(data).toEqual([{ title: 'Workers Leaving The Lumière Factory In Lyon', director_last_name: 'Lumière' }])
  })

  it('follows the self-reference by table name as one-to-many (recursive one-to-many)', async () => {
    const { data } = await api
      .from('employees')
      .select('last_name,supervisees:employees(last_name)')
      .in('id', [1, 2])
      .order('id')
      .order('id', { referencedTable: 'supervisees' })
    expect(data).toEqual([
      { last_name: 'Smith', supervisees: [{ last_name: 'Davis' }] },
      { last_name: 'Taylor', supervisees: [{ last_name: 'Johnson' }, { last_name: 'Miller' }] },
    ])
  })

  it('answers 300 PGRST201 for two candidate FKs and resolves them with a !hint', async () => {
    const ambiguous = await api.from('orders').select('*,addresses(*)')
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error?.code).toBe('PGRST201')
    expect(ambiguous.error?.message).toBe(
      "Could not embed because more than one relationship was found for 'orders' and 'addresses'",
    )
    const byColumn = await api.from('orders').select('name,billing:addresses!billing_address_id(name)')
    expect(byColumn.data).toEqual([
      { name: 'Personal Water Filter', billing: { name: '32 Glenlake Dr.Dearborn, MI 48124' } },
    ])
    const byConstraint = await api
      .from('orders')
      .select('name,shipping:addresses!orders_shipping_address_id_fkey(name)')
    expect(byConstraint.data).toEqual([{ name: 'Personal Water Filter', shipping: { name: '1 Main St' } }])
  })

  it('answers 400 PGRST200 when there is no relationship, PGRST108 for a filter on a non-embedded name', async () => {
    const none = await api.from('films').select('title,people(name)')
    expect(none.status).toBe(400)
    expect(none.error).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'films' and 'people' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'films' and 'people' in the schema cache",
    })
    const notEmbedded = await api
      .from('films')
      .select('title,director:directors(last_name)')
      .eq('directors.last_name', 'x')
    expect(notEmbedded.status).toBe(400)
    expect(notEmbedded.error?.code).toBe('PGRST108')
  })

  it('supports aliases, casts and json paths', async () => {
    const { data } = await api.from('people').select('who:name,age::text,kind:meta->>kind,n:meta->n').eq('id', 1)
    expect(data).toEqual([{ who: 'Ann', age: '12', kind: 'x', n: 1 }])
    const { data: byPath } = await api.from('people').select('name').eq('meta->>kind', 'x').order('id')
    expect(names(byPath)).toEqual(['Ann', 'Dee'])
  })

  it('answers 400 42703 for an unknown column and 404 PGRST205 for an unknown table', async () => {
    const col = await api.from('people').select('name,nope')
    expect(col.status).toBe(400)
    expect(col.error).toMatchObject({ code: '42703', message: 'column people.nope does not exist' })
    const table = await api.from('peoples').select('*')
    expect(table.status).toBe(404)
    expect(table.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.people'",
      message: "Could not find the table 'public.peoples' in the schema cache",
    })
  })
})

describe('filters', () => {
  it.each([
    ['eq', (q: PeopleQuery): Filtered => q.eq('age', 15), ['Bob']],
    ['neq', (q: PeopleQuery): Filtered => q.neq('age', 15), ['Ann', 'Cid', 'Dee']],
    ['gt', (q: PeopleQuery): Filtered => q.gt('age', 15), ['Cid', 'Dee']],
    ['gte', (q: PeopleQuery): Filtered => q.gte('age', 15), ['Bob', 'Cid', 'Dee']],
    ['lt', (q: PeopleQuery): Filtered => q.lt('age', 15), ['Ann']],
    ['lte', (q: PeopleQuery): Filtered => q.lte('age', 15), ['Ann', 'Bob']],
    ['like with *', (q: PeopleQuery): Filtered => q.like('name', '*e*'), ['Dee', 'Eve']],
    ['like with %', (q: PeopleQuery): Filtered => q.like('name', '%n%'), ['Ann']],
    ['ilike', (q: PeopleQuery): Filtered => q.ilike('name', 'e%'), ['Eve']],
    ['is null', (q: PeopleQuery): Filtered => q.is('age', null), ['Eve']],
    ['is true', (q: PeopleQuery): Filtered => q.is('student', true), ['Ann', 'Bob', 'Cid']],
    ['is false', (q: PeopleQuery): Filtered => q.is('student', false), ['Dee']],
    ['not.is.null', (q: PeopleQuery): Filtered => q.not('student', 'is', null), ['Ann', 'Bob', 'Cid', 'Dee']],
    ['in', (q: PeopleQuery): Filtered => q.in('name', ['Ann', 'Eve', 'Zed']), ['Ann', 'Eve']],
    ['in with quoted commas', (q: PeopleQuery): Filtered => q.in('name', ['Ann', 'a,b']), ['Ann']],
    ['empty in', (q: PeopleQuery): Filtered => q.in('name', []), []],
    ['not.in', (q: PeopleQuery): Filtered => q.not('name', 'in', '(Ann,Bob)'), ['Cid', 'Dee', 'Eve']],
    ['cs array', (q: PeopleQuery): Filtered => q.contains('tags', ['b']), ['Ann', 'Bob']],
    ['cd array', (q: PeopleQuery): Filtered => q.containedBy('tags', ['a', 'b', 'c']), ['Ann', 'Bob', 'Cid', 'Dee']],
    ['ov array', (q: PeopleQuery): Filtered => q.overlaps('tags', ['a', 'c']), ['Ann', 'Bob', 'Cid']],
    ['cs jsonb', (q: PeopleQuery): Filtered => q.contains('meta', { kind: 'x' }), ['Ann', 'Dee']],
    ['repeated column means AND', (q: PeopleQuery): Filtered => q.gt('age', 12).lt('age', 30), ['Bob', 'Cid']],
    ['or', (q: PeopleQuery): Filtered => q.or('age.gte.18,age.is.null'), ['Cid', 'Dee', 'Eve']],
    // docs: GET /people?grade=gte.90&student=is.true&or=(age.eq.14,not.and(age.gte.11,age.lte.17))
    [
      'or with nested not.and',
      (q: PeopleQuery): Filtered =>
        q.gte('grade', 90).is('student', true).or('age.eq.14,not.and(age.gte.11,age.lte.17)'),
      ['Cid'],
    ],
    ['not.eq', (q: PeopleQuery): Filtered => q.not('name', 'eq', 'Ann'), ['Bob', 'Cid', 'Dee', 'Eve']],
    [
      'match (regex)',
      (q: PeopleQuery): Filtered => q.match({ student: true }).filter('name', 'match', '^[AB]'),
      ['Ann', 'Bob'],
    ],
    ['isdistinct', (q: PeopleQuery): Filtered => q.filter('student', 'isdistinct', 'true'), ['Dee', 'Eve']],
  ])('%s', async (_label, apply, expected) => {
    const { data, error } = await apply(peopleQuery())
    expect(error).toBeNull()
    expect(names(data as { name: string }[] | null)).toEqual(expected)
  })

  it('and=(…) with a nested or(…) (docs: and=(grade.gte.90,student.is.true,or(age.gte.14,age.is.null)))', async () => {
    const { data, error } = await rawJson('people?select=name&order=name&and=(grade.gte.80,or(age.gte.14,age.is.null))')
    expect(error).toBeNull()
    expect(names(data)).toEqual(['Bob', 'Cid', 'Eve'])
    const negated = await rawJson('people?select=name&order=name&not.and=(grade.gte.80,or(age.gte.14,age.is.null))')
    expect(names(negated.data)).toEqual(['Ann']) // NOT(...) is unknown for Dee (null grade): excluded, as in SQL
  })

  it('quoted values in or=(…) may hold commas and parentheses', async () => {
    await db.query(`insert into people (id, name) values (6, 'x,(y)')`)
    const { data } = await api.from('people').select('name').or('name.eq."x,(y)",name.eq.Ann').order('id')
    expect(names(data)).toEqual(['Ann', 'x,(y)'])
    await db.query(`delete from people where id = 6`)
  })

  it('full-text search operators (fts, plfts, phfts, wfts with a config)', async () => {
    await db.exec(`create table docs (id int primary key, body text, v tsvector generated always as (to_tsvector('english', body)) stored);
      grant all on docs to anon;
      insert into docs (id, body) values (1, 'The fat cats ate the rats'), (2, 'A lean dog'), (3, 'fat dogs and cats');`)
    const { refreshSchemaCache } = await import('../../local/supabase/rest/schema-cache.ts')
    await refreshSchemaCache(db)
    const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id)
    expect(ids((await api.from('docs').select('id').textSearch('v', "'fat' & 'cat'").order('id')).data)).toEqual([1, 3])
    expect(
      ids(
        (
          await api
            .from('docs')
            .select('id')
            .textSearch('v', 'fat cats', { type: 'plain', config: 'english' })
            .order('id')
        ).data,
      ),
    ).toEqual([1, 3])
    expect(
      ids(
        (
          await api
            .from('docs')
            .select('id')
            .textSearch('v', 'fat cats', { type: 'phrase', config: 'english' })
            .order('id')
        ).data,
      ),
    ).toEqual([1])
    expect(
      ids(
        (
          await api
            .from('docs')
            .select('id')
            .textSearch('v', 'cat -rat', { type: 'websearch', config: 'english' })
            .order('id')
        ).data,
      ),
    ).toEqual([3])
    // On a text column PostgREST applies to_tsvector itself.
    expect(
      ids(
        (
          await api
            .from('docs')
            .select('id')
            .textSearch('body', 'dog', { type: 'plain', config: 'english' })
            .order('id')
        ).data,
      ),
    ).toEqual([2, 3])
  })

  it('orders by several columns with nulls first/last', async () => {
    const { data } = await api
      .from('people')
      .select('name')
      .order('student', { ascending: false, nullsFirst: false })
      .order('age', { ascending: false })
    expect(names(data)).toEqual(['Cid', 'Bob', 'Ann', 'Dee', 'Eve'])
    const { data: nullsFirst } = await api.from('people').select('name').order('age', { nullsFirst: true })
    expect(names(nullsFirst)).toEqual(['Eve', 'Ann', 'Bob', 'Cid', 'Dee'])
    const { data: descDefault } = await api.from('people').select('name').order('grade', { ascending: false })
    expect(names(descDefault)).toEqual(['Dee', 'Eve', 'Ann', 'Cid', 'Bob']) // desc puts nulls first by default
  })
})

async function rawJson(path: string) {
  const res = await rawRest(ctx, ANON, path)
  const body = await res.json()
  return res.ok ? { data: body, error: null } : { data: null, error: body }
}

describe('pagination, counts and single objects', () => {
  it('limit/offset (range) with an exact count gives 206 and Content-Range', async () => {
    const res = await api.from('people').select('name', { count: 'exact' }).order('id').range(1, 2)
    expect(res.status).toBe(206)
    expect(res.count).toBe(5)
    expect(names(res.data)).toEqual(['Bob', 'Cid'])
    const raw = await rawRest(ctx, ANON, 'people?select=name&order=id&offset=1&limit=2', {
      headers: { prefer: 'count=exact' },
    })
    expect(raw.headers.get('content-range')).toBe('1-2/5')
  })

  it('returns 200 with */0 when nothing matches, and 0-N/* without a count', async () => {
    const empty = await rawRest(ctx, ANON, 'people?name=eq.nobody', { headers: { prefer: 'count=exact' } })
    expect(empty.status).toBe(200)
    expect(empty.headers.get('content-range')).toBe('*/0')
    expect(await empty.json()).toEqual([])
    const all = await rawRest(ctx, ANON, 'people?select=id')
    expect(all.headers.get('content-range')).toBe('0-4/*')
  })

  it('HEAD with count=exact gives the count and no body', async () => {
    const res = await api.from('people').select('*', { count: 'exact', head: true }).is('student', true)
    expect(res).toMatchObject({ status: 200, count: 3, data: null, error: null })
    const raw = await rawRest(ctx, ANON, 'people?student=is.true', {
      method: 'HEAD',
      headers: { prefer: 'count=planned' },
    })
    expect(raw.headers.get('content-range')).toBe('0-2/3')
    expect(await raw.text()).toBe('')
  })

  it('honours a Range header and answers 416 PGRST103 past the end', async () => {
    const ranged = await rawRest(ctx, ANON, 'people?select=id&order=id', {
      headers: { range: '0-1', 'range-unit': 'items' },
    })
    expect(await ranged.json()).toEqual([{ id: 1 }, { id: 2 }])
    const reversed = await rawRest(ctx, ANON, 'people?select=id', { headers: { range: '5-2' } })
    expect(reversed.status).toBe(416)
    expect((await reversed.json()).code).toBe('PGRST103')
    const past = await rawRest(ctx, ANON, 'people?select=id&offset=10', { headers: { prefer: 'count=exact' } })
    expect(past.status).toBe(416)
    expect(await past.json()).toEqual({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    })
  })

  it('.single() returns an object, or 406 PGRST116 for 0 or many rows', async () => {
    const one = await api.from('people').select('name').eq('id', 1).single()
    expect(one).toMatchObject({ status: 200, data: { name: 'Ann' }, error: null })
    const none = await api.from('people').select('name').eq('id', 99).single()
    expect(none.status).toBe(406)
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    })
    const many = await api.from('people').select('name').single()
    expect(many.status).toBe(406)
    expect(many.error?.details).toBe('The result contains 5 rows')
  })

  it('.maybeSingle() gives null for no row', async () => {
    const res = await api.from('people').select('name').eq('id', 99).maybeSingle()
    expect(res).toMatchObject({ status: 200, data: null, error: null })
  })
})
