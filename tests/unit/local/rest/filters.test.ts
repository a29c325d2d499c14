/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import {
  parseFieldKey,
  parseFilterValue,
  MAX_LOGIC_DEPTH,
  parseLogicTree,
  parseNonNegativeInt,
  parseOrder,
} from '../../../../local/supabase/rest/filters.ts'
import { parseFailure } from './parse-failure.ts'

const pgrst100 = (message: string, details: string | null) => ({
  status: 400,
  code: 'PGRST100',
  details,
  hint: null,
  message,
})
const filterError = (text: string, details: string) =>
  pgrst100(`"failed to parse filter (${text})" (line 1, column 1)`, details)
const logicError = (text: string, details: string) =>
  pgrst100(`"failed to parse logic tree (${text})" (line 1, column 1)`, details)

const col = (name: string) => ({ name, jsonPath: [] })
const filter = (name: string, op: string, value: string | string[], extra: Record<string, unknown> = {}) => ({
  kind: 'filter',
  field: col(name),
  negate: false,
  op,
  value,
  config: undefined,
  ...extra,
})

const ALL_OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] // prettier-ignore

describe('parseFilterValue', () => {
  it('parses op.value, keeping every dot after the operator in the value', () => {
    expect(parseFilterValue(col('title'), 'eq.a.b.c')).toEqual(filter('title', 'eq', 'a.b.c'))
    expect(parseFilterValue(col('title'), 'like.*x*')).toEqual(filter('title', 'like', '*x*'))
    expect(parseFilterValue(col('title'), 'eq.')).toEqual(filter('title', 'eq', ''))
  })

  it('keeps the field reference it was given', () => {
    const field = { name: 'meta', jsonPath: [{ op: '->>' as const, key: 'kind' }] }
    expect(parseFilterValue(field, 'eq.x').field).toBe(field)
  })

  it('accepts every PostgREST operator', () => {
    for (const op of ALL_OPERATORS) {
      const value = op === 'in' ? '(1)' : op === 'is' ? 'null' : '1'
      expect(parseFilterValue(col('c'), `${op}.${value}`).op, op).toBe(op)
    }
  })

  it('negates with a not. prefix', () => {
    expect(parseFilterValue(col('c'), 'not.eq.5')).toEqual(filter('c', 'eq', '5', { negate: true }))
    expect(parseFilterValue(col('c'), 'not.in.(1,2)')).toEqual(
      filter('c', 'in', ['1', '2'], { negate: true, config: undefined }),
    )
  })

  it('does not take "not" without its dot, nor in the middle, for a negation', () => {
    expect(parseFailure(() => parseFilterValue(col('c'), 'noteq.5'))).toEqual(
      filterError('noteq.5', 'unknown operator "noteq"'),
    )
    expect(parseFilterValue(col('c'), 'eq.not.5')).toEqual(filter('c', 'eq', 'not.5'))
  })

  it('fails without a dot after the operator', () => {
    for (const text of ['eq', 'not.eq', '']) {
      expect(
        parseFailure(() => parseFilterValue(col('c'), text)),
        text,
      ).toEqual(filterError(text, 'unexpected end of input expecting operator followed by "."'))
    }
  })

  it('fails on an unknown operator, naming it', () => {
    expect(parseFailure(() => parseFilterValue(col('c'), 'equals.5'))).toEqual(
      filterError('equals.5', 'unknown operator "equals"'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), 'not.EQ.5'))).toEqual(
      filterError('not.EQ.5', 'unknown operator "EQ"'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), '.5'))).toEqual(filterError('.5', 'unknown operator ""'))
  })

  it('reads a text search configuration on the fts operators', () => {
    for (const op of ['fts', 'plfts', 'phfts', 'wfts']) {
      expect(parseFilterValue(col('doc'), `${op}(portuguese).gato`)).toEqual(
        filter('doc', op, 'gato', { config: 'portuguese' }),
      )
    }
    expect(parseFilterValue(col('doc'), 'not.fts(simple).a b')).toEqual(
      filter('doc', 'fts', 'a b', { config: 'simple', negate: true }),
    )
  })

  it('refuses a configuration on any other operator', () => {
    for (const op of ['eq', 'like', 'in', 'is']) {
      const text = `${op}(english).x`
      expect(
        parseFailure(() => parseFilterValue(col('c'), text)),
        op,
      ).toEqual(filterError(text, 'a configuration is only allowed on fts operators'))
    }
  })

  it('does not read an empty, nested or partial configuration', () => {
    expect(parseFailure(() => parseFilterValue(col('c'), 'fts().x'))).toEqual(
      filterError('fts().x', 'unknown operator "fts()"'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), 'fts(a)b.x'))).toEqual(
      filterError('fts(a)b.x', 'unknown operator "fts(a)b"'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), 'xfts(a.x'))).toEqual(
      filterError('xfts(a.x', 'unknown operator "xfts(a"'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), '(a).x'))).toEqual(
      filterError('(a).x', 'unknown operator "(a)"'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), 'x-fts(english).a'))).toEqual(
      filterError('x-fts(english).a', 'unknown operator "x-fts(english)"'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), 'fts((a)).x'))).toEqual(
      filterError('fts((a)).x', 'unknown operator "fts((a))"'),
    )
  })

  it('parses an in list: quotes group commas, backslashes escape, () is the empty list', () => {
    expect(parseFilterValue(col('c'), 'in.(a,"b,c",d)').value).toEqual(['a', 'b,c', 'd'])
    expect(parseFilterValue(col('c'), 'in.("say \\"hi\\"","a\\\\b")').value).toEqual(['say "hi"', 'a\\b'])
    expect(parseFilterValue(col('c'), 'in.()').value).toEqual([])
    expect(parseFilterValue(col('c'), 'in.(,)').value).toEqual(['', ''])
    expect(parseFilterValue(col('c'), 'in.(a,(b,c))').value).toEqual(['a', '(b,c)'])
    expect(parseFilterValue(col('c'), 'in.("")').value).toEqual([''])
  })

  it('unquotes only items that both start and end with a quote', () => {
    expect(parseFilterValue(col('c'), 'in.(a"b",c)').value).toEqual(['a"b"', 'c'])
    expect(parseFilterValue(col('c'), 'in.("a"b,c)').value).toEqual(['"a"b', 'c'])
  })

  it('refuses an in list without parentheses around it', () => {
    for (const text of ['in.1,2', 'in.(1,2', 'in.1,2)', 'in.']) {
      expect(
        parseFailure(() => parseFilterValue(col('c'), text)),
        text,
      ).toEqual(filterError(text, 'expecting "(" and ")" around the list'))
    }
  })

  it('refuses unbalanced quotes or parentheses inside an in list', () => {
    expect(parseFailure(() => parseFilterValue(col('c'), 'in.(a,"b)'))).toEqual(
      filterError('in.(a,"b)', 'unbalanced quotes or parentheses'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), 'in.((a)'))).toEqual(
      filterError('in.((a)', 'unbalanced quotes or parentheses'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), 'in.(a),(b)'))).toEqual(
      filterError('in.(a),(b)', 'unbalanced parentheses'),
    )
    expect(parseFailure(() => parseFilterValue(col('c'), 'in.("a\\")'))).toEqual(
      filterError('in.("a\\")', 'unbalanced quotes or parentheses'),
    )
  })

  it('accepts only null, not_null, true, false and unknown after is, in any case', () => {
    for (const value of ['null', 'NULL', 'not_null', 'true', 'False', 'unknown']) {
      expect(parseFilterValue(col('c'), `is.${value}`), value).toEqual(filter('c', 'is', value))
    }
    for (const value of ['nil', 'nullx', 'xnull', '', '1']) {
      const text = `is.${value}`
      expect(
        parseFailure(() => parseFilterValue(col('c'), text)),
        value,
      ).toEqual(filterError(text, 'unexpected value for "is", expecting null, not_null, true, false or unknown'))
    }
  })

  it('does not check the value of other operators against the is list', () => {
    expect(parseFilterValue(col('c'), 'isdistinct.anything')).toEqual(filter('c', 'isdistinct', 'anything'))
  })
})

