// `rpc/<fn>` through supabase-js (docs.postgrest.org "Functions as RPC"): POST with JSON args,
// GET with query args, scalar/json/void/SETOF results, filters and embeds on set results, errors.
import type { PGlite } from '@electric-sql/pglite'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '../../local/supabase/context.ts'
import { refreshSchemaCache } from '../../local/supabase/rest/schema-cache.ts'
import { ANON, contextFor, openDocsDatabase, rawRest, restClient } from './rest-test-client.ts'

let db: PGlite
let ctx: ServiceContext
let api: SupabaseClient

beforeAll(async () => {
  db = await openDocsDatabase()
  await db.exec(`
    create function add_them(a integer, b integer) returns integer language sql immutable as $$ select a + b $$;
    create function greet(name text default 'world') returns text language sql as $$ select 'hello ' || name $$;
    create function film_info(film_id integer) returns json language sql stable as
      $$ select json_build_object('id', id, 'title', title) from films where id = film_id $$;
    create function getallfilms() returns setof films language sql stable as $$ select * from films $$;
    create function films_after(y integer) returns table (title text, year integer) language sql stable as
      $$ select title, year from films where year > y order by year $$;
    create function years() returns setof integer language sql stable as $$ select year from films where year is not null order by year $$;
    create function sum_all(xs integer[]) returns integer language sql as $$ select sum(x)::int from unnest(xs) x $$;
    create table hits (n int); grant all on hits to anon;
    create function bump() returns void language sql as $$ insert into hits values (1) $$;
    create function fail_with(msg text) returns void language plpgsql as $$ begin raise exception '%', msg; end $$;
    create function raise_pgrst(msg text, det text) returns void language plpgsql as
      $$ begin raise exception using errcode = 'PGRST', message = msg, detail = det; end $$;
    create function request_seen() returns json language sql stable as $$
      select json_build_object('method', current_setting('request.method', true), 'path', current_setting('request.path', true),
        'headers', current_setting('request.headers', true)::json, 'cookies', current_setting('request.cookies', true)::json) $$;
  `)
  await refreshSchemaCache(db)
  ctx = contextFor(db)
  api = restClient(ctx, ANON)
})
afterAll(async () => {
  await db.close()
})

