import { describe, expect, it } from 'vitest'
import { EDITORIAL_TEAM_ID, queryAs, useFreshDatabase } from './helpers'

const db = useFreshDatabase()

describe('seed', () => {
  it('has the four default categories with descriptions and hex colours', async () => {
    const { rows } = await db().query<{
      name: string
      slug: string
      description: string
      color: string
      is_active: boolean
    }>(
      `select name, slug, description, color, is_active from public.categories where slug in ('pesquisas','tratamentos','legislacao','noticias') order by slug`,
    )
    expect(rows.map((r) => [r.slug, r.name])).toEqual([
      ['legislacao', 'Legislação'],
      ['noticias', 'Notícias'],
      ['pesquisas', 'Pesquisas'],
      ['tratamentos', 'Tratamentos'],
    ])
    for (const r of rows) {
      expect(r.description.length).toBeGreaterThan(20)
      expect(r.color).toMatch(/^#[0-9a-f]{6}$/)
      expect(r.is_active).toBe(true)
    }
  })

  it('has the default menu of docs/product-guide.md#default-data in order plus Destaques and Notícias, every link to a page the site has', async () => {
    const { rows } = await db().query<{ label: string; href: string; position: number; is_active: boolean }>(
      'select label, href, position, is_active from public.menu_items order by position',
    )
    expect(rows.map((r) => [r.position, r.label, r.href, r.is_active])).toEqual([
      [1, 'Início', '/', true],
      [2, 'Destaques', '/destaques', true],
      [3, 'Blog', '/blog', true],
      [4, 'Pesquisas', '/blog/categoria/pesquisas', true],
      [5, 'Tratamentos', '/blog/categoria/tratamentos', true],
      [6, 'Legislação', '/blog/categoria/legislacao', true],
      [7, 'Notícias', '/blog/categoria/noticias', true],
    ])
  })

  it('has an "Equipe Editorial" author that cannot sign in and is not an admin', async () => {
    const user = await db().query<{ email: string | null; phone: string | null; encrypted_password: string | null }>(
      'select email, phone, encrypted_password from auth.users where id = $1',
      [EDITORIAL_TEAM_ID],
    )
    expect(user.rows).toEqual([{ email: null, phone: null, encrypted_password: null }])
    const profile = await db().query<{ full_name: string; role: string }>(
      'select full_name, role from public.profiles where id = $1',
      [EDITORIAL_TEAM_ID],
    )
    expect(profile.rows).toEqual([{ full_name: 'Equipe Editorial', role: 'author' }])
    const admins = await db().query('select 1 from public.profiles where role = $1', ['admin'])
    expect(admins.rows).toHaveLength(0)
  })

  it('shows the seeded content to visitors', async () => {
    const categories = await queryAs(db(), 'anon', 'select slug from public.categories')
    expect(categories).toHaveLength(4)
    const menu = await queryAs(db(), 'anon', 'select label from public.menu_items')
    expect(menu).toHaveLength(7)
  })

  it('describes every seed cover (bucket site, credit own), so every seed post stays publishable', async () => {
    const { rows } = await db().query<{
      slug: string
      missing: unknown[]
      alt: string | null
      credit_kind: string | null
    }>(
      `select p.slug, public.post_images_missing_alt(p.image, p.content) as missing, m.alt, m.credit_kind
         from public.posts p
         left join public.media m on m.bucket_id = 'site' and m.object_name = substr(p.image, 2)`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(17)
    for (const row of rows) {
      expect(row, row.slug).toMatchObject({ missing: [], credit_kind: 'own' })
      expect(row.alt?.length, row.slug).toBeGreaterThan(40)
    }
    const visible = await queryAs(db(), 'anon', `select object_name, alt from public.media where bucket_id = 'site'`)
    expect(visible).toHaveLength(rows.length)
  })

  it('has the post-images bucket: public, 5 MB, image types only', async () => {
    const { rows } = await db().query<{
      public: boolean
      file_size_limit: string | number
      allowed_mime_types: string[]
    }>(`select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'post-images'`)
    expect(rows).toHaveLength(1)
    expect(rows[0].public).toBe(true)
    expect(Number(rows[0].file_size_limit)).toBe(5 * 1024 * 1024)
    expect(rows[0].allowed_mime_types.every((t) => t.startsWith('image/'))).toBe(true)
    expect(rows[0].allowed_mime_types).not.toContain('image/svg+xml')
  })
})
