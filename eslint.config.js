import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Imports in src/ only point down: app → features → components → hooks, lib, config
 * (docs/architecture.md#layers). A feature never imports another feature; what two features share
 * moves down a layer, and the route composes them. One `no-restricted-imports` per folder, because a
 * later block replaces an earlier one's options instead of adding to them.
 */
function layerRules() {
  const zod = {
    name: 'zod',
    message: "Import z from '@/lib/zod': it turns off zod's eval, which the Content-Security-Policy forbids.",
  }
  const everywhere = [
    { group: ['**/local/**', '../local/*'], message: 'src/ must not import from local/.' },
    {
      // Of the Clio service the SPA takes the contract only: constants and types, no Node
      // (clio/README.md). `@/…/clio/` is the SPA's own code.
      group: ['**/clio/**', '@clio/*', '!@/**', '!@clio/contract'],
      message: "src/ may import from clio/ only its contract, as '@clio/contract'.",
    },
    { regex: '^\\.\\./', message: "Import through '@/…', not '../': the path then says which layer it reaches." },
  ]
  const up = (...layers) =>
    layers.map((layer) => ({
      regex: `^@/${layer}/`,
      message: `Imports point down (docs/architecture.md#layers): this layer must not import @/${layer}.`,
    }))
  const rule = (patterns, paths = [zod]) => ({
    'no-restricted-imports': ['error', { patterns: [...everywhere, ...patterns], paths }],
  })
  const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return [
    { files: ['src/**/*.{ts,tsx}'], rules: rule([]) },
    ...features.map((feature) => ({
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      rules: rule([
        ...up('app'),
        {
          regex: `^@/features/(?!${feature}/)`,
          message:
            'A feature must not import another feature: move what both need down to components/, hooks/, lib/ or config/, or compose them in the route (docs/architecture.md#layers).',
        },
      ]),
    })),
    { files: ['src/components/**/*.{ts,tsx}'], rules: rule(up('app', 'features')) },
    {
      files: ['src/hooks/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
      rules: rule(up('app', 'features', 'components')),
    },
    { files: ['src/lib/zod.ts'], rules: rule(up('app', 'features', 'components'), []) },
  ]
}

/** A service deployed next to the project imports neither src/ nor local/ (its local defaults are its own). */
function deployedServiceRules(folder) {
  const patterns = [
    { group: ['@/*', '**/src/**'], message: `${folder}/ must not import from src/.` },
    {
      group: ['**/local/**'],
      message: `${folder}/ is deployed without local/: read the setting from the environment, with a local default in ${folder}/config.ts.`,
    },
  ]
  return { files: [`${folder}/**/*.ts`], rules: { 'no-restricted-imports': ['error', { patterns }] } }
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.local-data', 'test-results', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerRules(),
  {
    // No function over 150 lines in the code we ship or run (tools/function-lengths.mjs also keeps
    // those over 80 to at most 20): a longer one is a state machine for a hook or a view for parts.
    files: ['{src,clio,mailer,local,build,bench,tools}/**/*.{ts,tsx,mjs}'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // The active categories are one query under one key (src/lib/active-categories.ts), so saving a
    // category refreshes every screen that lists them; only the categories feature's own api/ reads
    // and writes the table besides (its staff list, a category page, saving).
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/categories/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='from'][arguments.0.value='categories']",
          message:
            "Read the active categories through '@/lib/active-categories' (one query, one key); other reads and writes of categories belong in src/features/categories/api/.",
        },
      ],
    },
  },
  {
    // No React in these suites: their use…() are Vitest fixtures (useBrowser, useFreshDatabase,
    // useTestStack) that register hooks for the file or describe they are called in.
    files: ['tests/db/**/*.ts', 'tests/integration/**/*.ts', 'tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['local/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '**/src/**'], message: 'local/ must not import from src/.' }] },
      ],
    },
  },
  // Clio and the mailer run on a server next to the project: no SPA code, and nothing of local/.
  ...['clio', 'mailer'].map(deployedServiceRules),
  {
    // The build runs on every deploy, against a hosted project: nothing of local/ (the npm scripts start
    // the local stack for it: local/with-stack.ts), nor of the benchmarks, the tools or the tests.
    files: ['build/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/local/**'],
              message:
                'build/ runs on every deploy, without local/: the npm script starts the local stack (local/with-stack.ts).',
            },
            {
              group: ['**/bench/**', '**/tools/**', '**/tests/**'],
              message: 'build/ must not import the benchmarks, the tools or the tests.',
            },
          ],
        },
      ],
      // …nor load local/ later: the prerender once started the stack through `import('../local/…')`.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^|\\/)local\\//]',
          message:
            'build/ runs on every deploy, without local/: the npm script starts the local stack (local/with-stack.ts).',
        },
      ],
    },
  },
)
