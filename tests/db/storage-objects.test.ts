import { beforeAll, describe, expect, it } from 'vitest'
import {
  affectedAs,
  createCast,
  createUser,
  errorCodeAs,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
  await db().query(`insert into storage.buckets (id, name, public) values ('private-docs', 'private-docs', false)`)
})

let counter = 0
/**
 * Stores an object the way the media intake does (Clio's POST /media, decision 049): with the service
 * role, so the object has no owner, and the uploader kept in public.media. `legacy` writes it as staff
 * uploads did before the intake (owner = the uploader), as objects already stored are.
 */
async function upload(user: TestUser, { legacy = false } = {}): Promise<string> {
  const name = `capas/${Date.now()}-${++counter}.webp`
  await queryAs(
    db(),
    'service_role',
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ('post-images', $1, $2, $3, '{"mimetype":"image/webp","size":1024}')`,
    [name, legacy ? user.id : null, legacy ? user.id : null],
  )
  if (!legacy) {
    await queryAs(db(), 'service_role', `insert into public.media (object_name, uploaded_by) values ($1, $2)`, [
      name,
      user.id,
    ])
  }
  return name
}

/** What a client calling the Storage API directly would write: the row under its own role. */
const insertAs = (actor: Actor, bucket = 'post-images') =>
  errorCodeAs(
    db(),
    actor,
    `insert into storage.objects (bucket_id, name, owner_id, metadata)
     values ($1, $2, $3, '{"mimetype":"image/webp","size":1024}')`,
    [bucket, `capas/direto-${++counter}.webp`, typeof actor === 'string' ? null : actor.id],
  )

const remove = (actor: Actor, name: string) =>
  affectedAs(db(), actor, `delete from storage.objects where bucket_id = 'post-images' and name = $1`, [name])

/** Replaces an image's metadata (what the Storage API's upsert does to the row); returns the rows changed. */
const replace = (actor: Actor, name: string) =>
  affectedAs(
    db(),
    actor,
    `update storage.objects set metadata = '{"mimetype":"image/png","size":2048}' where name = $1`,
    [name],
  )

describe('storage.objects in bucket post-images', () => {
  it('only the service role (the media intake) stores images: visitors, authors, editors and admins cannot (42501)', async () => {
    for (const who of ['anon', cast.authorA, cast.editor, cast.admin] as Actor[]) {
      expect(await insertAs(who)).toBe('42501')
    }
    expect(await insertAs(cast.admin, 'private-docs')).toBe('42501')
    expect(await insertAs('service_role')).toBeUndefined()
  })

  it('nobody but the service role replaces or moves an image, not even its owner (the update matches no row)', async () => {
    const legacy = await upload(cast.authorA, { legacy: true })
    const stored = await upload(cast.authorA)
    for (const name of [legacy, stored]) {
      for (const who of ['anon', cast.authorA, cast.editor, cast.admin] as Actor[]) {
        expect(await replace(who, name)).toBe(0)
        expect(
          await affectedAs(db(), who, `update storage.objects set name = 'x' || name where name = $1`, [name]),
        ).toBe(0)
      }
    }
    const [row] = await queryAs<{ metadata: { mimetype: string } }>(
      db(),
      'anon',
      `select metadata from storage.objects where bucket_id = 'post-images' and name = $1`,
      [stored],
    )
    expect(row.metadata.mimetype).toBe('image/webp')
    expect(await replace('service_role', stored)).toBe(1)
  })

  it('visitors read images but cannot delete them', async () => {
    const name = await upload(cast.authorA)
    const rows = await queryAs<{ name: string; path_tokens: string[] }>(
      db(),
      'anon',
      `select name, path_tokens from storage.objects where bucket_id = 'post-images' and name = $1`,
      [name],
    )
    expect(rows).toEqual([{ name, path_tokens: name.split('/') }])
    expect(await remove('anon', name)).toBe(0)
  })

  it("authors delete the images they uploaded (through the intake or before it), not somebody else's", async () => {
    for (const legacy of [false, true]) {
      const mine = await upload(cast.authorA, { legacy })
      const theirs = await upload(cast.authorB, { legacy })
      expect(await remove(cast.authorA, theirs)).toBe(0)
      expect(await remove(cast.authorA, mine)).toBe(1)
    }
  })

  it('a signed-in user without a profile deletes nothing, not even what they uploaded', async () => {
    const stranger = await createUser(db())
    const name = await upload(stranger)
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    expect(await remove(stranger, name)).toBe(0)
  })

  it('objects of other buckets are not readable through these policies, by visitors or by staff', async () => {
    await db().query(`insert into storage.objects (bucket_id, name) values ('private-docs', 'contratos/2024.pdf')`)
    for (const who of ['anon', cast.authorA, cast.editor, cast.admin] as Actor[]) {
      expect(await queryAs(db(), who, `select name from storage.objects where bucket_id = 'private-docs'`)).toEqual([])
    }
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`${who} deletes any image`, async () => {
      const theirs = await upload(cast.authorB)
      expect(await remove(cast[who], theirs)).toBe(1)
    })
  }

  it('has the storage helpers of hosted Supabase', async () => {
    const [row] = await queryAs(
      db(),
      'anon',
      `select storage.foldername('capas/2024/a.webp') as folders, storage.filename('capas/2024/a.webp') as file,
              storage.extension('capas/2024/a.webp') as ext`,
    )
    expect(row).toEqual({ folders: ['capas', '2024'], file: 'a.webp', ext: 'webp' })
  })
})
