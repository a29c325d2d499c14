// public.image_usages (decision 048): kept only by triggers on posts, profiles and ai_drafts, read by
// staff, written by nobody; and storage.objects' delete policies of `post-images` refuse an object in use.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  createCast,
  createUser,
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
beforeAll(async () => {
  cast = await createCast(db())
})

const HOSTED = 'https://abcdefghijklmnop.supabase.co/storage/v1'
let counter = 0
const newName = () => `${Date.now()}-${++counter}-1600x1067.webp`
const publicUrl = (name: string) => `${HOSTED}/object/public/post-images/${encodeURIComponent(name)}`
const renderUrl = (name: string) =>
  `http://127.0.0.1:54321/storage/v1/render/image/public/post-images/${name}?width=800`

interface Usage {
  object_name: string
  used_as: string
  post_id: string | null
  profile_id: string | null
  ai_draft_id: string | null
}

/** Every usage of an object, as the database owner reads them. */
async function usagesOf(name: string): Promise<Omit<Usage, 'object_name'>[]> {
  const { rows } = await db().query<Usage>(
    `select used_as, post_id, profile_id, ai_draft_id from public.image_usages
      where bucket_id = 'post-images' and object_name = $1 order by used_as, post_id, profile_id`,
    [name],
  )
  return rows
}

const cover = (postId: string) => ({ used_as: 'post_cover', post_id: postId, profile_id: null, ai_draft_id: null })
const body = (postId: string) => ({ used_as: 'post_body', post_id: postId, profile_id: null, ai_draft_id: null })

/** An object stored for `user` (owner = user, as uploads before the media intake of decision 049 are). */
async function upload(user: TestUser, name = newName()): Promise<string> {
  await queryAs(
    db(),
    'service_role',
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ('post-images', $1, $2::uuid, $2::text, '{"mimetype":"image/webp","size":1024}')`,
    [name, user.id],
  )
  return name
}

/** The Storage API's delete (DELETE /object/post-images {prefixes}): the rows the caller's policies let go. */
const remove = (actor: Actor, name: string) =>
  affectedAs(db(), actor, `delete from storage.objects where bucket_id = 'post-images' and name = $1`, [name])

const objectExists = async (name: string) =>
  (await db().query(`select 1 from storage.objects where bucket_id = 'post-images' and name = $1`, [name])).rows
    .length === 1

const setPost = (id: string, column: 'image' | 'content', value: string | null) =>
  db().query(`update public.posts set ${column} = $2 where id = $1`, [id, value])

describe('usages follow the rows that use an image', () => {
  it('a cover set, changed and cleared', async () => {
    const [first, second] = [newName(), newName()]
    const post = await insertPost(db(), { status: 'draft' })
    await setPost(post, 'image', publicUrl(first))
    expect(await usagesOf(first)).toEqual([cover(post)])

    await setPost(post, 'image', renderUrl(second))
    expect(await usagesOf(first)).toEqual([])
    expect(await usagesOf(second)).toEqual([cover(post)])

    await setPost(post, 'image', '/seed-images/oleo-de-cbd-800w.webp')
    expect(await usagesOf(second)).toEqual([])
    await setPost(post, 'image', publicUrl(first))
    await setPost(post, 'image', null)
    expect(await usagesOf(first)).toEqual([])
  })

  it('a body image added and removed; the same image twice in one body counts once, and once more as the cover', async () => {
    const [kept, dropped] = [newName(), newName()]
    const post = await insertPost(db(), {
      content: `<p>a</p><img src="${publicUrl(kept)}"><img alt="de novo" src="${renderUrl(kept)}">`,
    })
    expect(await usagesOf(kept)).toEqual([body(post)])

    await setPost(post, 'content', `<img src="${publicUrl(kept)}"><p>b</p><img src="${publicUrl(dropped)}">`)
    expect(await usagesOf(dropped)).toEqual([body(post)])

    await setPost(post, 'image', publicUrl(kept))
    expect(await usagesOf(kept)).toEqual([body(post), cover(post)])

    await setPost(post, 'content', `<img src="${publicUrl(kept)}">`)
    expect(await usagesOf(dropped)).toEqual([])
    expect(await usagesOf(kept)).toEqual([body(post), cover(post)])
  })

  it('two posts using one image are two usages; deleting a post removes its own', async () => {
    const name = newName()
    const first = await insertPost(db(), { content: `<img src="${publicUrl(name)}">` })
    const second = await insertPost(db())
    await setPost(second, 'image', publicUrl(name))
    expect(await usagesOf(name)).toHaveLength(2)

    await db().query('delete from public.posts where id = $1', [first])
    expect(await usagesOf(name)).toEqual([cover(second)])
  })

  it('an edit that does not touch image or content leaves the usages alone', async () => {
    const name = newName()
    const post = await insertPost(db(), { content: `<img src="${publicUrl(name)}">` })
    await db().query(`update public.posts set title = 'Outro título', views = views + 1 where id = $1`, [post])
    expect(await usagesOf(name)).toEqual([body(post)])
  })

  it('an avatar set, changed, cleared, and gone with its profile', async () => {
    const person = await createUser(db())
    const [first, second] = [newName(), newName()]
    const setAvatar = (url: string | null) =>
      db().query('update public.profiles set avatar_url = $2 where id = $1', [person.id, url])
    const avatar = { used_as: 'avatar', post_id: null, profile_id: person.id, ai_draft_id: null }

    await setAvatar(publicUrl(first))
    expect(await usagesOf(first)).toEqual([avatar])
    await setAvatar(publicUrl(second))
    expect(await usagesOf(first)).toEqual([])
    expect(await usagesOf(second)).toEqual([avatar])
    await setAvatar(null)
    expect(await usagesOf(second)).toEqual([])

    await setAvatar(publicUrl(first))
    await db().query('delete from public.profiles where id = $1', [person.id])
    expect(await usagesOf(first)).toEqual([])
  })

  it("an AI draft's image set, changed and gone with the draft; its approval moves the usage to the post", async () => {
    const [first, second] = [newName(), newName()]
    const image = (name: string) =>
      JSON.stringify({ url: publicUrl(name), public_url: publicUrl(name), absolute_public_url: publicUrl(name) })
    const [draft] = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.ai_drafts (tema, titulo, conteudo, imagem) values ('CBD', 'Rascunho', '<p>x</p>', $1) returning id`,
      [image(first)],
    )
    const used = { used_as: 'ai_draft_image', post_id: null, profile_id: null, ai_draft_id: draft.id }
    expect(await usagesOf(first)).toEqual([used])

    await queryAs(db(), cast.authorA, 'update public.ai_drafts set imagem = $2 where id = $1', [
      draft.id,
      image(second),
    ])
    expect(await usagesOf(first)).toEqual([])
    expect(await usagesOf(second)).toEqual([used])

    await queryAs(
      db(),
      cast.authorA,
      `update public.ai_drafts set imagem = '{"url": "/clio/images/x.png"}' where id = $1`,
      [draft.id],
    )
    expect(await usagesOf(second)).toEqual([])
    await queryAs(db(), cast.authorA, 'update public.ai_drafts set imagem = $2 where id = $1', [
      draft.id,
      image(second),
    ])

    const [{ post }] = await queryAs<{ post: string }>(
      db(),
      cast.authorA,
      'select public.approve_ai_draft($1, $2) as post',
      [draft.id, publicUrl(second)],
    )
    expect(await usagesOf(second)).toEqual([cover(post)])
  })
})

