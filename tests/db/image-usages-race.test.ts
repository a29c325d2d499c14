// A save that starts using an image while somebody deletes it (decision 048): needs a server that runs
// both transactions at once, so a real PostgreSQL 15 with the same platform.sql and migrations.
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRealPostgres, type RealPostgres } from '../utils/real-postgres'

const STORAGE = 'https://abcdefghijklmnop.supabase.co/storage/v1/object/public/post-images'

let server: RealPostgres
let owner: pg.Client
let adminId: string

beforeAll(async () => {
  server = await startRealPostgres()
  owner = await server.connect()
  adminId = randomUUID()
  // The first account, with no admin yet, becomes the admin.
  await owner.query(
    `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', 'admin@example.com', now(),
             '{"provider":"email","providers":["email"]}', '{"full_name":"Ana Admin"}', now(), now())`,
    [adminId],
  )
}, 120_000)
afterAll(async () => {
  await owner?.end()
  await server?.close()
})

/** An uploaded object and a draft post that does not use it yet. */
async function objectAndPost(): Promise<{ name: string; postId: string }> {
  const name = `${randomUUID()}.webp`
  await owner.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id) values ('post-images', $1, $2::uuid, $2::text)`,
    [name, adminId],
  )
  const { rows } = await owner.query<{ id: string }>(
    `insert into public.posts (title, slug, status, author_id) values ('Corrida', $1, 'draft', $2) returning id`,
    [`corrida-${name.slice(0, 8)}`, adminId],
  )
  return { name, postId: rows[0].id }
}

/** Opens a transaction as the signed-in admin, the way the Storage API runs a delete. */
async function beginAsAdmin(client: pg.Client): Promise<void> {
  await client.query('begin')
  await client.query('set local role authenticated')
  await client.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`,
    [JSON.stringify({ sub: adminId, role: 'authenticated' }), adminId],
  )
}

const objectExists = async (name: string) =>
  (await owner.query(`select 1 from storage.objects where bucket_id = 'post-images' and name = $1`, [name])).rows
    .length === 1

describe('a save and a delete of the same image at the same time, on a real PostgreSQL server', () => {
  it('the delete waits for the save that started using the image, then sees the usage and deletes nothing', async () => {
    const { name, postId } = await objectAndPost()
    const [saver, deleter] = [await server.connect(), await server.connect()]
    try {
      await saver.query('begin')
      await saver.query('update public.posts set image = $2 where id = $1', [postId, `${STORAGE}/${name}`])

      await beginAsAdmin(deleter)
      const deleting = deleter.query(`delete from storage.objects where bucket_id = 'post-images' and name = $1`, [
        name,
      ])
      await new Promise((resolve) => setTimeout(resolve, 300))
      await saver.query('commit')
      expect((await deleting).rowCount).toBe(0)
      await deleter.query('commit')
      expect(await objectExists(name)).toBe(true)
    } finally {
      await Promise.all([saver.end(), deleter.end()])
    }
  })

  it('a save that comes after a delete in progress waits for it and then saves (no deadlock, no error)', async () => {
    const { name, postId } = await objectAndPost()
    const [saver, deleter] = [await server.connect(), await server.connect()]
    try {
      await beginAsAdmin(deleter)
      const deleted = await deleter.query(`delete from storage.objects where bucket_id = 'post-images' and name = $1`, [
        name,
      ])
      expect(deleted.rowCount).toBe(1)

      const saving = saver.query('update public.posts set image = $2 where id = $1', [postId, `${STORAGE}/${name}`])
      await new Promise((resolve) => setTimeout(resolve, 300))
      await deleter.query('commit')
      await expect(saving).resolves.toMatchObject({ rowCount: 1 })
      expect(await objectExists(name)).toBe(false)
    } finally {
      await Promise.all([saver.end(), deleter.end()])
    }
  })
})
