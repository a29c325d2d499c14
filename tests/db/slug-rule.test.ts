// Slugs are data, never paths (issue 45, docs/decisions/035-slugs-are-data.md): the database refuses a
// post, category or author-page slug outside ^[a-z0-9]+(-[a-z0-9]+)*$ or longer than 200 characters,
// whoever writes it (author, editor, admin; visitors cannot write these tables at all), and every slug
// the database makes itself (Clio's approval, a new profile) follows the rule. Its folding is the app's.
import { beforeAll, describe, expect, it } from 'vitest'
import { slugify } from '../../src/lib/slugify'
import {
  createCast,
  createUser,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

/** What the outside security test tried, and what a hand-typed slug gets wrong. */
const HOSTILE = [
  '../../x',
  '../../../../tmp/x',
  'a/b',
  '%2e%2e',
  '..%2F..%2Findex',
  '/etc/passwd',
  'a b',
  ' cbd',
  'Canabidiol',
  'óleo',
  'cbd-',
  '-cbd',
  'a--b',
  'a.b',
  'a_b',
  'cbd\n',
  '١٢٣',
  'a'.repeat(201),
  '',
]
const VALID = ['a', '2026', 'canabidiol-e-epilepsia', 'a'.repeat(200)]
const STAFF = ['author', 'editor', 'admin'] as const
const actor = (role: (typeof STAFF)[number]): TestUser => (role === 'author' ? cast.authorA : cast[role])

async function ownDraft(who: TestUser): Promise<string> {
  return insertPost(db(), { status: 'draft', authorId: who.id })
}

describe('posts.slug', () => {
  for (const role of STAFF) {
    it(`refuses every slug outside the rule from an ${role}, on insert and on update (23514)`, async () => {
      const who = actor(role)
      const draft = await ownDraft(who)
      for (const slug of HOSTILE) {
        const insert = `insert into public.posts (title, slug, content, status, author_id) values ('T', $1, '<p>x</p>', 'draft', $2)`
        expect(await errorCodeAs(db(), who, insert, [slug, who.id]), JSON.stringify(slug)).toBe('23514')
        expect(
          await errorCodeAs(db(), who, 'update public.posts set slug = $2 where id = $1', [draft, slug]),
          JSON.stringify(slug),
        ).toBe('23514')
      }
    })

    it(`accepts a slug of the rule from an ${role}`, async () => {
      const who = actor(role)
      const draft = await ownDraft(who)
      for (const slug of VALID) {
        const unique = `${slug.slice(0, 180)}-${role}`
        expect(
          await queryAs(db(), who, 'update public.posts set slug = $2 where id = $1 returning slug', [draft, unique]),
        ).toEqual([{ slug: unique }])
      }
    })
  }
})

describe('categories.slug', () => {
  for (const role of ['editor', 'admin'] as const) {
    it(`refuses every slug outside the rule from an ${role}, on insert and on update (23514), and accepts one of the rule`, async () => {
      const who = cast[role]
      const [category] = await queryAs<{ id: string }>(
        db(),
        who,
        `insert into public.categories (name, slug) values ('Nova', $1) returning id`,
        [`nova-${role}`],
      )
      for (const slug of HOSTILE) {
        expect(
          await errorCodeAs(db(), who, `insert into public.categories (name, slug) values ('X', $1)`, [slug]),
          JSON.stringify(slug),
        ).toBe('23514')
        expect(
          await errorCodeAs(db(), who, 'update public.categories set slug = $2 where id = $1', [category.id, slug]),
          JSON.stringify(slug),
        ).toBe('23514')
      }
      for (const slug of VALID) {
        const unique = `${slug.slice(0, 180)}-${role}`
        expect(
          await queryAs(db(), who, 'update public.categories set slug = $2 where id = $1 returning slug', [
            category.id,
            unique,
          ]),
        ).toEqual([{ slug: unique }])
      }
    })
  }
})

describe('profiles.slug (author pages)', () => {
  for (const role of STAFF) {
    it(`refuses every slug outside the rule on the ${role}'s own profile (23514), and accepts one of the rule`, async () => {
      const who = actor(role)
      // The empty slug is the trigger's cue to derive one from the name: it is never stored.
      for (const slug of HOSTILE.filter((value) => value.trim() !== '')) {
        expect(
          await errorCodeAs(db(), who, 'update public.profiles set slug = $2 where id = $1', [who.id, slug]),
          JSON.stringify(slug),
        ).toBe('23514')
      }
      for (const slug of VALID) {
        const unique = `${slug.slice(0, 180)}-${role}`
        expect(
          await queryAs(db(), who, 'update public.profiles set slug = $2 where id = $1 returning slug', [
            who.id,
            unique,
          ]),
        ).toEqual([{ slug: unique }])
      }
    })
  }

  it("refuses a bad slug an admin writes on somebody else's profile", async () => {
    expect(
      await errorCodeAs(db(), cast.admin, 'update public.profiles set slug = $2 where id = $1', [
        cast.authorB.id,
        '../../x',
      ]),
    ).toBe('23514')
  })

  it('gives a new account a slug of the rule from any name', async () => {
    const named = async (fullName: string) => {
      const user = await createUser(db(), { fullName })
      return (await db().query<{ slug: string }>('select slug from public.profiles where id = $1', [user.id])).rows[0]
        .slug
    }
    expect(await named('../../Zé Ninguém')).toBe('ze-ninguem')
    expect(await named('<script>alert(1)</script>')).toBe('script-alert-1-script')
    const long = await named(`${'Maria '.repeat(18)}Silva`)
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(long.length).toBeLessThanOrEqual(80)
  })
})

describe('what visitors can write', () => {
  it('is no post, category or profile at all: the slug never gets that far (42501)', async () => {
    expect(
      await errorCodeAs(db(), 'anon', `insert into public.posts (title, slug, content) values ('T', '../../x', 'x')`),
    ).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', `insert into public.categories (name, slug) values ('T', '../../x')`)).toBe(
      '42501',
    )
    expect(await errorCodeAs(db(), 'anon', `update public.profiles set slug = '../../x'`)).toBe('42501')
  })
})

