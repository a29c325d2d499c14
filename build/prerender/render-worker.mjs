// A render thread's entry (render-pool.ts): worker threads do not inherit tsx's loader, so it is
// registered here before the TypeScript module that renders.
import { register } from 'tsx/esm/api'

register()
await import('./render-pool.ts')