describe('who reads and writes public.image_usages', () => {
  let name: string
  let post: string
  beforeAll(async () => {
    name = newName()
    post = await insertPost(db(), { status: 'draft', content: `<img src="${publicUrl(name)}">` })
  })

  for (const who of ['authorA', 'editor', 'admin'] as const) {
    it(`${who} reads every usage`, async () => {
      const rows = await queryAs(
        db(),
        cast[who],
        'select used_as, post_id from public.image_usages where object_name = $1',
        [name],
      )
      expect(rows).toEqual([{ used_as: 'post_body', post_id: post }])
    })
  }

  it('visitors read nothing (no privilege), a signed-in account without a profile reads no row', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select * from public.image_usages')).toBe('42501')
    const stranger = await accountWithoutProfile(db())
    expect(await queryAs(db(), stranger, 'select * from public.image_usages')).toEqual([])
  })

  for (const who of ['anon', 'authorA', 'editor', 'admin', 'service_role'] as const) {
    it(`${who} cannot insert, update or delete a usage (42501)`, async () => {
      const actor: Actor = who === 'anon' || who === 'service_role' ? who : cast[who]
      expect(
        await errorCodeAs(
          db(),
          actor,
          `insert into public.image_usages (object_name, used_as, post_id) values ('forjada.webp', 'post_cover', $1)`,
          [post],
        ),
      ).toBe('42501')
      expect(
        await errorCodeAs(db(), actor, `update public.image_usages set object_name = 'x' where post_id = $1`, [post]),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.image_usages where post_id = $1', [post])).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'truncate public.image_usages')).toBe('42501')
    })
  }

  it('visitors cannot make the database parse URLs or HTML for them', async () => {
    for (const call of [
      "select public.post_image_object_name('x')",
      "select public.post_image_object_names('<img>')",
      "select public.html_attribute_text('&amp;')",
      `select public.ai_draft_image_object_names('{}')`,
      `select public.is_image_in_use('post-images', 'x')`,
    ]) {
      expect(await errorCodeAs(db(), 'anon', call)).toBe('42501')
    }
  })

  it('nobody calls the function that rewrites usages', async () => {
    for (const who of ['anon', cast.authorA, cast.admin, 'service_role'] as Actor[]) {
      expect(
        await errorCodeAs(
          db(),
          who,
          `select public.replace_image_usages('post_cover', $1, null, null, array['x.webp'])`,
          [post],
        ),
      ).toBe('42501')
    }
    expect(await usagesOf(name)).toEqual([body(post)])
  })
})