describe('rpc', () => {
  it('POST with named arguments returns a scalar', async () => {
    expect(await api.rpc('add_them', { a: 1, b: 2 })).toMatchObject({ status: 200, data: 3, error: null })
    expect((await api.rpc('greet', { name: 'Ana' })).data).toBe('hello Ana')
    expect((await api.rpc('greet')).data).toBe('hello world') // default argument
  })

  it('GET with query-string arguments (arrays as {a,b})', async () => {
    expect((await api.rpc('add_them', { a: 5, b: 6 }, { get: true })).data).toBe(11)
    expect((await api.rpc('sum_all', { xs: [1, 2, 3] }, { get: true })).data).toBe(6)
    expect((await api.rpc('sum_all', { xs: [4, 5] })).data).toBe(9)
  })

  it('returns json values as they are', async () => {
    expect((await api.rpc('film_info', { film_id: 3 })).data).toEqual({ id: 3, title: 'The Haunted Castle' })
    expect((await api.rpc('film_info', { film_id: 999 })).data).toBeNull()
  })

  it('SETOF a table: select, embeds, filters, order, limit and count (docs: getallfilms)', async () => {
    const { data } = await api.rpc('getallfilms').select('title,directors(id,last_name)').like('title', '*Workers*')
    expect(data).toEqual([
      { title: 'Workers Leaving The Lumière Factory In Lyon', directors: { id: 2, last_name: 'Lumière' } },
    ])
    const res = await api
      .rpc('getallfilms', {}, { count: 'exact' })
      .select('id')
      .order('id', { ascending: false })
      .limit(2)
    expect(res.data).toEqual([{ id: 4 }, { id: 3 }])
    expect(res.count).toBe(4)
    const single = await api.rpc('getallfilms').select('title').eq('id', 2).single()
    expect(single.data).toEqual({ title: 'The Dickson Experimental Sound Film' })
  })

  it('RETURNS TABLE and SETOF scalar', async () => {
    const { data } = await api.rpc('films_after', { y: 1894 })
    expect(data).toEqual([
      { title: 'Workers Leaving The Lumière Factory In Lyon', year: 1895 },
      { title: 'The Haunted Castle', year: 1896 },
    ])
    const { data: filtered } = await api.rpc('films_after', { y: 1894 }).select('year').gt('year', 1895)
    expect(filtered).toEqual([{ year: 1896 }])
    expect((await api.rpc('years')).data).toEqual([1894, 1895, 1896])
  })

  it('void functions answer 204 and their writes are committed', async () => {
    // Counted from before: another test in this file calls bump too, in any order.
    const hits = async () => (await db.query<{ n: number }>('select count(*)::int as n from hits')).rows[0].n
    const before = await hits()
    const res = await api.rpc('bump')
    expect(res).toMatchObject({ status: 204, data: null, error: null })
    expect(await hits()).toBe(before + 1)
    const undone = await api.rpc('bump').rollback() // Prefer: tx=rollback
    expect(undone.status).toBe(204)
    expect(await hits()).toBe(before + 1)
    const value = await api.rpc('add_them', { a: 2, b: 2 }).rollback()
    expect(value.data).toBe(4)
  })

  it('RAISE gives 400 P0001 with the message', async () => {
    const res = await api.rpc('fail_with', { msg: 'Algo deu errado' })
    expect(res.status).toBe(400)
    expect(res.error).toEqual({ code: 'P0001', details: null, hint: null, message: 'Algo deu errado' })
  })

  it("RAISE with errcode PGRST answers the status, headers and body the function chose (PostgREST's full response control)", async () => {
    const body = {
      code: 'over_request_rate_limit',
      message: 'Too many requests',
      details: 'at most 30 per 00:01:00',
      hint: null,
    }
    const res = await rawRest(ctx, ANON, 'rpc/raise_pgrst', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        msg: JSON.stringify(body),
        det: JSON.stringify({ status: 429, headers: { 'Retry-After': '42' } }),
      }),
    })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('42')
    expect(await res.json()).toEqual(body)
    // supabase-js hands the body over as the error.
    const { error, status } = await api.rpc('raise_pgrst', {
      msg: JSON.stringify(body),
      det: JSON.stringify({ status: 429, headers: {} }),
    })
    expect(status).toBe(429)
    expect(error).toMatchObject({ code: 'over_request_rate_limit', message: 'Too many requests' })
  })

  it('a PGRST raise whose MESSAGE or DETAIL is not the JSON PostgREST expects answers 500 PGRST121', async () => {
    const raise = async (msg: string, det: string) => {
      const res = await rawRest(ctx, ANON, 'rpc/raise_pgrst', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msg, det }),
      })
      return { status: res.status, body: (await res.json()) as { code: string; details: string } }
    }
    const badMessage = await raise('not json', '{"status":429,"headers":{}}')
    expect(badMessage).toMatchObject({
      status: 500,
      body: { code: 'PGRST121', details: "Invalid JSON value for MESSAGE: 'not json'" },
    })
    // DETAIL without the obligatory headers.
    const badDetail = await raise('{"code":"x","message":"y"}', '{"status":429}')
    expect(badDetail).toMatchObject({
      status: 500,
      body: { code: 'PGRST121', details: `Invalid JSON value for DETAIL: '{"status":429}'` },
    })
  })

  it('sets request.method, request.path, request.headers (lower-case, no Cookie) and request.cookies as PostgREST does', async () => {
    const res = await rawRest(ctx, ANON, 'rpc/request_seen', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Real-IP': '203.0.113.7', cookie: 'a=1; sb=two' },
      body: '{}',
    })
    const seen = (await res.json()) as {
      method: string
      path: string
      headers: Record<string, string>
      cookies: Record<string, string>
    }
    expect(seen).toMatchObject({ method: 'POST', path: '/rpc/request_seen', cookies: { a: '1', sb: 'two' } })
    expect(seen.headers).toMatchObject({ 'x-real-ip': '203.0.113.7', 'content-type': 'application/json' })
    expect(seen.headers).not.toHaveProperty('cookie')
    // Reads get them too.
    const read = await rawRest(ctx, ANON, 'rpc/request_seen', { headers: { 'x-real-ip': '203.0.113.8' } })
    expect((await read.json()) as { method: string; headers: Record<string, string> }).toMatchObject({
      method: 'GET',
      headers: { 'x-real-ip': '203.0.113.8' },
    })
  })

  it("NOTIFY pgrst, 'reload schema' refreshes the schema cache (as in PostgREST)", async () => {
    expect((await api.rpc('added_later')).status).toBe(404)
    await db.exec(
      `create function added_later() returns int language sql as $$ select 42 $$; notify pgrst, 'reload schema';`,
    )
    await expect.poll(async () => (await api.rpc('added_later')).data).toBe(42)
  })

  it('unknown function or arguments: 404 PGRST202', async () => {
    const res = await api.rpc('add_them', { a: 1, c: 2 })
    expect(res.status).toBe(404)
    expect(res.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add_them with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.add_them(a, c) in the schema cache',
    })
    const missing = await api.rpc('nope')
    expect(missing.status).toBe(404)
    expect(missing.error?.message).toBe(
      'Could not find the function public.nope without parameters in the schema cache',
    )
  })

  it('bad argument values are Postgres errors (22P02 → 400)', async () => {
    const res = await api.rpc('add_them', { a: 'x', b: 1 })
    expect(res.status).toBe(400)
    expect(res.error?.code).toBe('22P02')
  })

  it('refuses a function that writes on GET and HEAD with 405 (a read-only transaction, as PostgREST) and writes nothing; POST runs it', async () => {
    const count = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from hits')).rows[0].n)
    const before = await count()
    const get = await api.rpc('bump', {}, { get: true })
    expect(get.status).toBe(405)
    expect(get.error?.code).toBe('25006')
    const head = await rawRest(ctx, ANON, 'rpc/bump', { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(await count()).toBe(before)
    expect((await api.rpc('bump')).status).toBe(204)
    expect(await count()).toBe(before + 1)
    // A read-only function is still fine on GET.
    expect(await api.rpc('add_them', { a: 2, b: 3 }, { get: true })).toMatchObject({ status: 200, data: 5 })
  })

  it('unsupported methods and unknown paths answer JSON errors, never an empty 404', async () => {
    const put = await rawRest(ctx, ANON, 'rpc/add_them', { method: 'PUT' })
    expect(put.status).toBe(405)
    expect((await put.json()).code).toBe('PGRST117')
    const deep = await rawRest(ctx, ANON, 'films/1/directors')
    expect(deep.status).toBe(404)
    expect(await deep.json()).toEqual({
      code: 'PGRST125',
      details: null,
      hint: null,
      message: 'Invalid path specified in request URL',
    })
    const malformed = await rawRest(ctx, ANON, 'films%E0%A4')
    expect(malformed.status).toBe(404)
    expect((await malformed.json()).code).toBe('PGRST125')
  })

  it('only the public schema is exposed (406 PGRST106); the root describes the API', async () => {
    const other = await rawRest(ctx, ANON, 'films', { headers: { 'accept-profile': 'auth' } })
    expect(other.status).toBe(406)
    expect(await other.json()).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: 'Invalid schema: auth',
    })
    const root = await rawRest(ctx, ANON, '')
    expect(root.status).toBe(200)
    const doc = await root.json()
    expect(doc.swagger).toBe('2.0')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/films', '/rpc/add_them']))
  })
})
