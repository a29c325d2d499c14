// Parsers for the query-string parts that restrict rows: `col=[not.]op.value`, the logic trees
// `or=(…)` / `and=(…)` (nested, with `not.`), and `order=`. Output is an AST of names and raw
// values; the SQL builder validates names against the schema cache and binds every value.
import { Cursor, type FieldRef } from './select-parser.ts'
import { parseError } from './errors.ts'

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const
export type Operator = (typeof OPERATORS)[number]
export const FTS_OPERATORS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts'])

export interface FilterCondition {
  kind: 'filter'
  field: FieldRef
  negate: boolean
  op: Operator
  /** `in`: the list; everything else: the raw text. */
  value: string | string[]
  /** Text search configuration, `fts(english).word`. */
  config?: string
}

export interface LogicCondition {
  kind: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

export type Condition = FilterCondition | LogicCondition

export interface OrderTerm {
  /** `categories(name)` orders parents by a column of a to-one embed. */
  relation?: string
  field: FieldRef
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

const filterError = (text: string, details: string | null = null) =>
  parseError(`"failed to parse filter (${text})" (line 1, column 1)`, details)

/** `[not.]op[(config)].value` — the value of a `col=` query parameter. */
export function parseFilterValue(field: FieldRef, text: string): FilterCondition {
  let rest = text
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot < 0) throw filterError(text, 'unexpected end of input expecting operator followed by "."')
  let opText = rest.slice(0, dot)
  const value = rest.slice(dot + 1)
  let config: string | undefined
  const withConfig = /^(\w+)\(([^()]+)\)$/.exec(opText)
  if (withConfig) {
    opText = withConfig[1]
    config = withConfig[2]
  }
  if (!(OPERATORS as readonly string[]).includes(opText)) {
    throw filterError(text, `unknown operator "${opText}"`)
  }
  const op = opText as Operator
  if (config !== undefined && !FTS_OPERATORS.has(op))
    throw filterError(text, 'a configuration is only allowed on fts operators')
  if (op === 'in') return { kind: 'filter', field, negate, op, value: parseInList(value, text) }
  if (op === 'is' && !/^(null|not_null|true|false|unknown)$/i.test(value)) {
    throw filterError(text, 'unexpected value for "is", expecting null, not_null, true, false or unknown')
  }
  return { kind: 'filter', field, negate, op, value, config }
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd'] (quotes group, backslash escapes). */
function parseInList(value: string, whole: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) throw filterError(whole, 'expecting "(" and ")" around the list')
  const inner = value.slice(1, -1)
  if (inner === '') return []
  return splitTopLevel(inner, whole).map(unquote)
}

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string, whole: string): string[] {
  const parts: string[] = []
  let depth = 0
  let inQuotes = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (inQuotes) {
      if (ch === '\\') i++
      else if (ch === '"') inQuotes = false
    } else if (ch === '"') inQuotes = true
    else if (ch === '(') depth++
    else if (ch === ')') {
      depth--
      if (depth < 0) throw filterError(whole, 'unbalanced parentheses')
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  if (inQuotes || depth !== 0) throw filterError(whole, 'unbalanced quotes or parentheses')
  parts.push(text.slice(start))
  return parts
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

/**
 * How deep `and(or(and(…)))` may nest. Real filters use two or three levels; thousands would make
 * Postgres run out of stack on the generated SQL (a 500), so they are refused as a bad request.
 */
export const MAX_LOGIC_DEPTH = 16

/** `(a.eq.1,and(b.gt.2,not.c.is.null))` — the value of `or=` / `and=`. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, text: string, depth = 1): LogicCondition {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, 'expecting "("')
  }
  if (depth > MAX_LOGIC_DEPTH) {
    throw parseError(
      `"failed to parse logic tree" (line 1, column 1)`,
      `logic trees nest at most ${MAX_LOGIC_DEPTH} levels`,
    )
  }
  const items = splitTopLevel(text.slice(1, -1), text)
  return { kind: 'logic', op, negate, children: items.map((item) => parseLogicItem(item, text, depth)) }
}

function parseLogicItem(item: string, whole: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
  if (nested) return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3], depth + 1)
  // Stryker disable next-line StringLiteral: equivalent — the cursor's own errors are caught below and re-thrown with a fixed message
  const cursor = new Cursor(item, 'logic tree')
  let field: FieldRef
  try {
    field = { name: cursor.name(), jsonPath: cursor.jsonPath() }
  } catch {
    throw parseError(`"failed to parse logic tree (${whole})" (line 1, column 1)`, `unexpected "${item}"`)
  }
  if (cursor.peek() !== '.') {
    throw parseError(`"failed to parse logic tree (${whole})" (line 1, column 1)`, `unexpected "${item}" expecting "."`)
  }
  const condition = parseFilterValue(field, item.slice(cursor.pos + 1))
  if (typeof condition.value === 'string') condition.value = unquote(condition.value)
  return condition
}

/** A query-parameter key naming a column, maybe behind embed aliases: `category.slug`, `meta->>kind`. */
export function parseFieldKey(key: string): { path: string[]; field: FieldRef } {
  const cursor = new Cursor(key, 'filter')
  const path: string[] = []
  let name = cursor.name()
  while (cursor.peek() === '.') {
    cursor.pos++
    path.push(name)
    name = cursor.name()
  }
  const jsonPath = cursor.jsonPath()
  if (!cursor.eof()) cursor.fail('"." or "->" or end of input')
  return { path, field: { name, jsonPath } }
}

/** `order=published_at.desc.nullslast,id,categories(name).asc` */
export function parseOrder(text: string): OrderTerm[] {
  const terms: OrderTerm[] = []
  for (const part of splitTopLevel(text, text)) {
    const cursor = new Cursor(part, 'order')
    // Stryker disable next-line ObjectLiteral,StringLiteral,ArrayDeclaration: equivalent — both branches below replace term.field
    const term: OrderTerm = { field: { name: '', jsonPath: [] } }
    const first = cursor.name()
    if (cursor.peek() === '(') {
      cursor.pos++
      term.relation = first
      term.field = { name: cursor.name(), jsonPath: cursor.jsonPath() }
      cursor.expect(')')
    } else {
      term.field = { name: first, jsonPath: cursor.jsonPath() }
    }
    while (cursor.peek() === '.') {
      cursor.pos++
      const word = cursor.name('"asc", "desc", "nullsfirst" or "nullslast"')
      if (word === 'asc' || word === 'desc') term.direction = word
      else if (word === 'nullsfirst') term.nulls = 'first'
      else if (word === 'nullslast') term.nulls = 'last'
      else
        throw parseError(
          `"failed to parse order (${text})" (line 1, column 1)`,
          `unexpected "${word}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        )
    }
    if (!cursor.eof()) cursor.fail('"." or "," or end of input')
    terms.push(term)
  }
  return terms
}

/** `limit`/`offset` must be non-negative integers. */
export function parseNonNegativeInt(name: string, text: string): number {
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw parseError(
      `"failed to parse ${name} parameter (${text})" (line 1, column 1)`,
      'expecting a non-negative integer',
    )
  }
  return Number(text)
}
