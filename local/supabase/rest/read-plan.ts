// Turns the parsed select tree and the query-string conditions into a plan tree (one node per
// table/embed) whose every name has been checked against the schema cache, then renders it as SQL.
// Shape of the SQL (as PostgREST does): each embed is a LATERAL subquery producing `body` json —
// an object for to-one, `coalesce(json_agg(..), '[]')` for to-many; `!inner` makes it an inner join.
import { RestError, parseError, undefinedColumn } from './errors.ts'
import { FTS_OPERATORS, type Condition, type FilterCondition, type OrderTerm } from './filters.ts'
import { findRelationship, isToOne, type Relationship } from './relationships.ts'
import type { Column, SchemaCache, Table } from './schema-cache.ts'
import type { FieldRef, SelectItem } from './select-parser.ts'
import { SqlParams, castType, quoteIdent } from './sql.ts'

/** What rows come from: a table, or a function's result columns. */
export interface Source {
  name: string
  columns: Map<string, Column>
  /** Set when relationships (embeds) can be resolved from this source. */
  table?: Table
}

interface Output {
  key: string
  item: Extract<SelectItem, { kind: 'field' }>
}

export interface PlanNode {
  source: Source
  alias: string
  outputs: (Output | EmbedNode)[]
  embeds: EmbedNode[]
  conditions: Condition[]
  order: OrderTerm[]
  limit?: number
  offset?: number
}

export interface EmbedNode {
  kind: 'embed'
  /** Output key and the name filters use (`category.slug`): the alias, else the relation. */
  key: string
  relationship: Relationship
  inner: boolean
  spread: boolean
  /** `rel()` with no columns is used only for filtering and does not appear in the output. */
  visible: boolean
  node: PlanNode
  lateral: string
  /** Columns of a to-one embed that the parent orders by: [sql in child scope, output name]. */
  orderColumns: [string, string][]
}

export class PlanBuilder {
  private counter = 0
  constructor(
    readonly cache: SchemaCache,
    readonly params: SqlParams,
  ) {}

  nextAlias(prefix: string): string {
    return `${prefix}${this.counter++}`
  }

  node(source: Source, select: SelectItem[]): PlanNode {
    const node: PlanNode = { source, alias: this.nextAlias('t'), outputs: [], embeds: [], conditions: [], order: [] }
    for (const item of select) {
      if (item.kind === 'star') {
        for (const column of source.columns.values()) {
          node.outputs.push({ key: column.name, item: { kind: 'field', field: { name: column.name, jsonPath: [] } } })
        }
      } else if (item.kind === 'field') {
        if (!source.columns.has(item.field.name)) throw undefinedColumn(source.name, item.field.name)
        if (item.cast !== undefined && castType(item.cast) === undefined) {
          throw parseError(
            `"failed to parse select parameter" (unknown cast type)`,
            `the cast type "${item.cast}" is not supported`,
          )
        }
        const last = item.field.jsonPath.at(-1)
        node.outputs.push({ key: item.alias ?? (last ? String(last.key) : item.field.name), item })
      } else {
        if (!source.table) {
          throw new RestError(
            400,
            'PGRST200',
            `Could not find a relationship between '${source.name}' and '${item.relation}' in the schema cache`,
            null,
            null,
          )
        }
        const relationship = findRelationship(this.cache, source.table, item.relation, item.hint)
        const target = relationship.target
        const child = this.node({ name: target.name, columns: target.columns, table: target }, item.select)
        const embed: EmbedNode = {
          kind: 'embed',
          key: item.alias ?? item.relation,
          relationship,
          inner: item.joinType === 'inner',
          spread: item.spread,
          visible: item.select.length > 0,
          node: child,
          lateral: this.nextAlias('j'),
          orderColumns: [],
        }
        if (item.spread && !isToOne(relationship)) {
          throw new RestError(
            400,
            'PGRST119',
            'A spread operation on a to-many relationship is not supported',
            null,
            null,
          )
        }
        node.embeds.push(embed)
        node.outputs.push(embed)
      }
    }
    return node
  }
}

/** Finds the node that `a.b.col` refers to; PostgREST answers PGRST108 for a name not embedded. */
export function nodeAtPath(root: PlanNode, path: string[]): PlanNode {
  let node = root
  for (const name of path) {
    const embed = node.embeds.find((e) => e.key === name)
    if (!embed) {
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      )
    }
    node = embed.node
  }
  return node
}

// ---------------------------------------------------------------------------------------------
// SQL rendering

export class SqlRenderer {
  constructor(readonly params: SqlParams) {}

