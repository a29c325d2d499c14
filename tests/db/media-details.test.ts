// The rules of public.media (supabase/migrations/20250101124800_media.sql, decisions 049 and 051), once per
// role: who reads which details, who adds and edits them, that the measured columns stay the server's, and
// that a row goes only after its object.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  createCast,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let noProfile: TestUser
beforeAll(async () => {
  cast = await createCast(db())
  noProfile = await accountWithoutProfile(db())
})

const url = (name: string) => `http://127.0.0.1:54321/storage/v1/object/public/post-images/${name}`
let counter = 0

/** An object as the media intake stores it (service role, no owner), with or without its details row. */
async function storeObject({ withRow = true, owner = null as string | null } = {}): Promise<string> {
  const name = `${String(++counter).padStart(32, '0')}-640x360.webp`
  await queryAs(
    db(),
    'service_role',
    `insert into storage.objects (bucket_id, name, owner_id, metadata)
     values ('post-images', $1, $2, '{"mimetype":"image/webp","size":2048}')`,
    [name, owner],
  )
  if (withRow) {
    await queryAs(
      db(),
      'service_role',
      `insert into public.media (object_name, uploaded_by, width, height, sha256, alt)
       values ($1, $2, 640, 360, repeat('a', 64), 'Frasco de óleo')`,
      [name, cast.authorA.id],
    )
  }
  return name
}

/** An image a published post shows in its body (with an alt attribute, so the publish gate lets it in). */
async function publishedImage(): Promise<string> {
  const name = await storeObject()
  await insertPost(db(), { status: 'published', content: `<p>Texto.</p><img src="${url(name)}" alt="Frasco">` })
  return name
}

const setAlt = (actor: Actor, name: string, alt: string) =>
  affectedAs(db(), actor, `update public.media set alt = $2 where object_name = $1`, [name, alt])

describe('public.media: what visitors read', () => {
  it("visitors read the public details of a published post's image, not of an unused one, and never uploader or hash", async () => {
    const published = await publishedImage()
    const unused = await storeObject()
    const rows = await queryAs<{ object_name: string; alt: string }>(
      db(),
      'anon',
      `select object_name, alt from public.media where object_name in ($1, $2)`,
      [published, unused],
    )
    expect(rows).toEqual([{ object_name: published, alt: 'Frasco de óleo' }])
    for (const column of ['uploaded_by', 'sha256', 'size_bytes', 'updated_by']) {
      expect(await errorCodeAs(db(), 'anon', `select ${column} from public.media`)).toBe('42501')
    }
  })

  it('staff read every row; an account without a staff role reads none', async () => {
    const unused = await storeObject()
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      const rows = await queryAs(db(), who, `select 1 from public.media where object_name = $1`, [unused])
      expect(rows).toHaveLength(1)
    }
    expect(await queryAs(db(), noProfile, `select 1 from public.media where object_name = $1`, [unused])).toEqual([])
  })
})

describe('public.media: adding details', () => {
  it('staff add the details of a stored object without a row; the measured columns come from the object, not the client', async () => {
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      const name = await storeObject({ withRow: false, owner: cast.authorB.id })
      await queryAs(
        db(),
        who,
        `insert into public.media (object_name, alt, source, uploaded_by, sha256, width, size_bytes)
         values ($1, 'Folhas verdes', 'ai', $2, repeat('b', 64), 9999, 1)`,
        [name, who.id],
      )
      const [row] = await queryAs(
        db(),
        'service_role',
        `select alt, source, uploaded_by, sha256, width, size_bytes, updated_by from public.media where object_name = $1`,
        [name],
      )
      expect(row).toEqual({
        alt: 'Folhas verdes',
        source: 'upload',
        uploaded_by: cast.authorB.id,
        sha256: null,
        width: null,
        size_bytes: 2048,
        updated_by: who.id,
      })
    }
  })

  it('visitors and accounts without a role add nothing; nobody adds details of an object that does not exist or of the site', async () => {
    const name = await storeObject({ withRow: false })
    for (const who of ['anon', noProfile] as Actor[]) {
      expect(await errorCodeAs(db(), who, `insert into public.media (object_name, alt) values ($1, 'x')`, [name])).toBe(
        '42501',
      )
    }
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      expect(
        await errorCodeAs(db(), who, `insert into public.media (object_name, alt) values ('nao-existe.webp', 'x')`),
      ).toBe('42501')
      expect(
        await errorCodeAs(
          db(),
          who,
          `insert into public.media (bucket_id, object_name, alt) values ('site', 'seed-images/x.webp', 'x')`,
        ),
      ).toBe('42501')
    }
  })
})

describe('public.media: editing details', () => {
  it('an author edits the details of an image no published post shows, but not the measured columns', async () => {
    const name = await storeObject()
    expect(await setAlt(cast.authorB, name, 'Conta-gotas')).toBe(1)
    await queryAs(
      db(),
      cast.authorB,
      `update public.media set sha256 = repeat('c', 64), width = 1, uploaded_by = $2 where object_name = $1`,
      [name, cast.authorB.id],
    )
    const [row] = await queryAs(
      db(),
      'service_role',
      `select alt, sha256, width, uploaded_by, updated_by from public.media where object_name = $1`,
      [name],
    )
    expect(row).toEqual({
      alt: 'Conta-gotas',
      sha256: 'a'.repeat(64),
      width: 640,
      uploaded_by: cast.authorA.id,
      updated_by: cast.authorB.id,
    })
  })

  it('only editors and admins change the details of an image a published post shows', async () => {
    const name = await publishedImage()
    for (const author of [cast.authorA, cast.authorB]) expect(await setAlt(author, name, 'Trocado')).toBe(0)
    expect(await setAlt(cast.editor, name, 'Frasco âmbar')).toBe(1)
    expect(await setAlt(cast.admin, name, 'Frasco âmbar de 30 ml')).toBe(1)
  })

  it('visitors and accounts without a role edit nothing', async () => {
    const name = await storeObject()
    for (const who of ['anon', noProfile] as Actor[]) {
      const code = await errorCodeAs(db(), who, `update public.media set alt = 'x' where object_name = $1`, [name])
      if (code) expect(code).toBe('42501')
    }
    const [row] = await queryAs(db(), 'service_role', `select alt from public.media where object_name = $1`, [name])
    expect(row).toEqual({ alt: 'Frasco de óleo' })
  })
})

describe('public.media: removing details', () => {
  it('a row stays while its object exists; once the object is gone staff remove it, visitors never', async () => {
    const names = [await storeObject(), await storeObject(), await storeObject()]
    const staff = [cast.authorA, cast.editor, cast.admin]
    for (const [i, name] of names.entries()) {
      expect(await affectedAs(db(), staff[i], `delete from public.media where object_name = $1`, [name])).toBe(0)
      await queryAs(db(), 'service_role', `delete from storage.objects where bucket_id = 'post-images' and name = $1`, [
        name,
      ])
      const code = await errorCodeAs(db(), 'anon', `delete from public.media where object_name = $1`, [name])
      expect(code).toBe('42501')
      expect(await affectedAs(db(), noProfile, `delete from public.media where object_name = $1`, [name])).toBe(0)
      expect(await affectedAs(db(), staff[i], `delete from public.media where object_name = $1`, [name])).toBe(1)
    }
  })
})
