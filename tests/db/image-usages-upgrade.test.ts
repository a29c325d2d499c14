// An installation with posts, avatars and AI drafts that already use uploaded images takes the
// image-usages migration (supabase db push on a database with data): every existing use is backfilled,
// so an image in use cannot be deleted from the first moment, and the triggers keep it from then on.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { affectedAs, createUser, databaseBefore, type TestUser } from './helpers'

const FIRST_NEW_MIGRATION = '20250101124700'
const STORAGE = 'https://abcdefghijklmnop.supabase.co/storage/v1'

let db: PGlite
let admin: TestUser
let postId: string
let draftId: string

async function upload(name: string, owner: TestUser): Promise<void> {
  await db.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id) values ('post-images', $1, $2::uuid, $2::text)`,
    [name, owner.id],
  )
}

beforeAll(async () => {
  const installation = await databaseBefore(FIRST_NEW_MIGRATION)
  db = installation.db
  admin = await createUser(db, { email: 'admin@example.com', fullName: 'Ana Admin' })
  for (const name of ['capa.webp', 'corpo.webp', 'avatar.webp', 'rascunho.webp', 'solta.webp'])
    await upload(name, admin)

  const { rows } = await db.query<{ id: string }>(
    `insert into public.posts (title, slug, content, image, status, author_id, published_at)
     values ('Canabidiol e epilepsia', 'canabidiol-e-epilepsia', $1, $2, 'published', $3, now()) returning id`,
    [
      `<p>Texto.</p><img src="${STORAGE}/render/image/public/post-images/corpo.webp?width=800"><img src="${STORAGE}/object/public/post-images/corpo.webp">`,
      `${STORAGE}/object/public/post-images/capa.webp`,
      admin.id,
    ],
  )
  postId = rows[0].id
  await db.query('update public.profiles set avatar_url = $2 where id = $1', [
    admin.id,
    `http://127.0.0.1:54321/storage/v1/object/public/post-images/avatar.webp`,
  ])
  const drafts = await db.query<{ id: string }>(
    `insert into public.ai_drafts (tema, titulo, imagem, created_by) values ('CBD', 'Rascunho', $1, $2) returning id`,
    [JSON.stringify({ url: `${STORAGE}/object/public/post-images/rascunho.webp` }), admin.id],
  )
  draftId = drafts.rows[0].id

  await installation.upgrade()
})

afterAll(async () => {
  await db?.close()
})

describe('the image-usages migration on an installation with data', () => {
  it('records every existing use: the cover, the body (once), the avatar, the draft', async () => {
    const { rows } = await db.query(
      `select object_name, used_as, post_id, profile_id, ai_draft_id from public.image_usages order by object_name`,
    )
    expect(rows).toEqual([
      { object_name: 'avatar.webp', used_as: 'avatar', post_id: null, profile_id: admin.id, ai_draft_id: null },
      { object_name: 'capa.webp', used_as: 'post_cover', post_id: postId, profile_id: null, ai_draft_id: null },
      { object_name: 'corpo.webp', used_as: 'post_body', post_id: postId, profile_id: null, ai_draft_id: null },
      {
        object_name: 'rascunho.webp',
        used_as: 'ai_draft_image',
        post_id: null,
        profile_id: null,
        ai_draft_id: draftId,
      },
    ])
  })

  it('refuses to delete the images in use and deletes the unused one', async () => {
    const remove = (name: string) =>
      affectedAs(db, admin, `delete from storage.objects where bucket_id = 'post-images' and name = $1`, [name])
    for (const name of ['capa.webp', 'corpo.webp', 'avatar.webp', 'rascunho.webp']) expect(await remove(name)).toBe(0)
    expect(await remove('solta.webp')).toBe(1)
  })

  it('keeps the usages from then on', async () => {
    const [before] = (
      await db.query<{ image: string; content: string }>('select image, content from public.posts where id = $1', [
        postId,
      ])
    ).rows
    await db.query(`update public.posts set image = null, content = '<p>Sem imagens.</p>' where id = $1`, [postId])
    try {
      const { rows } = await db.query(`select object_name from public.image_usages order by object_name`)
      expect(rows).toEqual([{ object_name: 'avatar.webp' }, { object_name: 'rascunho.webp' }])
    } finally {
      // The other tests of this file read the post's uses: they run in any order.
      await db.query('update public.posts set image = $2, content = $3 where id = $1', [
        postId,
        before.image,
        before.content,
      ])
    }
  })
})
