// Builds the build-time renderer (Vite's SSR bundle of src/entry-server.tsx) into the folder named on
// the command line. Run by renderer.ts in a process of its own.
import path from 'node:path'
import { build } from 'vite'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = process.argv[2]
if (!outDir) throw new Error('usage: tsx build/prerender/build-renderer.ts <out-dir>')
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
  // Bundled, not imported from node_modules at start: the icon package's entry loads every icon
  // (0.8 s), the renderer needs a handful. A content-only build counts seconds.
  ssr: { noExternal: ['lucide-react'] },
})