describe('parseLogicTree', () => {
  it('parses a flat or= list of filters', () => {
    expect(parseLogicTree('or', false, '(status.eq.published,views.gt.10)')).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [filter('status', 'eq', 'published'), filter('views', 'gt', '10')],
    })
  })

  it('parses nested and/or trees with not. on filters and groups', () => {
    expect(parseLogicTree('and', true, '(a.eq.1,or(b.gt.2,c.not.is.null),not.and(d.lt.3,e.in.(x,y)))')).toEqual({
      kind: 'logic',
      op: 'and',
      negate: true,
      children: [
        filter('a', 'eq', '1'),
        {
          kind: 'logic',
          op: 'or',
          negate: false,
          children: [filter('b', 'gt', '2'), filter('c', 'is', 'null', { negate: true })],
        },
        {
          kind: 'logic',
          op: 'and',
          negate: true,
          children: [filter('d', 'lt', '3'), filter('e', 'in', ['x', 'y'])],
        },
      ],
    })
  })

  it('unquotes a quoted value and keeps commas inside quotes', () => {
    expect(parseLogicTree('or', false, '(title.eq."a, b",title.eq."say \\"x\\"",c.eq."",d.eq.x"y")').children).toEqual([
      filter('title', 'eq', 'a, b'),
      filter('title', 'eq', 'say "x"'),
      filter('c', 'eq', ''),
      filter('d', 'eq', 'x"y"'),
    ])
  })

  it('reads quoted and JSON-path fields', () => {
    expect(parseLogicTree('or', false, '("my col".eq.1,meta->>kind.eq.x,data->0.is.null)').children).toEqual([
      filter('my col', 'eq', '1'),
      { ...filter('meta', 'eq', 'x'), field: { name: 'meta', jsonPath: [{ op: '->>', key: 'kind' }] } },
      { ...filter('data', 'is', 'null'), field: { name: 'data', jsonPath: [{ op: '->', key: 0 }] } },
    ])
  })

  it('reads a field named like a group when it is not followed by parentheses', () => {
    expect(parseLogicTree('or', false, '(and.eq.1,or.is.null)').children).toEqual([
      filter('and', 'eq', '1'),
      filter('or', 'is', 'null'),
    ])
    expect(parseFailure(() => parseLogicTree('or', false, '(xand(a.eq.1))'))).toEqual(
      logicError('(xand(a.eq.1))', 'unexpected "xand(a.eq.1)" expecting "."'),
    )
    expect(parseFailure(() => parseLogicTree('or', false, '(and(a.eq.1)x)'))).toEqual(
      logicError('(and(a.eq.1)x)', 'unexpected "and(a.eq.1)x" expecting "."'),
    )
    expect(parseFailure(() => parseLogicTree('or', false, '(nota.and(a.eq.1))'))).toEqual(
      filterError('and(a.eq.1)', 'unknown operator "and(a"'),
    )
  })

  it('keeps line breaks inside a nested group', () => {
    expect(parseLogicTree('or', false, '(and(a.eq.x\ny,b.eq.2))').children[0]).toEqual({
      kind: 'logic',
      op: 'and',
      negate: false,
      children: [filter('a', 'eq', 'x\ny'), filter('b', 'eq', '2')],
    })
  })

  it('fails when the tree is not wrapped in parentheses', () => {
    for (const text of ['a.eq.1', '(a.eq.1', 'a.eq.1)', '']) {
      expect(
        parseFailure(() => parseLogicTree('or', false, text)),
        text,
      ).toEqual(logicError(text, 'expecting "("'))
    }
  })

  it('fails on an item that does not start with a field', () => {
    expect(parseFailure(() => parseLogicTree('or', false, '(.eq.1)'))).toEqual(
      logicError('(.eq.1)', 'unexpected ".eq.1"'),
    )
    expect(parseFailure(() => parseLogicTree('or', false, '()'))).toEqual(logicError('()', 'unexpected ""'))
    expect(parseFailure(() => parseLogicTree('or', false, '(a->.eq.1)'))).toEqual(
      logicError('(a->.eq.1)', 'unexpected "a->.eq.1"'),
    )
  })

  it('fails on a field not followed by a dot', () => {
    expect(parseFailure(() => parseLogicTree('and', false, '(a=1)'))).toEqual(
      logicError('(a=1)', 'unexpected "a=1" expecting "."'),
    )
    expect(parseFailure(() => parseLogicTree('and', false, '(abc)'))).toEqual(
      logicError('(abc)', 'unexpected "abc" expecting "."'),
    )
  })

  it('reports a bad filter inside the tree with the filter text', () => {
    expect(parseFailure(() => parseLogicTree('or', false, '(a.bad.1)'))).toEqual(
      filterError('bad.1', 'unknown operator "bad"'),
    )
    expect(parseFailure(() => parseLogicTree('or', false, '(a.eq)'))).toEqual(
      filterError('eq', 'unexpected end of input expecting operator followed by "."'),
    )
  })

  it('reports unbalanced parentheses with the whole tree', () => {
    expect(parseFailure(() => parseLogicTree('or', false, '(a.eq.1))'))).toEqual(
      filterError('(a.eq.1))', 'unbalanced parentheses'),
    )
    expect(parseFailure(() => parseLogicTree('or', false, '(and(a.eq.1)'))).toEqual(
      filterError('(and(a.eq.1)', 'unbalanced quotes or parentheses'),
    )
  })
})

