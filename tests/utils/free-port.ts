// The local stack's helper, shared with the tests and benchmarks that start servers of their own.
export { freePort } from '../../local/free-port.ts'
