import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { adminModulePreloadPlugin } from './scripts/admin-module-preload.ts'
import type { EarlyScreen } from './scripts/early-data-script.ts'
import earlyReads from './src/app/routes/admin/early-requests.json' with { type: 'json' }
import { buildConstants } from './scripts/build-constants.ts'
import { eagerCommonJsWrappersPlugin } from './scripts/eager-commonjs-wrappers.ts'
import { lucideDeepImportsPlugin } from './scripts/lucide-deep-imports.ts'
import { parseHeadersFile } from './scripts/prerender/content-security-policy.ts'
import { asksForPage, isPrerendered } from './scripts/spa-shell-fallback.ts'
import { staffChunkName } from './scripts/staff-chunk.ts'

/**
 * `vite preview` as a static host is configured in production (docs/deployment.md): a prerendered page
 * for its clean URL (blog/post/x.html for /blog/post/x, Vite's own rule), and the untouched SPA shell
 * (spa.html, written by scripts/prerender.ts) for every other page instead of the prerendered home page.
 */
function spaShellFallback(): Plugin {
  return {
    name: 'spa-shell-fallback',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, _res, next) => {
        const pathname = decodeURIComponent((req.url ?? '/').split('?')[0])
        if (asksForPage(req.method ?? '', req.headers.accept ?? '', pathname) && !isPrerendered(outDir, pathname) && existsSync(path.join(outDir, 'spa.html')))
          req.url = '/spa.html'
        next()
      })
    },
  }
}

/**
 * `vite preview` sends the security headers the build wrote to `_headers` (Content-Security-Policy,
 * nosniff, X-Frame-Options, Referrer-Policy) on every answer, as Netlify or Cloudflare Pages would.
 */
function staticHostHeaders(): Plugin {
  return {
    name: 'static-host-headers',
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, '_headers')
      server.middlewares.use((_req, res, next) => {
        // Read on every request: a rebuild into the same folder (the e2e tests' /rebuild) may change it.
        if (existsSync(file)) for (const [name, value] of Object.entries(parseHeadersFile(readFileSync(file, 'utf8')))) res.setHeader(name, value)
        next()
      })
    },
  }
}

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
    spaShellFallback(),
    staticHostHeaders(),
    eagerCommonJsWrappersPlugin(),
    lucideDeepImportsPlugin(),
    // An /admin page fetches, beside the entry, what every staff route loads before its screen: the
    // session, the route loaders, the frame and the login guard (decision 028); and the dashboard, the
    // post list and the editor their screen's own files (decision 031).
    adminModulePreloadPlugin({
      pathPrefix: '/admin',
      modules: [
        'src/app/routes/admin/loaders.ts',
        'src/app/routes/admin/staff-root.tsx',
        'src/app/routes/admin/layout.tsx',
        'src/features/auth/components/require-auth.tsx',
      ],
      screens: [
        { path: /^\/admin\/?$/, modules: ['src/app/routes/admin/dashboard.tsx'] },
        { path: /^\/admin\/posts\/?$/, modules: ['src/app/routes/admin/posts.tsx'] },
        { path: /^\/admin\/posts\/[^/]+\/?$/, modules: ['src/app/routes/admin/post-editor.tsx'] },
      ],
      // src/lib/brasilia-time.ts: the back office shows dates and numbers in pt-BR and Brasília time.
      intlWarmUp: { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' },
      // The dashboard's, the post list's and the editor's first reads leave with the page (decision 033).
      earlyReads: earlyReads as unknown as EarlyScreen[],
    }),
  ],
  define: buildConstants(),
  resolve: {
    // @clio/contract is the SPA's one way into clio/: the contract it shares with the service.
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@clio/contract': fileURLToPath(new URL('./clio/contract.ts', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    sourcemap: false,
    manifest: true,
    // The staff chunk holds all of the back office but its editor, menu builder and chart (about 600 KB,
    // 170 KB gzip; decision 031): large on purpose, and never loaded by a visitor's page.
    chunkSizeWarningLimit: 700,
    // The HTML is prerendered, so the first paint needs no JavaScript: no modulepreload links in the
    // page to compete with its CSS and images for bandwidth (dynamic imports still preload theirs).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...libraryGroups,
            // Everything only staff reach, in one file an /admin page preloads (decision 031), and the
            // small modules staff share with the public pages but the home page, in one more (decision 034).
            {
              debugName: 'staff, on-demand and public-shared',
              name: staffChunkName(fileURLToPath(new URL('./src/main.tsx', import.meta.url)), {
                staffDoors: [/src[\\/]app[\\/]routes[\\/]admin[\\/]/, /src[\\/]features[\\/]auth[\\/]components[\\/]/, /src[\\/]app[\\/]routes[\\/]public[\\/](auth-callback|article-preview)\./],
                ownChunks: [/src[\\/]app[\\/]routes[\\/]admin[\\/](post-editor|menu)\.tsx$/, /src[\\/]features[\\/]dashboard[\\/]components[\\/]views-chart\.tsx$/],
                dataFirst: [/src[\\/]app[\\/]routes[\\/]admin[\\/]loaders\.ts$/],
                onDemand: [/src[\\/]components[\\/]layout[\\/]header-more-menu\.tsx$/, /src[\\/]features[\\/]posts[\\/]components[\\/]share-networks-menu\.tsx$/, /src[\\/]components[\\/]ui[\\/]toaster\.tsx$/],
                otherGroups: libraryGroups.map((group) => group.test),
              }),
              // The modules it imports that a visitor's pages also load stay where they are.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
