// How the build's scripts start one another: Node with tsx's loader, not `npx tsx`, which spends
// about two seconds finding tsx before anything runs (an incremental build counts seconds).

/** `node --import tsx <script> ...args`, to run with the project folder as working directory. */
export function tsxCommand(script: string, args: string[] = []): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', script, ...args]]
}

/**
 * The build process that stays running (`build/prerender.ts --resident`, decision 067). Its heap is
 * capped, as the render threads' are: left alone, V8 let it grow to 1.08 GB over a few builds at
 * 100,000 posts while it keeps about a tenth of that between builds.
 */
export function residentBuildCommand(outDir: string, args: string[] = []): [string, string[]] {
  const [node, nodeArgs] = tsxCommand('build/prerender.ts', ['--out-dir', outDir, '--resident', ...args])
  return [node, ['--max-old-space-size=640', ...nodeArgs]]
}

/**
 * What `build/prerender.ts --resident` prints after each build, on a line of its own: build/site-watch.ts
 * waits for one of them (the failure followed by its reason).
 */
export const RESIDENT_DONE = 'prerender: build done'
export const RESIDENT_FAILED = 'prerender: build failed:'
