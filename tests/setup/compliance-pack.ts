// Global setup of the `unit` project: the compliance rules read once from a fresh database (the
// migrations are their only source), handed to the tests with inject('compliancePack').
import type { TestProject } from 'vitest/node'
import type { CompliancePackData } from '../../src/lib/compliance/pack.ts'
import { freshCompliancePackData } from '../utils/compliance-pack.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    compliancePack: CompliancePackData
  }
}

export default async function setup(project: TestProject) {
  project.provide('compliancePack', await freshCompliancePackData())
}
