/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { Cursor, parseSelect } from '../../../../local/supabase/rest/select-parser.ts'
import { parseFailure } from './parse-failure.ts'

const selectError = (text: string, column: number, details: string) => ({
  status: 400,
  code: 'PGRST100',
  details,
  hint: null,
  message: `"failed to parse select parameter (${text})" (line 1, column ${column})`,
})

const field = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: 'field',
  alias: undefined,
  field: { name, jsonPath: [] },
  cast: undefined,
  ...extra,
})

describe('Cursor', () => {
  it('peeks ahead without moving, answering "" past the end', () => {
    const cursor = new Cursor('ab', 'x')
    expect([cursor.peek(), cursor.peek(1), cursor.peek(2)]).toEqual(['a', 'b', ''])
    cursor.pos = 2
    expect(cursor.peek()).toBe('')
    expect(cursor.eof()).toBe(true)
  })

  it('reports end of input only at or past the end', () => {
    const cursor = new Cursor('ab', 'x')
    cursor.pos = 1
    expect(cursor.eof()).toBe(false)
    cursor.pos = 3
    expect(cursor.eof()).toBe(true)
  })

  it('checks startsWith at the current position', () => {
    const cursor = new Cursor('a->b', 'x')
    expect(cursor.startsWith('->')).toBe(false)
    cursor.pos = 1
    expect(cursor.startsWith('->')).toBe(true)
  })

  it('fails with the position (1-based), the character found and what was expected', () => {
    const cursor = new Cursor('ab', 'thing')
    cursor.pos = 1
    expect(parseFailure(() => cursor.fail('"x"'))).toEqual({
      status: 400,
      code: 'PGRST100',
      details: 'unexpected "b" expecting "x"',
      hint: null,
      message: '"failed to parse thing (ab)" (line 1, column 2)',
    })
    cursor.pos = 2
    expect(parseFailure(() => cursor.fail('more')).details).toBe('unexpected end of input expecting more')
  })

  it('expect consumes the expected text or fails naming it', () => {
    const cursor = new Cursor('((x', 'x')
    cursor.expect('((')
    expect(cursor.pos).toBe(2)
    expect(parseFailure(() => cursor.expect(')')).details).toBe('unexpected "x" expecting ")"')
  })

  it('reads a name of letters (any script), digits, _ and $', () => {
    const cursor = new Cursor('título_2$x,rest', 'x')
    expect(cursor.name()).toBe('título_2$x')
    expect(cursor.pos).toBe(10)
  })

  it('reads a name with inner dashes, but not a dash before > or at the start or end', () => {
    expect(new Cursor('my-col,x', 'x').name()).toBe('my-col')
    expect(new Cursor('a-b-c', 'x').name()).toBe('a-b-c')
    const arrow = new Cursor('data->key', 'x')
    expect(arrow.name()).toBe('data')
    expect(arrow.pos).toBe(4)
    const trailing = new Cursor('ab-', 'x')
    expect(trailing.name()).toBe('ab')
    const beforeComma = new Cursor('ab-,c', 'x')
    expect(beforeComma.name()).toBe('ab')
    expect(parseFailure(() => new Cursor('-ab', 'x').name()).details).toBe('unexpected "-" expecting letter or digit')
    expect(new Cursor('a--b', 'x').name()).toBe('a')
  })

  it('fails on an empty name with the given or default expectation', () => {
    expect(parseFailure(() => new Cursor(',', 'x').name()).details).toBe('unexpected "," expecting letter or digit')
    expect(parseFailure(() => new Cursor('', 'x').name('a type')).details).toBe(
      'unexpected end of input expecting a type',
    )
  })

  it('reads a double-quoted name with backslash escapes', () => {
    const cursor = new Cursor('"a \\"b\\" c,d"x', 'x')
    expect(cursor.name()).toBe('a "b" c,d')
    expect(cursor.peek()).toBe('x')
    expect(new Cursor('""', 'x').quoted()).toBe('')
    expect(new Cursor('"a\\\\b"', 'x').quoted()).toBe('a\\b')
  })

  it('fails on an unterminated quoted name, even when it ends with a backslash', () => {
    expect(parseFailure(() => new Cursor('"abc', 'x').quoted())).toMatchObject({
      details: 'unexpected end of input expecting "\\""',
      message: '"failed to parse x ("abc)" (line 1, column 5)',
    })
    expect(parseFailure(() => new Cursor('"ab\\', 'x').quoted())).toMatchObject({
      details: 'unexpected end of input expecting "\\""',
      message: '"failed to parse x ("ab\\)" (line 1, column 5)',
    })
  })

  it('reads -> and ->> steps, numeric keys as numbers, negative indexes included', () => {
    const cursor = new Cursor('->a->>b->0->>-1->-x->"c d"', 'x')
    expect(cursor.jsonPath()).toEqual([
      { op: '->', key: 'a' },
      { op: '->>', key: 'b' },
      { op: '->', key: 0 },
      { op: '->>', key: -1 },
      { op: '->', key: '-x' },
      { op: '->', key: 'c d' },
    ])
    expect(cursor.eof()).toBe(true)
  })

  it('keeps mixed digit-letter keys as text and answers no steps without an arrow', () => {
    expect(new Cursor('->1a', 'x').jsonPath()).toEqual([{ op: '->', key: '1a' }])
    expect(new Cursor('->a1->12->>-10', 'x').jsonPath()).toEqual([
      { op: '->', key: 'a1' },
      { op: '->', key: 12 },
      { op: '->>', key: -10 },
    ])
    expect(new Cursor('-x', 'x').jsonPath()).toEqual([])
    expect(new Cursor('', 'x').jsonPath()).toEqual([])
  })

  it('fails on an arrow without a key', () => {
    expect(parseFailure(() => new Cursor('->', 'x').jsonPath()).details).toBe(
      'unexpected end of input expecting json key',
    )
    expect(parseFailure(() => new Cursor('->>,', 'x').jsonPath())).toMatchObject({
      details: 'unexpected "," expecting json key',
      message: '"failed to parse x (->>,)" (line 1, column 4)',
    })
  })
})

