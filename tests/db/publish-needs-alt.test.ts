// The publish gate for images (decision 051): public.posts_verify_publishing() refuses to make a post
// public, or to change a public post's cover or body, while its cover (a library image described in
// public.media) or a body <img> (alt attribute, or its library row) says nothing and is not decorative.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKED_CLEAN,
  createCast,
  errorAs,
  insertPost,
  queryAs,
  setAuthorsPublishWithoutReview,
  useFreshDatabase,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const STORAGE = 'https://abcdefghijklmnop.supabase.co/storage/v1'
let counter = 0
const publicUrl = (name: string) => `${STORAGE}/object/public/post-images/${encodeURIComponent(name)}`
const renderUrl = (name: string) => `${STORAGE}/render/image/public/post-images/${name}?width=800`

/** A stored `post-images` object with its media row (alt and decorative as given). */
async function libraryImage(details: { alt?: string; decorative?: boolean } = {}): Promise<string> {
  const name = `${Date.now()}-${++counter}-frasco.webp`
  await db().query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ('post-images', $1, $2::uuid, $2::text, '{"mimetype":"image/webp","size":1024}')`,
    [name, cast.editor.id],
  )
  await db().query(
    `insert into public.media (bucket_id, object_name, alt, decorative) values ('post-images', $1, $2, $3)`,
    [name, details.alt ?? '', details.decorative ?? false],
  )
  return name
}

async function draft(image: string | null, content = '<p>Texto do post.</p>'): Promise<string> {
  const id = await insertPost(db(), { status: 'draft', content })
  await db().query('update public.posts set image = $2 where id = $1', [id, image])
  return id
}

const publish = (who: TestUser, id: string) =>
  errorAs(db(), who, `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`, [id])

const stateOf = async (id: string) =>
  (
    await db().query<{ status: string; image: string | null; content: string }>(
      'select status, image, content from public.posts where id = $1',
      [id],
    )
  ).rows[0]

for (const role of ['editor', 'admin'] as const) {
  describe(`an ${role} publishing`, () => {
    const who = () => cast[role]

    it('is refused while the cover has no alt text; the message names the file and the post stays a draft', async () => {
      const name = await libraryImage()
      const id = await draft(publicUrl(name))
      const error = await publish(who(), id)
      expect(error).toMatchObject({ code: '22023', hint: 'image_alt_required' })
      expect(error?.message).toBe(
        `Falta o texto alternativo da capa (${name}). Descreva cada imagem (ou marque “Imagem decorativa”) antes de publicar.`,
      )
      expect(await stateOf(id)).toMatchObject({ status: 'draft', image: publicUrl(name) })
    })

    it('succeeds once the cover is described, or marked decorative', async () => {
      const described = await draft(renderUrl(await libraryImage({ alt: 'Frasco conta-gotas sobre a mesa' })))
      expect(await publish(who(), described)).toBeUndefined()
      const decorative = await draft(publicUrl(await libraryImage({ decorative: true })))
      expect(await publish(who(), decorative)).toBeUndefined()
      expect((await stateOf(decorative)).status).toBe('published')
    })

    it('is refused for a body image with neither an alt attribute nor described details, naming it "no texto"', async () => {
      const blank = await libraryImage({ alt: '   ' })
      const id = await draft(
        null,
        `<p>a</p><img alt="  " src="${publicUrl(blank)}"><img src="https://cdn.example/x/grafico%20a.png?s=1">`,
      )
      const error = await publish(who(), id)
      expect(error).toMatchObject({ hint: 'image_alt_required' })
      expect(error?.message).toContain(`da imagem ${blank} no texto e da imagem grafico a.png no texto.`)
      expect((await stateOf(id)).status).toBe('draft')
    })

    it('accepts body images with alt text, or library images described or decorative (alt="")', async () => {
      const described = await libraryImage({ alt: 'Gráfico de barras' })
      const decorative = await libraryImage({ decorative: true })
      const content =
        `<img src="https://cdn.example/a.png" ALT='Mapa do Brasil'>` +
        `<img alt="" src="${renderUrl(described)}"><img alt src="${publicUrl(decorative)}">`
      expect(await publish(who(), await draft(null, content))).toBeUndefined()
    })

    it('refuses a cover outside the library, saying so', async () => {
      const id = await draft('https://images.example.com/fotos/oleo.jpg?w=1200')
      const error = await publish(who(), id)
      expect(error).toMatchObject({ hint: 'image_alt_required' })
      expect(error?.message).toContain('da capa (oleo.jpg)')
      expect(error?.message).toContain('A capa não está na biblioteca de mídia')
    })

    it("reads the seed's bundled covers from bucket 'site'", async () => {
      const id = await draft(`/seed-images/sem-detalhes-${role}.webp`)
      expect((await publish(who(), id))?.message).toContain(`da capa (sem-detalhes-${role}.webp)`)
      await db().query(`insert into public.media (bucket_id, object_name, alt) values ('site', $1, 'Folhas')`, [
        `seed-images/sem-detalhes-${role}.webp`,
      ])
      expect(await publish(who(), id)).toBeUndefined()
    })

    it('is refused when a published post gets an undescribed image, and the post keeps its content', async () => {
      const id = await insertPost(db(), { status: 'published', content: '<p>Publicado.</p>' })
      const name = await libraryImage()
      const error = await errorAs(db(), who(), `update public.posts set content = $2 where id = $1`, [
        id,
        `<p>Publicado.</p><img src="${publicUrl(name)}">`,
      ])
      expect(error).toMatchObject({ hint: 'image_alt_required' })
      expect(error?.message).toContain(`da imagem ${name} no texto`)
      expect(await stateOf(id)).toMatchObject({ status: 'published', content: '<p>Publicado.</p>' })
      const cover = await errorAs(db(), who(), `update public.posts set image = $2 where id = $1`, [
        id,
        publicUrl(name),
      ])
      expect(cover).toMatchObject({ hint: 'image_alt_required' })
    })
  })
}

describe('authors', () => {
  it('cannot publish at all while they need review, described images or not', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(await publish(cast.authorA, id)).toMatchObject({ hint: 'publish_forbidden' })
  })

  it('publishing without review, are refused an undescribed cover like editors', async () => {
    await setAuthorsPublishWithoutReview(db(), true)
    try {
      const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
      await db().query('update public.posts set image = $2 where id = $1', [id, publicUrl(await libraryImage())])
      expect(await publish(cast.authorA, id)).toMatchObject({ hint: 'image_alt_required' })
      await db().query(
        `update public.media m set alt = 'Frasco' from public.posts p
                         where p.id = $1 and m.object_name = public.post_image_object_name(p.image)`,
        [id],
      )
      expect(await publish(cast.authorA, id)).toBeUndefined()
    } finally {
      await setAuthorsPublishWithoutReview(db(), false)
    }
  })
})

describe('the images of a post, as the gate reads them', () => {
  it('post_body_images reads src and alt however they are quoted, the first of a repeated attribute winning', async () => {
    const rows = await queryAs(db(), cast.editor, `select src, alt from public.post_body_images($1)`, [
      `<IMG SRC=a.png alt='it"s'><img alt="x &amp; y" alt="2nd" src="b.png"/><img src="c.png"><imgx src="d.png">`,
    ])
    expect(rows).toEqual([
      { src: 'a.png', alt: 'it"s' },
      { src: 'b.png', alt: 'x & y' },
      { src: 'c.png', alt: null },
    ])
  })

  it('visitors cannot call the checks', async () => {
    expect(await errorAs(db(), 'anon', `select public.post_images_missing_alt(null, '')`)).toMatchObject({
      code: '42501',
    })
  })
})

describe("visitors and the details of the site's own images", () => {
  it("read a bundled image's details, never those of an image no public page shows", async () => {
    await db().query(
      `insert into public.media (bucket_id, object_name, alt) values ('site', 'seed-images/visitante.webp', 'Folha')`,
    )
    const hidden = await libraryImage({ alt: 'Rascunho' })
    await draft(publicUrl(hidden))
    const rows = await queryAs(
      db(),
      'anon',
      `select bucket_id, object_name, alt from public.media where object_name in ($1, $2)`,
      ['seed-images/visitante.webp', hidden],
    )
    expect(rows).toEqual([{ bucket_id: 'site', object_name: 'seed-images/visitante.webp', alt: 'Folha' }])
  })
})

describe('post_image_details(slug): what the article shows under its images', () => {
  const slugOf = async (id: string) =>
    (await db().query<{ slug: string }>('select slug from public.posts where id = $1', [id])).rows[0].slug
  const detailsAs = async (actor: 'anon' | TestUser, id: string) =>
    (
      await queryAs<{ details: Record<string, unknown>[] }>(
        db(),
        actor,
        'select public.post_image_details($1) as details',
        [await slugOf(id)],
      )
    )[0].details

  it("gives visitors the public details of a published post's cover and body images, not of other images", async () => {
    const cover = await libraryImage({ alt: 'Capa descrita' })
    const body = await libraryImage({ alt: 'Corpo descrito' })
    const unused = await libraryImage({ alt: 'Fora do post' })
    await db().query(`update public.media set caption = 'Legenda' where object_name = $1`, [body])
    const id = await draft(publicUrl(cover), `<img alt="" src="${renderUrl(body)}">`)
    await db().query(`update public.posts set status = 'published' where id = $1`, [id])
    const details = await detailsAs('anon', id)
    expect(details.map((row) => row.object_name).sort()).toEqual([body, cover].sort())
    expect(details.find((row) => row.object_name === body)).toMatchObject({ alt: 'Corpo descrito', caption: 'Legenda' })
    expect(JSON.stringify(details)).not.toContain(unused)
    expect(Object.keys(details[0]).sort()).toEqual([
      'alt',
      'bucket_id',
      'caption',
      'credit_author',
      'credit_kind',
      'credit_licence',
      'credit_source',
      'credit_url',
      'decorative',
      'object_name',
    ])
  })

  it("tells visitors nothing of a draft's images; staff read them (the preview)", async () => {
    const name = await libraryImage({ alt: 'Rascunho descrito' })
    const id = await draft(publicUrl(name))
    expect(await detailsAs('anon', id)).toEqual([])
    expect(await detailsAs(cast.authorB, id)).toEqual([
      expect.objectContaining({ object_name: name, alt: 'Rascunho descrito' }),
    ])
  })
})