describe('parseFieldKey', () => {
  it('reads a plain column', () => {
    expect(parseFieldKey('title')).toEqual({ path: [], field: col('title') })
  })

  it('reads embed aliases before the column', () => {
    expect(parseFieldKey('category.parent.slug')).toEqual({ path: ['category', 'parent'], field: col('slug') })
  })

  it('reads a JSON path after the column', () => {
    expect(parseFieldKey('post.meta->a->>b')).toEqual({
      path: ['post'],
      field: {
        name: 'meta',
        jsonPath: [
          { op: '->', key: 'a' },
          { op: '->>', key: 'b' },
        ],
      },
    })
  })

  it('fails on text after the column', () => {
    expect(parseFailure(() => parseFieldKey('title!x'))).toEqual(
      pgrst100(
        '"failed to parse filter (title!x)" (line 1, column 6)',
        'unexpected "!" expecting "." or "->" or end of input',
      ),
    )
    expect(parseFailure(() => parseFieldKey('a->b.c'))).toEqual(
      pgrst100(
        '"failed to parse filter (a->b.c)" (line 1, column 5)',
        'unexpected "." expecting "." or "->" or end of input',
      ),
    )
  })

  it('fails on an empty name', () => {
    expect(parseFailure(() => parseFieldKey('a.'))).toEqual(
      pgrst100('"failed to parse filter (a.)" (line 1, column 3)', 'unexpected end of input expecting letter or digit'),
    )
  })
})

