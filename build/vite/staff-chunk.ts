import path from 'node:path'
import type { Rolldown } from 'vite'
import { ownChunks, staffDoors } from '../../src/config/admin-screens.ts'

// Left to the bundler, the back office's code is split into one file per set of screens sharing it:
// about 70 files for /admin/posts, each an icon, a hook or a Radix part. Over HTTP/1.1 a browser
// fetches six at a time, so on a 100 ms round trip the number of files, not their bytes, set how long
// a staff page took to show (docs/admin-loading.md). This groups every module that only staff reach
// into one file, `staff-[hash].js` — the route loaders, the frame and the screens — which an /admin
// page preloads beside the entry (build/vite/admin-module-preload.ts). What a visitor's pages reach never goes in it, and the
// screens whose code is large and used alone (the editor, the menu builder, the views chart) keep
// their own files, loaded only where they are used. The small modules staff screens share with the
// public pages other than the home page (icons, list hooks, an avatar: until then 16 files of under
// 1.6 KB each) go in one file too, `public-shared-[hash].js`.

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1]

/** Lazily imported public modules a visitor's page loads only on use (a menu, the toasts). */
const ON_DEMAND = [
  'src/components/layout/header-more-menu.tsx',
  'src/features/posts/components/share-networks-menu.tsx',
  'src/components/ui/toaster.tsx',
]

/** The prerendered pages' islands entries (vite.config.ts): what they load is never put in the shared public file. */
const ISLAND_ENTRIES = { home: 'src/islands/home.tsx', article: 'src/islands/article.tsx' }
type IslandEntries = typeof ISLAND_ENTRIES

type ModuleTest = (id: string) => boolean

/** Whether a module id (an absolute path) is one of `files` or lies in one of them that ends in "/" (a folder); both from the project root. */
function sourceTest(root: string, files: string[]): ModuleTest {
  // path.join keeps a folder's trailing slash.
  const absolute = files.map((file) => path.join(root, file).replaceAll('\\', '/'))
  return (id) => {
    const normal = id.replaceAll('\\', '/')
    return absolute.some((file) => (file.endsWith('/') ? normal.startsWith(file) : normal === file))
  }
}

export interface StaffChunkOptions {
  /** Lazily imported modules that open the staff area: a module reached only through them is staff-only. */
  staffDoors: ModuleTest
  /** Staff modules, lazily imported, that keep their own chunks with what only they reach. */
  ownChunks: ModuleTest
  /** Lazily imported public modules a visitor's page loads only on use (a menu, the toasts). */
  onDemand: ModuleTest
  /** Modules the groups before this one put in files of their own (React, DOMPurify): never in the shared public file. */
  otherGroups: RegExp[]
}

interface Reach {
  /** Modules a visitor's pages may load: the entry's static and dynamic imports, staff doors aside. */
  publicModules: Set<string>
  /** Modules a visitor's page loads to show itself: what `publicModules` has without the on-demand ones. */
  pageModules: Set<string>
  /** Modules reached from a staff door other than through an own-chunk module. */
  sharedStaffModules: Set<string>
  /**
   * Modules the back office shares with a visitor's pages other than the home page (which loads the
   * entry and what it imports), a page's own module aside (one that is imported lazily): the hooks,
   * icons and small parts of the articles and lists that staff screens also show.
   */
  sharedPublicModules: Set<string>
  /**
   * The article islands' own modules (like, share, the reader tools, the table of contents, the view count,
   * the author's picture, their icons): what the islands entry of an article loads beyond the home page's,
   * either entry's. One file, which the app's article and the staff preview load too.
   */
  articleIslandModules: Set<string>
}

/** Modules reached from `roots`, following the static imports and the dynamic imports `followDynamic` accepts. */
function walk(
  ctx: ChunkingContext,
  roots: Iterable<string>,
  followDynamic: (to: string) => boolean,
  skip: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    if (!info) continue
    for (const next of info.importedIds) if (!skip(next)) queue.push(next)
    for (const next of info.dynamicallyImportedIds) if (!skip(next) && followDynamic(next)) queue.push(next)
  }
  return seen
}

