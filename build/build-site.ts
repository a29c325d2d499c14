// `npm run build:site`: what the static host runs on every deploy. When the code and the build settings
// are those of the `dist/` the host kept from its last build, only the pages the database's changes
// touched are rendered again (`prerender.ts --incremental`, seconds); otherwise the whole site is built
// (`npm run build`). docs/deployment.md says how hosts keep `dist/` and `.dist-build/` between builds.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defaultStateDir } from './prerender.ts'
import { tsxCommand } from './prerender/command.ts'

const root = path.resolve(import.meta.dirname, '..')
/** What the client bundle and the renderer are made from. */
const CODE_INPUTS = [
  'src',
  'public',
  'clio/contract.ts',
  'build',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
]
const CODE_FILE = 'code.json'

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [entry]
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)))
    .sort()
}

/** A hash of every code input and of the VITE_* settings (they are baked into the bundle). */
export function codeFingerprint(env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256')
  for (const file of CODE_INPUTS.flatMap(filesUnder)) hash.update(file).update(readFileSync(path.join(root, file)))
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'CSP_IMAGE_HOSTS')
    .sort(([a], [b]) => a.localeCompare(b))
  return hash.update(JSON.stringify(settings)).digest('hex')
}

function run(command: string, args: string[]) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const outDir = path.join(root, 'dist')
  const stateDir = defaultStateDir(outDir)
  const codeFile = path.join(stateDir, CODE_FILE)
  const fingerprint = codeFingerprint()
  const keptCode = existsSync(codeFile)
    ? (JSON.parse(readFileSync(codeFile, 'utf8')) as { fingerprint: string }).fingerprint
    : null
  if (keptCode === fingerprint && existsSync(path.join(outDir, 'index.html'))) {
    console.log('build:site: same code and settings as the kept dist/: rendering only what the content changes touched')
    run(...tsxCommand('build/prerender.ts', ['--out-dir', outDir, '--incremental']))
  } else {
    console.log(
      `build:site: ${keptCode ? 'the code or the build settings changed' : 'no kept build'}: building the whole site`,
    )
    run('npm', ['run', 'build'])
    mkdirSync(stateDir, { recursive: true })
    writeFileSync(codeFile, JSON.stringify({ fingerprint }))
  }
}