describe('parseOrder', () => {
  it('parses columns with direction and nulls order', () => {
    expect(parseOrder('published_at.desc.nullslast,id,title.asc.nullsfirst')).toEqual([
      { field: col('published_at'), direction: 'desc', nulls: 'last' },
      { field: col('id') },
      { field: col('title'), direction: 'asc', nulls: 'first' },
    ])
  })

  it('parses nulls order before the direction, and the last word of a kind wins', () => {
    expect(parseOrder('a.nullsfirst.desc')).toEqual([{ field: col('a'), direction: 'desc', nulls: 'first' }])
    expect(parseOrder('a.asc.desc.nullsfirst.nullslast')).toEqual([
      { field: col('a'), direction: 'desc', nulls: 'last' },
    ])
  })

  it('parses an order by a column of an embed, and JSON paths', () => {
    expect(parseOrder('categories(name).asc,meta->>rank.desc,c(d->0)')).toEqual([
      { relation: 'categories', field: col('name'), direction: 'asc' },
      { field: { name: 'meta', jsonPath: [{ op: '->>', key: 'rank' }] }, direction: 'desc' },
      { relation: 'c', field: { name: 'd', jsonPath: [{ op: '->', key: 0 }] } },
    ])
  })

  it('fails on an unknown word, naming it', () => {
    expect(parseFailure(() => parseOrder('id.up'))).toEqual(
      pgrst100(
        '"failed to parse order (id.up)" (line 1, column 1)',
        'unexpected "up" expecting "asc", "desc", "nullsfirst" or "nullslast"',
      ),
    )
    expect(parseFailure(() => parseOrder('a,id.DESC'))).toEqual(
      pgrst100(
        '"failed to parse order (a,id.DESC)" (line 1, column 1)',
        'unexpected "DESC" expecting "asc", "desc", "nullsfirst" or "nullslast"',
      ),
    )
  })

  it('fails on an empty word after a dot', () => {
    expect(parseFailure(() => parseOrder('id.'))).toEqual(
      pgrst100(
        '"failed to parse order (id.)" (line 1, column 4)',
        'unexpected end of input expecting "asc", "desc", "nullsfirst" or "nullslast"',
      ),
    )
  })

  it('fails on text after a term', () => {
    expect(parseFailure(() => parseOrder('id desc'))).toEqual(
      pgrst100(
        '"failed to parse order (id desc)" (line 1, column 3)',
        'unexpected " " expecting "." or "," or end of input',
      ),
    )
  })

  it('fails on an unclosed embed column and an empty term', () => {
    expect(parseFailure(() => parseOrder('c(name x)'))).toEqual(
      pgrst100('"failed to parse order (c(name x))" (line 1, column 7)', 'unexpected " " expecting ")"'),
    )
    expect(parseFailure(() => parseOrder('c(name'))).toEqual(filterError('c(name', 'unbalanced quotes or parentheses'))
    expect(parseFailure(() => parseOrder('id,'))).toEqual(
      pgrst100('"failed to parse order ()" (line 1, column 1)', 'unexpected end of input expecting letter or digit'),
    )
  })
})

