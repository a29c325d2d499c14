// A category renamed, readdressed or recoloured reaches every prerendered page kept without rendering it
// again: where a page shows a category outside the frame — its badge (an article, cards), an article's
// section (a head tag and the structured data), its breadcrumb, and the category's objects in the page's
// data — the old is replaced by the new, on the file's bytes (docs/decisions/063-layout-changes-by-splicing.md).
// The result is the page a full render would write: tests/integration/build/incremental-prerender.test.ts.
import { paths } from '../../src/config/paths.ts'
import { scriptSafeJson } from '../../src/lib/script-safe-json.ts'
import type { CategoryChange } from './page-plan.ts'
import type { ShownCategory } from './site-listing.ts'
import { markHeadTags } from './template.ts'

/** A category's marks as the app renders them (src/entry-server.tsx's renderCategoryMarks). */
export interface CategoryMarks {
  badge: string
  section: string
}

interface Replacement {
  from: Buffer
  to: Buffer
}

export interface CategoryEdits {
  /** In <head>: an article's section. */
  head: Replacement[]
  /** In the markup inside #root: badges. */
  markup: Replacement[]
  /** In the JSON-LD scripts: an article's section and its breadcrumb. */
  structuredData: Replacement[]
  /** In the page's data, each category object found by its id: the new name, address and colour. */
  data: Map<string, ShownCategory>
}

export interface PageScripts {
  frameId: string
  stateId: string
  headAttribute: string
}

const replacement = (from: string, to: string): Replacement[] =>
  from === to ? [] : [{ from: Buffer.from(from), to: Buffer.from(to) }]

/** What to replace in every page for these changes, the marks rendered by the app (`renderMarks`). */
export async function categoryEdits(
  changes: CategoryChange[],
  renderMarks: (category: ShownCategory) => Promise<CategoryMarks>,
  siteUrl: string,
  headAttribute: string,
): Promise<CategoryEdits> {
  const edits: CategoryEdits = { head: [], markup: [], structuredData: [], data: new Map() }
  for (const { before, after } of changes) {
    const [old, now] = await Promise.all([renderMarks(before), renderMarks(after)])
    edits.head.push(...replacement(markHeadTags(old.section, headAttribute), markHeadTags(now.section, headAttribute)))
    edits.markup.push(...replacement(old.badge, now.badge))
    // As src/app/routes/public/article.tsx and article-structured-data.ts write them (scriptSafeJson).
    const section = (category: ShownCategory) => `"articleSection":${scriptSafeJson(category.name)}`
    const crumb = (category: ShownCategory) =>
      `"name":${scriptSafeJson(category.name)},"item":${scriptSafeJson(siteUrl + paths.category.href(category.slug))}`
    edits.structuredData.push(
      ...replacement(section(before), section(after)),
      ...replacement(crumb(before), crumb(after)),
    )
    edits.data.set(before.id, after)
  }
  return edits
}

interface Edit {
  start: number
  end: number
  to: Buffer
}

function findAll(html: Buffer, replacements: Replacement[], start: number, end: number): Edit[] {
  const found: Edit[] = []
  for (const { from, to } of replacements) {
    for (let at = html.indexOf(from, start); at >= 0 && at + from.length <= end; at = html.indexOf(from, at + 1))
      found.push({ start: at, end: at + from.length, to })
  }
  return found
}

const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Where the JSON object starting at `start` ends (just after its `}`); -1 if it does not before `end`. */
function objectEnd(html: Buffer, start: number, end: number): number {
  let depth = 0
  let inString = false
  for (let at = start; at < end; at += 1) {
    const byte = html[at]
    if (inString) {
      if (byte === BACKSLASH) at += 1
      else if (byte === QUOTE) inString = false
    } else if (byte === QUOTE) inString = true
    else if (byte === 0x7b || byte === 0x5b) depth += 1
    else if ((byte === 0x7d || byte === 0x5d) && --depth === 0) return at + 1
  }
  return -1
}

/** The category objects in the page's data (script-safe JSON), each with its new fields. */
function dataEdits(html: Buffer, categories: Map<string, ShownCategory>, start: number, end: number): Edit[] {
  const found: Edit[] = []
  for (const [id, now] of categories) {
    const opening = Buffer.from(`{"id":${JSON.stringify(id)}`)
    for (let at = html.indexOf(opening, start); at >= 0 && at < end; at = html.indexOf(opening, at + 1)) {
      const close = objectEnd(html, at, end)
      if (close < 0) continue
      const object = JSON.parse(html.toString('utf8', at, close)) as Record<string, unknown>
      if (!('name' in object) && !('slug' in object)) continue
      for (const field of ['name', 'slug', 'color'] as const) if (field in object) object[field] = now[field]
      found.push({ start: at, end: close, to: Buffer.from(scriptSafeJson(object)) })
    }
  }
  return found
}

/** Every JSON-LD script's text, as [start, end) ranges. */
function structuredDataRanges(html: Buffer, start: number, end: number): [number, number][] {
  const opening = Buffer.from('<script type="application/ld+json">')
  const ranges: [number, number][] = []
  for (let at = html.indexOf(opening, start); at >= 0 && at < end; at = html.indexOf(opening, at + 1)) {
    const close = html.indexOf('</script>', at)
    if (close < 0 || close > end) break
    ranges.push([at + opening.length, close])
  }
  return ranges
}

/**
 * The page (its file's bytes) with every mark of a changed category replaced, as the parts to write one
 * after the other. An empty list: it shows none. Null: the page is not laid out as the build writes
 * pages (then it is rendered instead). Each kind of mark is looked for only where the page writes it: the section tag in <head>, badges
 * in #root, structured data in its scripts, category objects in the page's own data.
 */
export function editCategories(html: Buffer, edits: CategoryEdits, scripts: PageScripts): Buffer[] | null {
  const rootStart = html.indexOf('<div id="root"')
  const dataOpen = `<script type="application/json" id="${scripts.stateId}">`
  const dataStart = html.lastIndexOf(dataOpen)
  const frameStart = html.lastIndexOf(`<script type="application/json" id="${scripts.frameId}">`)
  const dataEnd = html.indexOf('</script>', dataStart)
  if (rootStart < 0 || dataStart < 0 || dataEnd < 0 || frameStart < rootStart) return null
  const found = [
    ...findAll(html, edits.head, 0, rootStart),
    ...findAll(html, edits.markup, rootStart, frameStart),
    ...structuredDataRanges(html, rootStart, frameStart).flatMap(([start, end]) =>
      findAll(html, edits.structuredData, start, end),
    ),
    ...dataEdits(html, edits.data, dataStart + dataOpen.length, dataEnd),
  ].sort((a, b) => a.start - b.start)
  const parts: Buffer[] = []
  let at = 0
  for (const edit of found) {
    if (edit.start < at) continue
    parts.push(html.subarray(at, edit.start), edit.to)
    at = edit.end
  }
  if (parts.length > 0) parts.push(html.subarray(at))
  return parts
}