describe('deleting an object of post-images (the Storage API deletes under these policies)', () => {
  /** An object uploaded by `owner` and used as a draft post's cover. */
  async function inUse(owner: TestUser): Promise<string> {
    const name = await upload(owner)
    const post = await insertPost(db(), { status: 'draft', authorId: owner.id })
    await setPost(post, 'image', publicUrl(name))
    return name
  }

  it('an author deletes their own unused image, not one in use, not somebody else’s', async () => {
    const used = await inUse(cast.authorA)
    expect(await remove(cast.authorA, used)).toBe(0)
    expect(await objectExists(used)).toBe(true)

    const theirs = await upload(cast.authorB)
    expect(await remove(cast.authorA, theirs)).toBe(0)

    const unused = await upload(cast.authorA)
    expect(await remove(cast.authorA, unused)).toBe(1)
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`${who} deletes any unused image, but not one in use (theirs or another's)`, async () => {
      for (const owner of [cast[who], cast.authorB]) {
        const used = await inUse(owner)
        expect(await remove(cast[who], used)).toBe(0)
        expect(await objectExists(used)).toBe(true)
      }
      expect(await remove(cast[who], await upload(cast.authorB))).toBe(1)
      expect(await remove(cast[who], await upload(cast[who]))).toBe(1)
    })
  }

  it('visitors delete nothing, used or not', async () => {
    expect(await remove('anon', await inUse(cast.authorA))).toBe(0)
    expect(await remove('anon', await upload(cast.authorA))).toBe(0)
  })

  it('each kind of use holds the image: a body, an avatar, an AI draft', async () => {
    const inBody = await upload(cast.authorA)
    await insertPost(db(), { status: 'draft', content: `<p><img src="${renderUrl(inBody)}"></p>` })
    const avatar = await upload(cast.authorA)
    await db().query('update public.profiles set avatar_url = $2 where id = $1', [cast.authorA.id, publicUrl(avatar)])
    const drafted = await upload(cast.authorA)
    await queryAs(db(), cast.authorA, `insert into public.ai_drafts (tema, titulo, imagem) values ('CBD', 'R', $1)`, [
      JSON.stringify({ url: publicUrl(drafted) }),
    ])
    for (const name of [inBody, avatar, drafted]) {
      expect(await remove(cast.admin, name)).toBe(0)
      expect(await remove(cast.authorA, name)).toBe(0)
    }
  })

  it('an image stops being in use when its last use goes, and can then be deleted', async () => {
    const name = await upload(cast.authorA)
    const post = await insertPost(db(), { status: 'draft', content: `<img src="${publicUrl(name)}">` })
    await setPost(post, 'image', publicUrl(name))
    await setPost(post, 'content', '<p>Sem imagem.</p>')
    expect(await remove(cast.editor, name)).toBe(0)
    await setPost(post, 'image', null)
    expect(await remove(cast.authorA, name)).toBe(1)
  })

  it('its owner cannot move or overwrite an image, in use or not (the update matches no row; only the intake writes, decision 049)', async () => {
    const used = await inUse(cast.authorA)
    const rename = (name: string) =>
      affectedAs(
        db(),
        cast.authorA,
        `update storage.objects set name = $2 where bucket_id = 'post-images' and name = $1`,
        [name, `movida-${name}`],
      )
    const overwrite = (name: string) =>
      affectedAs(
        db(),
        cast.authorA,
        `update storage.objects set metadata = '{"mimetype":"image/png","size":2048}' where bucket_id = 'post-images' and name = $1`,
        [name],
      )
    expect(await rename(used)).toBe(0)
    expect(await overwrite(used)).toBe(0)
    expect(await objectExists(used)).toBe(true)
    const unused = await upload(cast.authorA)
    expect(await overwrite(unused)).toBe(0)
    expect(await rename(unused)).toBe(0)
  })

  it('a bulk delete removes the unused objects and keeps the ones in use', async () => {
    const used = await inUse(cast.authorA)
    const unused = await upload(cast.authorA)
    const rows = await queryAs<{ name: string }>(
      db(),
      cast.authorA,
      `delete from storage.objects where bucket_id = 'post-images' and name = any($1::text[]) returning name`,
      [[used, unused]],
    )
    expect(rows).toEqual([{ name: unused }])
    expect(await objectExists(used)).toBe(true)
  })
})
