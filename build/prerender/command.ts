// How the build's scripts start one another: Node with tsx's loader, not `npx tsx`, which spends
// about two seconds finding tsx before anything runs (an incremental build counts seconds).

/** `node --import tsx <script> ...args`, to run with the project folder as working directory. */
export function tsxCommand(script: string, args: string[] = []): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', script, ...args]]
}

/**
 * What `build/prerender.ts --resident` prints after each build, on a line of its own: build/site-watch.ts
 * waits for one of them (the failure followed by its reason).
 */
export const RESIDENT_DONE = 'prerender: build done'
export const RESIDENT_FAILED = 'prerender: build failed:'