describe("Clio's approval", () => {
  async function approve(titulo: string): Promise<string> {
    const [draft] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.ai_drafts (tema, titulo, subtitulo, conteudo) values ('sono', $1, 'Resumo', '<p>Texto.</p>') returning id`,
      [titulo],
    )
    const [approved] = await queryAs<{ id: string }>(db(), cast.editor, 'select public.approve_ai_draft($1) as id', [
      draft.id,
    ])
    return (await db().query<{ slug: string }>('select slug from public.posts where id = $1', [approved.id])).rows[0]
      .slug
  }

  it('makes a valid slug from a hostile title, and a valid "-2" when a 200-character one is taken', async () => {
    expect(await approve('../../Óleo de CBD: 100% <script>')).toBe('oleo-de-cbd-100-script')
    expect(await approve('../..')).toMatch(/^post(-\d+)?$/)
    const title = `${'Canabidiol '.repeat(30)}fim`
    const first = await approve(title)
    const second = await approve(title)
    expect(first).toBe(slugify(title))
    expect(first).toHaveLength(200)
    expect(second).toBe(`${first.slice(0, 198).replace(/-+$/, '')}-2`)
    expect(second.length).toBeLessThanOrEqual(200)
  })
})

describe('public.slugify', () => {
  it('folds exactly as the app does (src/lib/slugify.ts), so the editor and the database agree', async () => {
    const texts = [
      'Legislação',
      'Canabidiol: eficácia & segurança',
      '  --Olá,   Mundo!!  ',
      'CBD___THC 2025',
      'ç ñ ü ÇÃÕ',
      'ß æ ø Łódź',
      'İstanbul',
      'Å K',
      'ａｂｃ １２３',
      '١٢٣',
      'emoji 🌿 folha',
      '../../../../tmp/x',
      '%2e%2e',
      '',
      `${'Título muito longo '.repeat(15)}fim`,
      `${'a'.repeat(199)} b`,
    ]
    for (const text of texts) {
      const { rows } = await db().query<{ slug: string }>('select public.slugify($1) as slug', [text])
      expect(rows[0].slug, text).toBe(slugify(text))
    }
  })
})
