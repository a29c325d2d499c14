// Parser for PostgREST's `select=` grammar: `*`, `col`, `alias:col`, `col::type`, `json->key->>k`,
// embeds `alias:rel!hint!inner(...)` (nested) and spreads `...rel(...)`. Produces an AST only;
// names are checked against the schema cache later, and nothing here ever becomes SQL text.
import { parseError } from './errors.ts'

export interface JsonStep {
  op: '->' | '->>'
  key: string | number
}

export interface FieldRef {
  name: string
  jsonPath: JsonStep[]
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; alias?: string; field: FieldRef; cast?: string }
  | {
      kind: 'embed'
      alias?: string
      relation: string
      hint?: string
      joinType?: 'inner' | 'left'
      spread: boolean
      select: SelectItem[]
    }

/** Characters allowed in an unquoted name (PostgREST accepts letters, digits, `_`, `$`, and `-` not followed by `>`). */
const NAME_CHAR = /[\p{L}\p{N}_$]/u

/** A tiny cursor over the parameter text with PostgREST-like error messages. */
export class Cursor {
  pos = 0
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  peek(n = 0): string {
    return this.text[this.pos + n] ?? ''
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos)
  }
  eof(): boolean {
    return this.pos >= this.text.length
  }
  fail(expecting: string): never {
    const found = this.eof() ? 'end of input' : JSON.stringify(this.peek())
    throw parseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    )
  }
  expect(s: string) {
    if (!this.startsWith(s)) this.fail(JSON.stringify(s))
    this.pos += s.length
  }

  /** A name: unquoted run of name characters, or a double-quoted string. */
  name(expecting = 'letter or digit'): string {
    if (this.peek() === '"') return this.quoted()
    const start = this.pos
    while (!this.eof()) {
      const ch = this.peek()
      if (NAME_CHAR.test(ch)) this.pos++
      else if (ch === '-' && this.peek(1) !== '>' && NAME_CHAR.test(this.peek(1)) && this.pos > start) this.pos++
      else break
    }
    if (this.pos === start) this.fail(expecting)
    return this.text.slice(start, this.pos)
  }

  quoted(): string {
    this.expect('"')
    let out = ''
    while (!this.eof() && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos++
      out += this.peek()
      this.pos++
    }
    this.expect('"')
    return out
  }

  /** `->key` / `->>key` steps after a column name. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = []
    while (this.startsWith('->')) {
      const op = this.startsWith('->>') ? '->>' : '->'
      this.pos += op.length
      const negative = this.peek() === '-' ? (this.pos++, '-') : ''
      const key = this.name('json key')
      steps.push({ op, key: /^\d+$/.test(key) ? Number(negative + key) : negative + key })
    }
    return steps
  }
}

export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text, 'select parameter')
  if (text === '') return [{ kind: 'star' }]
  const items = parseList(cursor)
  if (!cursor.eof()) cursor.fail('"," or end of input')
  return items
}

function parseList(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [parseItem(c)]
  while (c.peek() === ',') {
    c.pos++
    items.push(parseItem(c))
  }
  return items
}

function parseItem(c: Cursor): SelectItem {
  if (c.peek() === '*') {
    c.pos++
    return { kind: 'star' }
  }
  if (c.startsWith('...')) {
    c.pos += 3
    const embed = parseEmbedTail(c, c.name())
    return { ...embed, spread: true }
  }
  let alias: string | undefined
  let name = c.name()
  // `alias:name`, but not the `::` of a cast.
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++
    alias = name
    name = c.name()
  }
  if (c.peek() === '!' || c.peek() === '(') return { ...parseEmbedTail(c, name), alias }
  const field: FieldRef = { name, jsonPath: c.jsonPath() }
  let cast: string | undefined
  if (c.startsWith('::')) {
    c.pos += 2
    cast = c.name('type name')
  }
  return { kind: 'field', alias, field, cast }
}

function parseEmbedTail(c: Cursor, relation: string): Extract<SelectItem, { kind: 'embed' }> {
  let hint: string | undefined
  let joinType: 'inner' | 'left' | undefined
  while (c.peek() === '!') {
    c.pos++
    const word = c.name('hint or join type')
    if (word === 'inner' || word === 'left') joinType = word
    else if (hint === undefined) hint = word
    else c.fail('"(" or join type')
  }
  c.expect('(')
  const select: SelectItem[] = c.peek() === ')' ? [] : parseList(c)
  c.expect(')')
  return { kind: 'embed', relation, hint, joinType, spread: false, select }
}
