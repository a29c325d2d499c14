// A change to what every page shows around its content — the menu, the categories' names — reaches every
// prerendered page without rendering its content again: the frame (skip link, header, footer) is rendered
// once per way a page can show it (src/entry-server.tsx's renderFrame), and put in place of each page's
// own, with the frame's data in place of the page's (docs/decisions/063-layout-changes-by-splicing.md).
// The result is the page a full render would write: tests/integration/build/incremental-prerender.test.ts.
import { open, readFile, writeFile } from 'node:fs/promises'
import { scriptSafeJson } from '../../src/lib/script-safe-json.ts'
import { categoryEdits, editCategories, type CategoryEdits, type PageScripts } from './category-splice.ts'
import type { CategoryChange } from './page-plan.ts'
import type { EntryServer } from './renderer.ts'

/** Where the content starts and ends in every public page (src/app/routes/public/layout.tsx). */
const MAIN_START = '<main id="conteudo"'
const MAIN_END = '</main>'

/** The frame one page shows: the markup before its <main> and after it, and its data as the page embeds it. */
export interface PageFrame {
  before: string
  after: string
  /** The frame's queries, as JSON safe in a script (the page's `#prerender-frame`). */
  data: string
}

/** The frame of a renderFrame result: what is around its (empty) <main>, and its queries. */
export function frameOf(rendered: { body: string; state: unknown }): PageFrame {
  const start = rendered.body.indexOf(MAIN_START)
  const end = rendered.body.lastIndexOf(MAIN_END)
  if (start < 0 || end < start) throw new Error('prerender: the public frame rendered no <main id="conteudo">')
  return {
    before: rendered.body.slice(0, start),
    after: rendered.body.slice(end + MAIN_END.length),
    data: scriptSafeJson(rendered.state),
  }
}