function reachFrom(ctx: ChunkingContext, entries: string[], options: StaffChunkOptions, islands: IslandEntries): Reach {
  const isDoor = options.staffDoors
  const isOwn = options.ownChunks
  const doors = new Set<string>()
  const publicModules = walk(ctx, entries, (to) => {
    if (isDoor(to)) doors.add(to)
    return !isDoor(to)
  })
  const isOnDemand = options.onDemand
  const pageModules = walk(ctx, entries, (to) => !isDoor(to) && !isOnDemand(to))
  // Through doors, minus what a visitor's pages load and what only an own-chunk screen reaches.
  const sharedStaffModules = walk(
    ctx,
    [...doors].filter((door) => !isOwn(door)),
    (to) => !isOwn(to),
    (id) => publicModules.has(id),
  )
  // The home page's modules, and every module an islands entry may load, on use too (a prerendered home page
  // or article loads one of them alone: the shared file imports the app's entry, which would start the app).
  const built = (ids: string[]) => ids.filter((id) => ctx.getModuleInfo(id))
  const islandModules = walk(ctx, built([islands.home, islands.article]), () => true)
  const appHomeModules = walk(ctx, entries, () => false)
  const homeModules = new Set([...appHomeModules, ...islandModules])
  const staffReach = walk(ctx, doors, () => true)
  const inOtherGroup = (id: string) => options.otherGroups.some((group) => group.test(id))
  const homeIslandModules = walk(ctx, built([islands.home]), () => false)
  const articleIslandModules = new Set(
    [...walk(ctx, built([islands.article]), () => false)].filter(
      (id) => id !== islands.article && !appHomeModules.has(id) && !homeIslandModules.has(id) && !inOtherGroup(id),
    ),
  )
  const sharedPublicModules = new Set(
    [...pageModules].filter(
      (id) =>
        staffReach.has(id) &&
        !homeModules.has(id) &&
        !inOtherGroup(id) &&
        (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0,
    ),
  )
  // A module that needs a file the home page does not load (DOMPurify, say, for the article's body)
  // stays out, so a public page that loads the shared file loads nothing more with it; repeated, since
  // leaving one out can leave out the modules that import it. (React DOM is in a file the home page
  // loads, though its entry imports it lazily.)
  const homeGroups = options.otherGroups.filter((group) => [...homeModules].some((id) => group.test(id)))
  const loadedWithIt = (id: string) =>
    homeModules.has(id) || sharedPublicModules.has(id) || homeGroups.some((group) => group.test(id))
  for (let changed = true; changed;) {
    changed = false
    for (const id of sharedPublicModules) {
      if ((ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => !loadedWithIt(next))) {
        sharedPublicModules.delete(id)
        changed = true
      }
    }
  }
  return { publicModules, pageModules, sharedStaffModules, sharedPublicModules, articleIslandModules }
}

/**
 * A `codeSplitting` group's `name`: "article-islands" for the article islands' own modules, "staff" for a
 * staff-only module outside the own-chunk screens, "on-demand" for one a visitor's page loads only on use
 * (and staff pages may load), "public-shared" for one staff screens share with the public pages other
 * than the home page, else null.
 */
function staffChunkName(
  entry: string,
  islandEntries: IslandEntries,
  options: StaffChunkOptions,
): Rolldown.CodeSplittingNameFunction {
  // Worked out once per chunking pass: within one, the context hands out the same module info objects.
  const reachByPass = new WeakMap<object, Reach>()
  return (id, ctx) => {
    // Not the browser's build (the prerender's server bundle): nothing to group. A renamed entry shows
    // in tests/e2e/admin-loading.test.ts, which looks for the staff chunk.
    const entryInfo = ctx.getModuleInfo(entry)
    if (!entryInfo) return null
    let reach = reachByPass.get(entryInfo)
    if (!reach) {
      reach = reachFrom(ctx, [entry], options, islandEntries)
      reachByPass.set(entryInfo, reach)
    }
    if (reach.articleIslandModules.has(id)) return 'article-islands'
    if (reach.sharedStaffModules.has(id)) return 'staff'
    if (reach.publicModules.has(id) && !reach.pageModules.has(id)) return 'on-demand'
    if (reach.sharedPublicModules.has(id)) return 'public-shared'
    return null
  }
}

/**
 * The `codeSplitting` group of the staff code, after the library groups (`otherGroups`): the doors, the
 * screens with files of their own and the route loaders are those src/config/admin-screens.ts names.
 */
export function staffChunkGroup(root: string, otherGroups: RegExp[]): Rolldown.CodeSplittingGroup {
  return {
    debugName: 'article-islands, staff, on-demand and public-shared',
    name: staffChunkName(
      path.join(root, 'src/main.tsx'),
      { home: path.join(root, ISLAND_ENTRIES.home), article: path.join(root, ISLAND_ENTRIES.article) },
      {
        staffDoors: sourceTest(root, staffDoors),
        ownChunks: sourceTest(root, ownChunks),
        onDemand: sourceTest(root, ON_DEMAND),
        otherGroups,
      },
    ),
    // The modules it imports that a visitor's pages also load stay where they are.
    includeDependenciesRecursively: false,
  }
}
