// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isSlugRuleViolation,
  isValidSlug,
  slugSchema,
  SLUG_REQUIRED_MESSAGE,
  SLUG_RULE_MESSAGE,
  SLUG_TOO_LONG_MESSAGE,
} from '@/lib/slug-rule'
import { slugify } from '@/lib/slugify'

/** What issue 45's outside test tried, and what a hand-typed slug gets wrong. */
const HOSTILE_SLUGS = [
  '../../x',
  '../../../../tmp/x',
  'a/b',
  '%2e%2e',
  '..%2F..%2Findex',
  '/etc/passwd',
  'com espaço',
  'a b',
  'Canabidiol',
  'óleo',
  'cbd-',
  '-cbd',
  'a--b',
  'a.b',
  'a_b',
  '١٢٣',
  'ａｂｃ',
]

const messageFor = (slug: string) => slugSchema.safeParse(slug).error?.issues.map((issue) => issue.message)

describe('the slug rule', () => {
  it('refuses paths, encodings, spaces, capitals, accents, stray hyphens and other characters with the one message', () => {
    for (const slug of HOSTILE_SLUGS) {
      expect(isValidSlug(slug), slug).toBe(false)
      expect(messageFor(slug), slug).toEqual([SLUG_RULE_MESSAGE])
    }
  })

  it('accepts lower-case words and digits joined by single hyphens, up to 200 characters', () => {
    for (const slug of ['a', '2026', 'canabidiol-e-epilepsia', 'rdc-327-2019', 'a'.repeat(200)]) {
      expect(isValidSlug(slug), slug).toBe(true)
      expect(slugSchema.safeParse(slug).success, slug).toBe(true)
    }
  })

  it('says why a slug of 201 characters or an empty one is refused', () => {
    expect(isValidSlug('a'.repeat(201))).toBe(false)
    expect(messageFor('a'.repeat(201))).toEqual([SLUG_TOO_LONG_MESSAGE])
    expect(messageFor('')).toEqual([SLUG_REQUIRED_MESSAGE])
    expect(messageFor('   ')).toEqual([SLUG_REQUIRED_MESSAGE])
  })

  it('drops spaces and line breaks around a slug, and refuses them inside', () => {
    expect(slugSchema.parse(' canabidiol-e-epilepsia\n')).toBe('canabidiol-e-epilepsia')
    expect(messageFor('canabidiol e epilepsia')).toEqual([SLUG_RULE_MESSAGE])
  })

  it('tells the database refusing a slug (its *_slug_rule check, 23514) from any other error', () => {
    const refusal = (constraint: string) => ({
      code: '23514',
      message: `new row for relation "posts" violates check constraint "${constraint}"`,
      details: null,
      hint: null,
    })
    expect(isSlugRuleViolation(refusal('posts_slug_rule'))).toBe(true)
    expect(isSlugRuleViolation(refusal('categories_slug_rule'))).toBe(true)
    expect(isSlugRuleViolation(refusal('posts_read_time_check'))).toBe(false)
    expect(
      isSlugRuleViolation({
        code: '23505',
        message: 'duplicate key value violates unique constraint "posts_slug_key"',
      }),
    ).toBe(false)
  })
})

describe('slugify: the slug the editor derives where the person did not type one', () => {
  it('always gives a slug of the rule (or nothing), whatever the text', () => {
    const texts = [
      ...HOSTILE_SLUGS,
      'Óleo de CBD: 100% <script>alert(1)</script>',
      '../../Notícias',
      'ß æ ø',
      `${'Título longo '.repeat(30)}fim`,
      '—',
    ]
    for (const text of texts) {
      const slug = slugify(text)
      expect(slug === '' || isValidSlug(slug), `${text} → ${slug}`).toBe(true)
    }
    expect(slugify('../../Notícias')).toBe('noticias')
    expect(slugify('!!!')).toBe('')
  })

  it('cuts a long title to 200 characters without leaving a hyphen at the end', () => {
    const slug = slugify(`${'a'.repeat(199)} b c`)
    expect(slug).toBe('a'.repeat(199))
    expect(slugify('b'.repeat(250))).toBe('b'.repeat(200))
  })
})
