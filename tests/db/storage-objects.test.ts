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
/** Writes the object row the way the Storage API does: under the caller's role, owner = JWT sub. */
async function upload(actor: Actor, user: TestUser | null, bucket = 'post-images'): Promise<string> {
  const name = `capas/${Date.now()}-${++counter}.webp`
  await queryAs(
    db(),
    actor,
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, $3, $4, '{"mimetype":"image/webp","size":1024}')`,
    [bucket, name, user?.id ?? null, user?.id ?? null],
  )
  return name
}

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
  it('staff (authors, editors, admins) upload images', async () => {
    for (const who of ['authorA', 'editor', 'admin'] as const) {
      await expect(upload(cast[who], cast[who])).resolves.toMatch(/^capas\//)
    }
  })

  it('visitors read images but cannot upload, replace or delete them', async () => {
    const name = await upload(cast.authorA, cast.authorA)
    const rows = await queryAs<{ name: string; path_tokens: string[] }>(
      db(),
      'anon',
      `select name, path_tokens from storage.objects where bucket_id = 'post-images' and name = $1`,
      [name],
    )
    expect(rows).toEqual([{ name, path_tokens: name.split('/') }])
    expect(
      await errorCodeAs(
        db(),
        'anon',
        `insert into storage.objects (bucket_id, name) values ('post-images', 'anon.png')`,
      ),
    ).toBe('42501')
    expect(await affectedAs(db(), 'anon', `update storage.objects set name = 'x' where name = $1`, [name])).toBe(0)
    expect(await remove('anon', name)).toBe(0)
  })

  it('a signed-in user without a profile cannot upload', async () => {
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    await expect(upload(stranger, stranger)).rejects.toMatchObject({ code: '42501' })
  })

  it('staff cannot write to other buckets through these policies', async () => {
    await expect(upload(cast.admin, cast.admin, 'private-docs')).rejects.toMatchObject({ code: '42501' })
  })

  it("authors delete their own images, not somebody else's", async () => {
    const mine = await upload(cast.authorA, cast.authorA)
    const theirs = await upload(cast.authorB, cast.authorB)
    expect(await remove(cast.authorA, theirs)).toBe(0)
    expect(await remove(cast.authorA, mine)).toBe(1)
  })

  it('authors replace their own images only', async () => {
    const mine = await upload(cast.authorA, cast.authorA)
    const theirs = await upload(cast.authorB, cast.authorB)
    expect(await replace(cast.authorA, mine)).toBe(1)
    expect(await replace(cast.authorA, theirs)).toBe(0)
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`${who} cannot replace somebody else's image (the update matches no row)`, async () => {
      const theirs = await upload(cast.authorB, cast.authorB)
      expect(await replace(cast[who], theirs)).toBe(0)
      const [row] = await queryAs<{ metadata: { mimetype: string } }>(
        db(),
        'anon',
        `select metadata from storage.objects where bucket_id = 'post-images' and name = $1`,
        [theirs],
      )
      expect(row.metadata.mimetype).toBe('image/webp')
    })
  }

  it('authors cannot move their image to another bucket nor hand it to somebody else (42501)', async () => {
    const mine = await upload(cast.authorA, cast.authorA)
    expect(
      await errorCodeAs(db(), cast.authorA, `update storage.objects set bucket_id = 'private-docs' where name = $1`, [
        mine,
      ]),
    ).toBe('42501')
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        'update storage.objects set owner = $2::uuid, owner_id = $2::text where name = $1',
        [mine, cast.authorB.id],
      ),
    ).toBe('42501')
    const { rows } = await db().query('select bucket_id, owner_id from storage.objects where name = $1', [mine])
    expect(rows).toEqual([{ bucket_id: 'post-images', owner_id: cast.authorA.id }])
  })

  it('objects of other buckets are not readable through these policies, by visitors or by staff', async () => {
    await db().query(`insert into storage.objects (bucket_id, name) values ('private-docs', 'contratos/2024.pdf')`)
    for (const who of ['anon', cast.authorA, cast.editor, cast.admin] as Actor[]) {
      expect(await queryAs(db(), who, `select name from storage.objects where bucket_id = 'private-docs'`)).toEqual([])
    }
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`${who} deletes any image`, async () => {
      const theirs = await upload(cast.authorB, cast.authorB)
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
