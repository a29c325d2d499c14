// The test projects Stryker runs for each mutant (stryker.config.mjs): unit and integration cover the
// TypeScript it mutates; the db suite tests SQL, and the browser suite is far too slow per mutant.
import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

type Project = { test?: { name?: string } }
const projects = (base.test?.projects ?? []) as Project[]

export default defineConfig({
  ...base,
  test: { ...base.test, projects: projects.filter((project) => ['unit', 'integration'].includes(project.test?.name ?? '')) as never },
})