describe('parseSelect', () => {
  it('answers a star for an empty select and for *', () => {
    expect(parseSelect('')).toEqual([{ kind: 'star' }])
    expect(parseSelect('*')).toEqual([{ kind: 'star' }])
  })

  it('parses columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,title:name,views::text,meta->>kind,label:data->a->0::int')).toEqual([
      field('id'),
      field('name', { alias: 'title' }),
      field('views', { cast: 'text' }),
      {
        kind: 'field',
        alias: undefined,
        field: { name: 'meta', jsonPath: [{ op: '->>', key: 'kind' }] },
        cast: undefined,
      },
      {
        kind: 'field',
        alias: 'label',
        field: {
          name: 'data',
          jsonPath: [
            { op: '->', key: 'a' },
            { op: '->', key: 0 },
          ],
        },
        cast: 'int',
      },
    ])
  })

  it('parses quoted names and a star among columns', () => {
    expect(parseSelect('"my col","x:y":id,*')).toEqual([
      field('my col'),
      field('id', { alias: 'x:y' }),
      { kind: 'star' },
    ])
  })

  it('parses embeds with alias, hint, join type and nested selects', () => {
    expect(parseSelect('id,author:profiles!posts_author_fkey!inner(name,avatar:url),tags(*),c!left()')).toEqual([
      field('id'),
      {
        kind: 'embed',
        alias: 'author',
        relation: 'profiles',
        hint: 'posts_author_fkey',
        joinType: 'inner',
        spread: false,
        select: [field('name'), field('url', { alias: 'avatar' })],
      },
      {
        kind: 'embed',
        alias: undefined,
        relation: 'tags',
        hint: undefined,
        joinType: undefined,
        spread: false,
        select: [{ kind: 'star' }],
      },
      { kind: 'embed', alias: undefined, relation: 'c', hint: undefined, joinType: 'left', spread: false, select: [] },
    ])
  })

  it('accepts the join type before the hint', () => {
    expect(parseSelect('p!inner!fk(id)')).toEqual([
      {
        kind: 'embed',
        alias: undefined,
        relation: 'p',
        hint: 'fk',
        joinType: 'inner',
        spread: false,
        select: [field('id')],
      },
    ])
  })

  it('parses spreads, nested embeds inside them included', () => {
    expect(parseSelect('...categories!fk(name,parent(id))')).toEqual([
      {
        kind: 'embed',
        relation: 'categories',
        hint: 'fk',
        joinType: undefined,
        spread: true,
        select: [
          field('name'),
          {
            kind: 'embed',
            alias: undefined,
            relation: 'parent',
            hint: undefined,
            joinType: undefined,
            spread: false,
            select: [field('id')],
          },
        ],
      },
    ])
  })

  it('fails on a second hint', () => {
    expect(parseFailure(() => parseSelect('p!a!b(id)'))).toEqual(
      selectError('p!a!b(id)', 6, 'unexpected "(" expecting "(" or join type'),
    )
  })

  it('fails on a spread without a parenthesised select', () => {
    expect(parseFailure(() => parseSelect('...cat'))).toEqual(
      selectError('...cat', 7, 'unexpected end of input expecting "("'),
    )
    expect(parseFailure(() => parseSelect('...cat,id'))).toEqual(
      selectError('...cat,id', 7, 'unexpected "," expecting "("'),
    )
  })

  it('fails on an unclosed embed', () => {
    expect(parseFailure(() => parseSelect('tags(id'))).toEqual(
      selectError('tags(id', 8, 'unexpected end of input expecting ")"'),
    )
    expect(parseFailure(() => parseSelect('tags(id;x)'))).toEqual(
      selectError('tags(id;x)', 8, 'unexpected ";" expecting ")"'),
    )
  })

  it('fails on text after the list', () => {
    expect(parseFailure(() => parseSelect('id)'))).toEqual(
      selectError('id)', 3, 'unexpected ")" expecting "," or end of input'),
    )
    expect(parseFailure(() => parseSelect('id title'))).toEqual(
      selectError('id title', 3, 'unexpected " " expecting "," or end of input'),
    )
    expect(parseFailure(() => parseSelect('*x'))).toEqual(
      selectError('*x', 2, 'unexpected "x" expecting "," or end of input'),
    )
  })

  it('fails on an empty item, a missing cast type or a missing hint', () => {
    expect(parseFailure(() => parseSelect('id,'))).toEqual(
      selectError('id,', 4, 'unexpected end of input expecting letter or digit'),
    )
    expect(parseFailure(() => parseSelect(',id'))).toEqual(
      selectError(',id', 1, 'unexpected "," expecting letter or digit'),
    )
    expect(parseFailure(() => parseSelect('id::'))).toEqual(
      selectError('id::', 5, 'unexpected end of input expecting type name'),
    )
    expect(parseFailure(() => parseSelect('p!(id)'))).toEqual(
      selectError('p!(id)', 3, 'unexpected "(" expecting hint or join type'),
    )
    expect(parseFailure(() => parseSelect('a:'))).toEqual(
      selectError('a:', 3, 'unexpected end of input expecting letter or digit'),
    )
  })

  it('does not take a single colon before a cast for an alias, nor read :: as an alias', () => {
    expect(parseSelect('a::int')).toEqual([field('a', { cast: 'int' })])
    expect(parseFailure(() => parseSelect('a:::int'))).toEqual(
      selectError('a:::int', 4, 'unexpected ":" expecting type name'),
    )
  })

  it('needs three dots for a spread', () => {
    expect(parseFailure(() => parseSelect('..cat(id)'))).toEqual(
      selectError('..cat(id)', 1, 'unexpected "." expecting letter or digit'),
    )
  })
})
