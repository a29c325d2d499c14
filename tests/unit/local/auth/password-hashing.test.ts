/** @vitest-environment node */
// bcrypt runs in worker threads (local/supabase/auth/password-hashing.ts): the same hashes and answers
// as bcryptjs, and the gateway's event loop keeps turning while a sign-in's compare runs.
import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { bcryptCompare, bcryptHash } from '../../../../local/supabase/auth/password-hashing.ts'

/** Event-loop turns (setImmediate after setImmediate) until `work` settles. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let settled = false
  void work.finally(() => (settled = true))
  let turns = 0
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve))
    turns++
  }
  return turns
}

describe('password hashing off the event loop', () => {
  it('hashes and compares as bcryptjs does', async () => {
    const hash = await bcryptHash('segredo123', 4)
    expect(bcrypt.getRounds(hash)).toBe(4)
    expect(await bcrypt.compare('segredo123', hash)).toBe(true)
    expect(await bcryptCompare('segredo123', hash)).toBe(true)
    expect(await bcryptCompare('outra-senha', hash)).toBe(false)
    expect(await bcryptCompare('segredo123', 'not a bcrypt hash')).toBe(false)
  })

  it('leaves the event loop free while a costly hash runs', async () => {
    // bcryptjs on this thread yields once per 100 ms slice: a cost-12 hash (hundreds of ms) would
    // allow a handful of turns. In a worker, the loop turns freely meanwhile.
    const turns = await turnsDuring(bcryptHash('segredo123', 12))
    expect(turns).toBeGreaterThan(200)
  })
})
