import { paths } from './paths.ts'

// The back office as the machinery that loads it fast sees it (docs/admin-loading.md), named once: the
// SPA shell's inline script (build/vite/admin-module-preload.ts), the reads it sends early
// (src/app/routes/admin/early-requests.json, captured by tests/unit/app/early-requests.test.ts), the
// grouping of the staff code into files (build/vite/staff-chunk.ts) and the browser tests read these lists.
// Addresses come from paths.ts; files are source paths from the project root.

/** Where the staff area's code starts: a module reached only through these is staff-only code. A path ending in "/" is a folder. */
export const staffDoors = [
  'src/app/routes/admin/',
  'src/features/auth/components/',
  'src/app/routes/public/auth-callback.tsx',
  'src/app/routes/public/article-preview.tsx',
]

/** What every staff route loads before its screen (the loaders, the session, the frame, the login guard). */
export const staffFrame = [
  'src/app/routes/admin/loaders.ts',
  'src/app/routes/admin/staff-root.tsx',
  'src/app/routes/admin/layout.tsx',
  'src/features/auth/components/require-auth.tsx',
]

export interface AdminScreen {
  /** Its loader in src/app/routes/admin/loaders.ts (`staffData`), and its entry in early-requests.json. */
  name: 'dashboard' | 'posts' | 'newPost' | 'editPost' | 'calendar'
  /** The route's path as the router has it; a `:id` segment stands for the post. */
  path: string
  /** The route's module. */
  module: string
  /** Its first reads depend on the query string (the post list's filters). */
  readsSearch: boolean
}

/** The post editor's module: two screens, and a file of its own. */
const editor = 'src/app/routes/admin/post-editor.tsx'
/** The editorial calendar's module: a file of its own, with the calendar library (docs/decisions/044-editorial-calendar.md). */
const calendar = 'src/app/routes/admin/calendar.tsx'

/**
 * The screens staff open most: the shell preloads each one's code and sends its first reads before any
 * script has arrived. The first screen whose path matches an address is its screen.
 */
export const adminScreens: AdminScreen[] = [
  {
    name: 'dashboard',
    path: paths.admin.dashboard.path,
    module: 'src/app/routes/admin/dashboard.tsx',
    readsSearch: false,
  },
  { name: 'posts', path: paths.admin.posts.path, module: 'src/app/routes/admin/posts.tsx', readsSearch: true },
  // Before the editor's `:id`, which "new" matches too.
  { name: 'newPost', path: paths.admin.newPost.path, module: editor, readsSearch: false },
  { name: 'editPost', path: paths.admin.editPost.path, module: editor, readsSearch: false },
  { name: 'calendar', path: paths.admin.calendar.path, module: calendar, readsSearch: false },
]

/** Staff modules, large and used alone, that keep files of their own, loaded only where they are used. */
export const ownChunks = [editor, 'src/app/routes/admin/menu.tsx', 'src/components/charts/views-chart.tsx', calendar]
