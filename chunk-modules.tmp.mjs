import { build } from 'vite'
import { gzipSync } from 'node:zlib'
const wanted = process.argv[2] ?? 'staff-'
await build({
  logLevel: 'silent',
  build: { outDir: '/tmp/chunk-modules-dist', emptyOutDir: true },
  plugins: [{
    name: 'report', generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.fileName.includes(wanted)) continue
        const rows = Object.entries(chunk.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm:').replace(/.*\/src\//, 'src/'), m.renderedLength, m.code ? gzipSync(m.code).length : 0])
        const byPkg = new Map()
        for (const [id, len, gz] of rows) { const key = id.startsWith('nm:') ? id.split('/').slice(0, id.startsWith('nm:@') ? 2 : 1).join('/') : id.split('/').slice(0, 3).join('/'); const v = byPkg.get(key) ?? [0, 0]; byPkg.set(key, [v[0] + len, v[1] + gz]) }
        console.log(`== ${chunk.fileName} ${(gzipSync(chunk.code).length / 1024).toFixed(1)} KB gz`)
        for (const [k, [len, gz]] of [...byPkg].sort((a, b) => b[1][1] - a[1][1]).slice(0, 40)) console.log(String((gz / 1024).toFixed(1)).padStart(7), String((len / 1024).toFixed(0)).padStart(6), k)
      }
    },
  }],
})
