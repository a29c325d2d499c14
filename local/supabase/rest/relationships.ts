// Finds the foreign key an embed `rel!hint(...)` goes through, the way PostgREST does:
// many-to-one (parent holds the FK), one-to-many (child holds it; one-to-one when the FK columns are
// unique), by table name, FK constraint name, or FK column; a hint narrows several candidates.
import { RestError } from './errors.ts'
import type { ForeignKey, SchemaCache, Table } from './schema-cache.ts'

export interface Relationship {
  fk: ForeignKey
  target: Table
  /** to-one → object or null; to-many → array. */
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many'
  /** Column pairs [parent column, child column] that must be equal (unused for many-to-many). */
  pairs: [string, string][]
  /** many-to-many: the join table, with [junction column, parent column] and [junction column, target column] pairs. */
  junction?: { table: Table; toParent: [string, string][]; toTarget: [string, string][] }
}

export const isToOne = (r: Relationship) => r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one'

export function findRelationship(cache: SchemaCache, parent: Table, relation: string, hint?: string): Relationship {
  const candidates = [
    ...directRelationships(cache, parent, relation),
    ...junctionRelationships(cache, parent, relation),
  ]
  const matching = hint ? candidates.filter((r) => matchesHint(r, hint)) : candidates
  if (matching.length === 1) return matching[0]
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${relation}' in the schema cache`,
      hint
        ? `Searched for a foreign key relationship between '${parent.name}' and '${relation}' using the hint '${hint}' in the schema 'public', but no matches were found.`
        : `Searched for a foreign key relationship between '${parent.name}' and '${relation}' in the schema 'public', but no matches were found.`,
      null,
    )
  }
  // Same FK seen from both sides (self-reference) is still ambiguous: PostgREST answers 300.
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${relation}'`,
    matching.map((r) => ({
      cardinality: r.cardinality,
      embedding: `${parent.name} with ${r.target.name}`,
      relationship: `${r.fk.name} using ${r.fk.table}(${r.fk.columns.join(', ')}) and ${r.fk.refTable}(${r.fk.refColumns.join(', ')})`,
    })),
    `Try changing '${relation}' to one of the following: ${matching
      .map((r) => `'${relation}!${r.fk.name}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

/** Through one foreign key: many-to-one (the parent holds it), one-to-many or one-to-one (the target does). */
function directRelationships(cache: SchemaCache, parent: Table, relation: string): Relationship[] {
  const found: Relationship[] = []
  for (const fk of cache.foreignKeys) {
    // many-to-one: parent.fk.columns → target.refColumns, named by table, constraint or FK column.
    if (fk.table === parent.name) {
      // A self-reference named by the table is the one-to-many side (PostgREST "recursive one-to-many").
      const byName = fk.refTable === relation && fk.refTable !== fk.table
      const byConstraintOrColumn = fk.name === relation || (fk.columns.length === 1 && fk.columns[0] === relation)
      const target = byName || byConstraintOrColumn ? cache.tables.get(fk.refTable) : undefined
      if (target) {
        found.push({ fk, target, cardinality: 'many-to-one', pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]]) })
      }
    }
    // one-to-many (or one-to-one): the target table holds the FK to the parent.
    if (fk.refTable === parent.name && fk.table === relation) {
      const target = cache.tables.get(fk.table)
      if (target) {
        const unique = target.uniqueKeys.some((key) => sameSet(key, fk.columns))
        found.push({
          fk,
          target,
          cardinality: unique ? 'one-to-one' : 'one-to-many',
          pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]]),
        })
      }
    }
  }
  return found
}

/** many-to-many: a join table whose primary key holds FKs to both tables (PostgREST's rule). */
function junctionRelationships(cache: SchemaCache, parent: Table, relation: string): Relationship[] {
  const target = cache.tables.get(relation)
  if (!target) return []
  const found: Relationship[] = []
  for (const toParent of cache.foreignKeys) {
    if (toParent.refTable !== parent.name) continue
    const junction = cache.tables.get(toParent.table)
    if (!junction || junction.name === parent.name || junction.name === relation) continue
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toParent || toTarget.table !== junction.name || toTarget.refTable !== relation) continue
      const inKey = (cols: string[]) => cols.every((c) => junction.primaryKey.includes(c))
      if (!inKey(toParent.columns) || !inKey(toTarget.columns)) continue
      found.push({
        fk: toTarget,
        target,
        cardinality: 'many-to-many',
        pairs: [],
        junction: {
          table: junction,
          toParent: toParent.columns.map((c, i) => [c, toParent.refColumns[i]]),
          toTarget: toTarget.columns.map((c, i) => [c, toTarget.refColumns[i]]),
        },
      })
    }
  }
  return found
}

/** `rel!hint`: a constraint name, a join table, an FK column, or (many-to-one) the referenced column. */
function matchesHint(r: Relationship, hint: string): boolean {
  return (
    r.fk.name === hint ||
    r.junction?.table.name === hint ||
    r.fk.columns.includes(hint) ||
    (r.fk.columns.length === 1 && r.fk.refColumns.includes(hint) && r.cardinality === 'many-to-one')
  )
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x))
}
