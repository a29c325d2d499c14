import { z } from 'zod'

// zod compiles object schemas with `new Function` after probing whether it may; under the build's
// Content-Security-Policy (no 'unsafe-eval') the probe alone is reported as a violation. jitless
// skips both: validation stays the same, only the compiled fast path is not used.
z.config({ jitless: true })

export { z }
