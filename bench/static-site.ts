// What the browser benchmarks (bench:lighthouse, bench:admin) share: building the site as `npm run
// build` does, and serving it as a static host would.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { tsxCommand } from '../build/prerender/command.ts'

const root = path.resolve(import.meta.dirname, '..')

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/** The client bundle, then the prerendered pages, into `outDir`, reading the database `env` names. */
export async function buildSite(outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], env)
  await run(...tsxCommand('build/prerender.ts', ['--out-dir', outDir]), env)
}

/**
 * `vite preview` in a process of its own, standing in for the static host; `niceness` lowers its CPU
 * priority (Lighthouse: the host's gzipping is not the phone's work). Kill its process group to stop it.
 */
export async function startStaticHost(outDir: string, port: number, niceness = 0): Promise<ChildProcess> {
  const args = [
    'vite',
    'preview',
    '--outDir',
    outDir,
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
    '--logLevel',
    'warn',
  ]
  const child = spawn('nice', ['-n', String(niceness), 'npx', ...args], { cwd: root, stdio: 'inherit', detached: true })
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`)
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('vite preview did not answer within 20 s')
}
