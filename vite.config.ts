import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { adminModulePreloadPlugin } from './build/vite/admin-module-preload.ts'
import { buildConstants } from './build/vite/build-constants.ts'
import { eagerCommonJsWrappersPlugin } from './build/vite/eager-commonjs-wrappers.ts'
import { lucideDeepImportsPlugin } from './build/vite/lucide-deep-imports.ts'
import { previewAsStaticHost } from './build/vite/spa-shell-fallback.ts'
import { staffChunkGroup } from './build/vite/staff-chunk.ts'

// How an /admin page loads, mechanism by mechanism, with what each earns: docs/admin-loading.md.

/** The libraries src/main.tsx evaluates one step at a time, each in one file rather than dozens; and DOMPurify. */
const libraryGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
  // DOMPurify and our sanitiser in one file of a stable name: the browser tests recognise the
  // policy reports DOMPurify causes by it (tests/e2e/fixtures.ts).
  { name: 'sanitize-html', test: /node_modules[\\/]dompurify[\\/]|src[\\/]lib[\\/]sanitize-html/ },
]

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // `vite preview` answers as the production static host does: spa.html, _headers.
    previewAsStaticHost(),
    // React DOM compiled while it downloads (decision 013).
    eagerCommonJsWrappersPlugin(),
    // Icons imported from their own modules, so the staff chunking sees who uses which.
    lucideDeepImportsPlugin(),
    // The /admin shell's inline script: the screen's first reads and its files' preloads.
    adminModulePreloadPlugin(),
  ],
  define: buildConstants(),
  resolve: {
    // @clio/contract is the SPA's one way into clio/: the contract it shares with the service.
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@clio/contract': fileURLToPath(new URL('./clio/contract.ts', import.meta.url)),
    },
  },
  // APP_PORT moves the dev server (`npm run dev` checks it and passes it on: local/dev.ts). Strict, so the app
  // never lands on another port than the one the e-mailed links point to.
  server: { host: '127.0.0.1', port: Number(process.env.APP_PORT?.trim() || 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    sourcemap: false,
    manifest: true,
    // The staff chunk holds all of the back office but its editor, menu builder and chart (about 600 KB,
    // 170 KB gzip): large on purpose, and never loaded by a visitor's page.
    chunkSizeWarningLimit: 700,
    // The HTML is prerendered, so the first paint needs no JavaScript: no modulepreload links in the
    // page to compete with its CSS and images for bandwidth (dynamic imports still preload theirs).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    rolldownOptions: {
      // The app (index.html: src/main.tsx), and the islands of the prerendered home page and articles
      // (docs/decisions/065-islands-on-prerendered-pages.md).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'islands-home': fileURLToPath(new URL('./src/islands/home.tsx', import.meta.url)),
        'islands-article': fileURLToPath(new URL('./src/islands/article.tsx', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            ...libraryGroups,
            staffChunkGroup(
              fileURLToPath(new URL('.', import.meta.url)),
              libraryGroups.map((group) => group.test),
            ),
          ],
        },
      },
    },
  },
})
