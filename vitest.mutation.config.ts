// The test projects Stryker runs for each mutant (stryker.config.mjs): unit and integration cover the
// TypeScript it mutates; the db suite tests SQL, and the browser suite is far too slow per mutant.
//
// Environment knobs for a narrower run (docs/mutation-testing.md):
// - MUTATION_PROJECTS: comma-separated projects to run (default `unit,integration`);
// - MUTATION_INCLUDE_TESTS: comma-separated globs that replace each project's test files;
// - MUTATION_EXCLUDE_TESTS: comma-separated globs to leave out, e.g. a test that fails on its own
//   while someone else is changing it (Stryker refuses to start when a test fails unmutated).
import { configDefaults, defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

type Project = { test?: { name?: string; include?: string[]; exclude?: string[] } }
const projects = (base.test?.projects ?? []) as Project[]

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
const names = list(process.env.MUTATION_PROJECTS)
const wanted = names.length > 0 ? names : ['unit', 'integration']
const included = list(process.env.MUTATION_INCLUDE_TESTS)
const excluded = list(process.env.MUTATION_EXCLUDE_TESTS)

function narrow(project: Project): Project {
  const test = { ...project.test }
  if (included.length > 0) test.include = included
  if (excluded.length > 0) test.exclude = [...(test.exclude ?? configDefaults.exclude), ...excluded]
  return { ...project, test }
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: projects.filter((project) => wanted.includes(project.test?.name ?? '')).map(narrow) as never,
  },
})