describe('parseNonNegativeInt', () => {
  it('reads non-negative integers', () => {
    expect(parseNonNegativeInt('limit', '0')).toBe(0)
    expect(parseNonNegativeInt('limit', '25')).toBe(25)
    expect(parseNonNegativeInt('offset', '007')).toBe(7)
    expect(parseNonNegativeInt('offset', String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('refuses signs, decimals, blanks, text and unsafe integers', () => {
    for (const text of ['-1', '+1', '1.5', '', ' 1', '1 ', 'abc', '1e3', '9007199254740992', '0x10']) {
      expect(
        parseFailure(() => parseNonNegativeInt('offset', text)),
        text,
      ).toEqual(
        pgrst100(`"failed to parse offset parameter (${text})" (line 1, column 1)`, 'expecting a non-negative integer'),
      )
    }
  })
})

describe('parseLogicTree nesting limit', () => {
  const nest = (levels: number) => `${'or('.repeat(levels)}id.eq.1${')'.repeat(levels)}`.slice(2)

  it(`parses ${MAX_LOGIC_DEPTH} levels and refuses ${MAX_LOGIC_DEPTH + 1} with PGRST100 (thousands made Postgres run out of stack: a 500)`, () => {
    expect(parseLogicTree('or', false, nest(MAX_LOGIC_DEPTH)).kind).toBe('logic')
    expect(parseFailure(() => parseLogicTree('or', false, nest(MAX_LOGIC_DEPTH + 1)))).toMatchObject({
      status: 400,
      code: 'PGRST100',
      details: `logic trees nest at most ${MAX_LOGIC_DEPTH} levels`,
    })
  })
})
