// Routes each query-string parameter to the plan node it belongs to: `col=…` filters the root,
// `category.slug=…` filters the embed aliased `category`, `or=`/`and=` add logic trees,
// `order`/`limit`/`offset` (optionally `embed.`-prefixed) shape the rows.
import { parseError } from './errors.ts'
import { parseFieldKey, parseFilterValue, parseLogicTree, parseNonNegativeInt, parseOrder } from './filters.ts'
import { nodeAtPath, type PlanNode } from './read-plan.ts'

/** Parameters that are not filters at the root. */
const RESERVED = new Set(['select', 'columns', 'on_conflict'])

export function applyQueryParams(root: PlanNode, params: URLSearchParams, skip: Set<string> = new Set()): void {
  for (const [key, value] of params) {
    if (RESERVED.has(key) || skip.has(key)) continue
    const logic = /^(?:(.+?)\.)??(not\.)?(or|and)$/.exec(key)
    if (logic) {
      const node = nodeAtPath(root, logic[1] ? splitPath(logic[1], key) : [])
      node.conditions.push(parseLogicTree(logic[3] as 'or' | 'and', Boolean(logic[2]), value))
      continue
    }
    const shaping = /^(?:(.+)\.)?(order|limit|offset)$/.exec(key)
    if (shaping) {
      const node = nodeAtPath(root, shaping[1] ? splitPath(shaping[1], key) : [])
      if (shaping[2] === 'order') node.order.push(...parseOrder(value))
      else if (shaping[2] === 'limit') node.limit = parseNonNegativeInt('limit', value)
      else node.offset = parseNonNegativeInt('offset', value)
      continue
    }
    const { path, field } = parseFieldKey(key)
    nodeAtPath(root, path).conditions.push(parseFilterValue(field, value))
  }
}

function splitPath(text: string, key: string): string[] {
  const parts = text.split('.')
  if (parts.some((p) => p === '')) throw parseError(`"failed to parse filter (${key})" (line 1, column 1)`)
  return parts
}
