// Part of `npm run lint`: at most 20 functions over 80 lines in the code we ship or run (issue 46).
// eslint.config.js refuses any over 150; this counts the long ones with the same rule and lists them,
// so the 21st long function fails the lint and says which ones to split first.
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'

const FOLDERS = ['src', 'clio', 'mailer', 'local', 'build', 'bench', 'tools']
const LONG = 80
const MOST_LONG = 20

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    { ignores: ['**/node_modules/**'] },
    {
      files: ['**/*.{ts,tsx,mjs}'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      rules: {
        'max-lines-per-function': ['error', { max: LONG, skipBlankLines: false, skipComments: false, IIFEs: true }],
      },
    },
  ],
})

const long = []
for (const result of await eslint.lintFiles(FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx,mjs}`)))
  for (const message of result.messages) {
    if (message.ruleId !== 'max-lines-per-function') {
      if (message.fatal) throw new Error(`${result.filePath}: ${message.message}`)
      continue
    }
    long.push({
      lines: Number(message.message.match(/\((\d+)\)/)[1]),
      at: `${result.filePath.slice(process.cwd().length + 1)}:${message.line}`,
    })
  }
long.sort((a, b) => b.lines - a.lines)
const list = long.map(({ lines, at }) => `  ${lines} lines  ${at}`).join('\n')
if (long.length > MOST_LONG) {
  console.error(
    `${long.length} functions are over ${LONG} lines; at most ${MOST_LONG} may be. Split the longest:\n${list}`,
  )
  process.exit(1)
}
console.log(
  `Function lengths: ${long.length} over ${LONG} lines (at most ${MOST_LONG}), none over 150.${long.length ? `\n${list}` : ''}`,
)