  column(node: PlanNode, field: FieldRef): string {
    const column = node.source.columns.get(field.name)
    if (!column) throw undefinedColumn(node.source.name, field.name)
    let sql = `${node.alias}.${quoteIdent(column.name)}`
    for (const step of field.jsonPath) {
      const key =
        typeof step.key === 'number' ? `${this.params.add(step.key)}::int` : `${this.params.add(step.key)}::text`
      sql = `(${sql}${step.op}${key})`
    }
    return sql
  }

  /** json object of one row: json_build_object($key, expr, ...), chunked under Postgres' 100-argument limit. */
  rowJson(node: PlanNode): string {
    const pairs: string[] = []
    const spreads: string[] = []
    for (const output of node.outputs) {
      if ('kind' in output && output.kind === 'embed') {
        if (!output.visible) continue
        if (output.spread) spreads.push(`coalesce(${output.lateral}.body::jsonb, '{}'::jsonb)`)
        else pairs.push(`${this.params.add(output.key)}::text, ${output.lateral}.body`)
        continue
      }
      const { item, key } = output as Output
      let expr = this.column(node, item.field)
      if (item.cast) expr = `(${expr})::${castType(item.cast)}`
      pairs.push(`${this.params.add(key)}::text, ${expr}`)
    }
    const chunks: string[] = []
    for (let i = 0; i < pairs.length; i += 50) chunks.push(`json_build_object(${pairs.slice(i, i + 50).join(', ')})`)
    if (chunks.length === 0) chunks.push(`json_build_object()`)
    if (chunks.length === 1 && spreads.length === 0) return chunks[0]
    return `(${[...chunks.map((c) => `${c}::jsonb`), ...spreads].join(' || ')})::json`
  }

  /** FROM clause: the base relation plus one LATERAL join per embed. */
  from(node: PlanNode, base: string): string {
    let sql = base
    for (const embed of node.embeds) {
      sql += ` ${embed.inner ? 'INNER' : 'LEFT'} JOIN LATERAL (${this.embed(node, embed)}) AS ${embed.lateral} ON TRUE`
    }
    return sql
  }

  private embed(parent: PlanNode, embed: EmbedNode): string {
    const child = embed.node
    const rel = embed.relationship
    let base = `"public".${quoteIdent(child.source.name)} AS ${child.alias}`
    let join: string[]
    if (rel.junction) {
      // many-to-many: target rows reached through the join table.
      const j = `${embed.lateral}_via`
      const onTarget = rel.junction.toTarget.map(
        ([jc, tc]) => `${j}.${quoteIdent(jc)} = ${child.alias}.${quoteIdent(tc)}`,
      )
      base += ` INNER JOIN "public".${quoteIdent(rel.junction.table.name)} AS ${j} ON ${onTarget.join(' AND ')}`
      join = rel.junction.toParent.map(([jc, pc]) => `${j}.${quoteIdent(jc)} = ${parent.alias}.${quoteIdent(pc)}`)
    } else {
      join = rel.pairs.map(
        ([parentColumn, childColumn]) =>
          `${child.alias}.${quoteIdent(childColumn)} = ${parent.alias}.${quoteIdent(parentColumn)}`,
      )
    }
    // Order first: ordering by a to-one grandchild adds columns to that grandchild's subquery.
    const order = this.orderBy(child)
    const where = [...join, ...child.conditions.map((c) => this.condition(child, c))].join(' AND ')
    const from = this.from(child, base)
    if (isToOne(embed.relationship)) {
      const extra = embed.orderColumns.map(([sql, name]) => `, ${sql} AS ${name}`).join('')
      return `SELECT ${this.rowJson(child)} AS body${extra} FROM ${from} WHERE ${where}${order} LIMIT 1`
    }
    const rows = `SELECT ${this.rowJson(child)} AS body FROM ${from} WHERE ${where}${order}${this.limit(child)}`
    const agg = `${embed.lateral}_rows`
    return `SELECT coalesce(json_agg(${agg}.body), '[]') AS body FROM (${rows}) AS ${agg}${embed.inner ? ' HAVING count(*) > 0' : ''}`
  }

  where(node: PlanNode, extra: string[] = []): string {
    const parts = [...extra, ...node.conditions.map((c) => this.condition(node, c))]
    return parts.length ? parts.join(' AND ') : 'TRUE'
  }

  condition(node: PlanNode, condition: Condition): string {
    if (condition.kind === 'logic') {
      const joined = condition.children
        .map((c) => this.condition(node, c))
        .join(condition.op === 'and' ? ' AND ' : ' OR ')
      const sql = `(${joined || (condition.op === 'and' ? 'TRUE' : 'FALSE')})`
      return condition.negate ? `NOT ${sql}` : sql
    }
    const sql = this.filter(node, condition)
    return condition.negate ? `NOT (${sql})` : `(${sql})`
  }