const decodeSafely = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The site's own addresses the frame links to (its `href`s, without query or fragment), as written. */
export function frameLinks(frame: PageFrame): string[] {
  const hrefs = [...`${frame.before}${frame.after}`.matchAll(/\shref="([^"]*)"/g)].map(
    (match) => match[1].replace(/&amp;/g, '&').split(/[?#]/)[0],
  )
  return [...new Set(hrefs.filter((href) => href !== ''))]
}

/**
 * Pages with the same signature show the same frame. A header link is marked as the current page
 * (React Router's NavLink: `aria-current`, its colour) by comparing the page's path with the link's
 * — equal, or the link's path followed by `/` — case-insensitively; so the signature records, for every
 * link and for the raw and decoded spellings of both, whether the path starts with the link's path and
 * which characters stand at its end and just after. That tells apart every case NavLink does, and more.
 */
export function frameSignature(pagePath: string, links: string[]): string {
  const spellings = (text: string) => [text, decodeSafely(text)].map((spelling) => spelling.toLowerCase())
  const pages = spellings(pagePath)
  return links
    .map((link) =>
      spellings(link)
        .flatMap((to) =>
          pages.map((page) =>
            page.startsWith(to) ? `${page.charAt(to.length - 1)}${page.charAt(to.length) || '$'}` : '-',
          ),
        )
        .join(''),
    )
    .join('|')
}

/** Each frame's parts as bytes, encoded once for all the pages that show it (100,000 at most). */
const encodedFrames = new WeakMap<PageFrame, Buffer[]>()
function encodedParts(frame: PageFrame, dataOpen: string): Buffer[] {
  let parts = encodedFrames.get(frame)
  if (!parts)
    encodedFrames.set(
      frame,
      (parts = [frame.before, frame.after + dataOpen, frame.data].map((part) => Buffer.from(part))),
    )
  return parts
}

/**
 * The page's HTML (its file's bytes) with `frame` in place of its own frame, markup and data, as the
 * parts to write one after the other; the page's content and its own data are not decoded. An empty
 * list: the page already has this frame. Null: the page is not laid out as the build writes pages
 * (then it is rendered instead).
 */
export function spliceFrame(html: Buffer, frame: PageFrame, frameId: string): Buffer[] | null {
  const rootStart = html.indexOf('<div id="root"')
  const bodyStart = html.indexOf('>', rootStart) + 1
  const mainStart = html.indexOf(MAIN_START, bodyStart)
  const mainEnd = html.lastIndexOf(MAIN_END) + MAIN_END.length
  const dataOpen = `</div><script type="application/json" id="${frameId}">`
  const dataStart = html.lastIndexOf(dataOpen)
  const dataEnd = html.indexOf('</script>', dataStart + dataOpen.length)
  if (rootStart < 0 || mainStart < 0 || mainEnd < mainStart || dataStart < mainEnd || dataEnd < 0) return null
  const parts = encodedParts(frame, dataOpen)
  const own = [
    html.subarray(bodyStart, mainStart),
    html.subarray(mainEnd, dataStart + dataOpen.length),
    html.subarray(dataStart + dataOpen.length, dataEnd),
  ]
  if (parts.every((part, index) => part.equals(own[index]))) return []
  return [
    html.subarray(0, bodyStart),
    parts[0],
    html.subarray(mainStart, mainEnd),
    parts[1],
    parts[2],
    html.subarray(dataEnd),
  ]
}

/** Files spliced at once: reading and writing overlap with the splicing of others. */
const FILES_IN_FLIGHT = 8

/**
 * Writes `parts` over the file's old bytes, then cuts what is left of them. Truncating first (what
 * writeFile does) frees every block and allocates them again, which was 10 times slower here than the
 * splice itself; a page is written over in place as the render pool writes pages (the folder is
 * published once the build is done).
 */
async function writeOver(file: string, parts: Buffer[]): Promise<void> {
  const length = parts.reduce((sum, part) => sum + part.length, 0)
  const handle = await open(file, 'r+')
  let written: number
  try {
    written = (await handle.writev(parts, 0)).bytesWritten
    if (written === length) await handle.truncate(length)
  } finally {
    await handle.close()
  }
  // A short write is done again the ordinary way.
  if (written !== length) await writeFile(file, Buffer.concat(parts))
}

export interface FrameSpliceResult {
  /** Pages whose file now has the new frame (files that already had it are not written). */
  spliced: number
  /** Pages that could not be spliced (missing file, unexpected layout): render them instead. */
  toRender: string[]
}

type SplicingEntry = Pick<
  EntryServer,
  | 'renderFrame'
  | 'renderCategoryMarks'
  | 'SharedQueryResults'
  | 'PRERENDER_FRAME_ID'
  | 'PRERENDER_STATE_ID'
  | 'PRERENDERED_HEAD_ATTRIBUTE'
>

/** The frame each page shows, rendered once per signature (frameSignature) with shared query results. */
async function frameRenderer(entry: SplicingEntry, siteUrl: string, firstPage: string) {
  const shared = new entry.SharedQueryResults()
  const render = async (pagePath: string) => frameOf(await entry.renderFrame(siteUrl + pagePath, shared))
  const links = frameLinks(await render(firstPage))
  const frames = new Map<string, Promise<PageFrame>>()
  return (pagePath: string) => {
    const signature = frameSignature(pagePath, links)
    let frame = frames.get(signature)
    if (!frame) frames.set(signature, (frame = render(pagePath)))
    return frame
  }
}

/** The page with the new frame and the categories' new marks, as parts to write; [] if unchanged, null if it cannot be spliced. */
function splicePage(
  html: Buffer,
  frame: PageFrame | null,
  edits: CategoryEdits | null,
  scripts: PageScripts,
): Buffer[] | null {
  const parts = frame ? spliceFrame(html, frame, scripts.frameId) : []
  if (parts === null || !edits) return parts
  const edited = editCategories(parts.length > 0 ? Buffer.concat(parts) : html, edits, scripts)
  return edited === null || edited.length > 0 ? edited : parts
}

/**
 * Puts into every page of `pages` (path → file) the frame it shows now, when `changes.frame`, and the
 * new marks of the categories changed (category-splice.ts). The frame is rendered once per signature,
 * so the menu and the categories are read once.
 */
export async function spliceFrames(
  entry: SplicingEntry,
  siteUrl: string,
  pages: { path: string; file: string }[],
  changes: { frame: boolean; categories: CategoryChange[] },
): Promise<FrameSpliceResult> {
  const result: FrameSpliceResult = { spliced: 0, toRender: [] }
  if (pages.length === 0) return result
  const scripts: PageScripts = {
    frameId: entry.PRERENDER_FRAME_ID,
    stateId: entry.PRERENDER_STATE_ID,
    headAttribute: entry.PRERENDERED_HEAD_ATTRIBUTE,
  }
  const frameFor = changes.frame ? await frameRenderer(entry, siteUrl, pages[0].path) : null
  const edits =
    changes.categories.length > 0
      ? await categoryEdits(changes.categories, entry.renderCategoryMarks, siteUrl, scripts.headAttribute)
      : null
  let next = 0
  const work = async () => {
    while (next < pages.length) {
      const page = pages[next++]
      const [frame, html] = await Promise.all([frameFor?.(page.path) ?? null, readFile(page.file).catch(() => null)])
      const parts = html === null ? null : splicePage(html, frame, edits, scripts)
      if (parts === null) result.toRender.push(page.path)
      else if (parts.length > 0) {
        await writeOver(page.file, parts)
        result.spliced += 1
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(FILES_IN_FLIGHT, pages.length) }, work))
  return result
}
