/** Browser-test files run two at a time, each worker on its own environment (tests/e2e/environment.ts, decision 030). */
export const E2E_WORKERS = 2