  private filter(node: PlanNode, f: FilterCondition): string {
    // `category=is.null` / `category=not.is.null`: is the embedded row there?
    if (!node.source.columns.has(f.field.name) && f.field.jsonPath.length === 0 && f.op === 'is') {
      const embed = node.embeds.find((e) => e.key === f.field.name)
      const value = String(f.value).toLowerCase()
      if (embed && (value === 'null' || value === 'not_null')) {
        const empty = isToOne(embed.relationship)
          ? `${embed.lateral}.body IS NULL`
          : `(${embed.lateral}.body IS NULL OR json_array_length(${embed.lateral}.body) = 0)`
        return value === 'null' ? empty : `NOT ${empty}`
      }
    }
    const column = this.column(node, f.field)
    const value = f.value
    const one = () => this.params.add(value as string)
    switch (f.op) {
      case 'eq':
        return `${column} = ${one()}`
      case 'neq':
        return `${column} <> ${one()}`
      case 'gt':
        return `${column} > ${one()}`
      case 'gte':
        return `${column} >= ${one()}`
      case 'lt':
        return `${column} < ${one()}`
      case 'lte':
        return `${column} <= ${one()}`
      case 'like':
        return `${column} LIKE ${this.params.add((value as string).replace(/\*/g, '%'))}`
      case 'ilike':
        return `${column} ILIKE ${this.params.add((value as string).replace(/\*/g, '%'))}`
      case 'match':
        return `${column} ~ ${one()}`
      case 'imatch':
        return `${column} ~* ${one()}`
      case 'isdistinct':
        return `${column} IS DISTINCT FROM ${one()}`
      case 'cs':
        return `${column} @> ${one()}`
      case 'cd':
        return `${column} <@ ${one()}`
      case 'ov':
        return `${column} && ${one()}`
      case 'sl':
        return `${column} << ${one()}`
      case 'sr':
        return `${column} >> ${one()}`
      case 'nxr':
        return `${column} &< ${one()}`
      case 'nxl':
        return `${column} &> ${one()}`
      case 'adj':
        return `${column} -|- ${one()}`
      case 'in': {
        const list = value as string[]
        return list.length ? `${column} IN (${list.map((v) => this.params.add(v)).join(', ')})` : 'FALSE'
      }
      case 'is': {
        const keyword = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[
          (value as string).toLowerCase() as 'null'
        ]
        return `${column} IS ${keyword}`
      }
      default: {
        if (!FTS_OPERATORS.has(f.op)) throw parseError(`unknown operator ${f.op}`)
        const fn = {
          fts: 'to_tsquery',
          plfts: 'plainto_tsquery',
          phfts: 'phraseto_tsquery',
          wfts: 'websearch_to_tsquery',
        }[f.op as 'fts']
        const config = f.config !== undefined ? `${this.params.add(f.config)}::regconfig, ` : ''
        const type = node.source.columns.get(f.field.name)?.type
        const vector = type === 'tsvector' && f.field.jsonPath.length === 0 ? column : `to_tsvector(${config}${column})`
        return `${vector} @@ ${fn}(${config}${one()})`
      }
    }
  }

  orderBy(node: PlanNode): string {
    if (node.order.length === 0) return ''
    const owner = node
    const terms = node.order.map((term) => {
      let expr: string
      if (term.relation) {
        const embed = owner.embeds.find((e) => e.key === term.relation)
        if (!embed) {
          throw new RestError(
            400,
            'PGRST108',
            `'${term.relation}' is not an embedded resource in this request`,
            null,
            `Verify that '${term.relation}' is included in the 'select' query parameter.`,
          )
        }
        if (!isToOne(embed.relationship)) {
          throw new RestError(
            400,
            'PGRST118',
            `A related order on '${embed.key}' is not possible`,
            `'${owner.source.name}' and '${embed.key}' do not form a many-to-one or one-to-one relationship`,
            null,
          )
        }
        const name = `o${embed.orderColumns.length}`
        embed.orderColumns.push([this.column(embed.node, term.field), name])
        expr = `${embed.lateral}.${name}`
      } else {
        expr = this.column(node, term.field)
      }
      const dir = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : ''
      const nulls = term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : ''
      return `${expr}${dir}${nulls}`
    })
    return ` ORDER BY ${terms.join(', ')}`
  }

  limit(node: PlanNode): string {
    // Already validated as non-negative safe integers, so written inline.
    return (node.limit !== undefined ? ` LIMIT ${node.limit}` : '') + (node.offset ? ` OFFSET ${node.offset}` : '')
  }
}
