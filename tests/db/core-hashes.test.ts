// The hashes and signatures of the newsletter, on core Postgres's sha256() rather than pgcrypto
// (supabase/migrations/20250101123500_newsletter_consent.sql says why).
import { createHash, createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { listMigrationFiles } from '../../local/db/database'
import { createCast, errorCodeAs, useFreshDatabase } from './helpers'

const db = useFreshDatabase({ seed: false })

const hmacHex = async (message: Buffer, key: Buffer) =>
  (await db().query<{ mac: string }>(`select encode(public.hmac_sha256($1, $2), 'hex') as mac`, [message, key])).rows[0]
    .mac

describe('hashes on core sha256', () => {
  it('hmac_sha256 gives the RFC 4231 test vectors: a short key, a text key and a key longer than a block', async () => {
    expect(await hmacHex(Buffer.from('Hi There'), Buffer.alloc(20, 0x0b))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    )
    expect(await hmacHex(Buffer.from('what do ya want for nothing?'), Buffer.from('Jefe'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
    expect(
      await hmacHex(Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First'), Buffer.alloc(131, 0xaa)),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54')
  })

  it('hmac_sha256 agrees with Node for an empty key, a key of exactly one block and the 32-byte signing key', async () => {
    for (const size of [0, 64, 32]) {
      const key = Buffer.alloc(size, size + 1)
      const message = Buffer.from(`0e1d1a00-0000-4000-8000-00000000000${size % 10}`)
      expect(await hmacHex(message, key)).toBe(createHmac('sha256', key).update(message).digest('hex'))
    }
  })

  it('the unsubscribe token is the subscriber id and its HMAC-SHA256 under the project signing key, base64url', async () => {
    const id = '0e1d1a00-0000-4000-8000-0000000000aa'
    const { rows } = await db().query<{ token: string; key: Uint8Array }>(
      `select public.newsletter_unsubscribe_token($1) as token, k.key from public.newsletter_signing_key k`,
      [id],
    )
    expect(rows[0].token).toBe(`${id}.${createHmac('sha256', Buffer.from(rows[0].key)).update(id).digest('base64url')}`)
  })

  it('sha256_hex and the e-mail hash are the SHA-256 of the UTF-8 text (the address trimmed and lower-cased)', async () => {
    const { rows } = await db().query<{ text: string; email: string }>(
      `select public.sha256_hex('ação') as text, public.newsletter_email_hash('  Maria@Example.com ') as email`,
    )
    expect(rows[0]).toEqual({
      text: createHash('sha256').update('ação', 'utf8').digest('hex'),
      email: createHash('sha256').update('maria@example.com').digest('hex'),
    })
  })

  it('visitors and every staff role are refused the helpers (42501): only the database’s own functions use them', async () => {
    const cast = await createCast(db())
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as const) {
      expect(await errorCodeAs(db(), actor, `select public.sha256_hex('x')`)).toBe('42501')
      expect(await errorCodeAs(db(), actor, `select public.hmac_sha256('x'::bytea, 'k'::bytea)`)).toBe('42501')
    }
  })

  it('no migration hashes or signs with pgcrypto (digest, hmac): they call the core-sha256 helpers', async () => {
    const offenders: string[] = []
    for (const file of await listMigrationFiles()) {
      const sql = (await readFile(file.absolutePath, 'utf8')).replace(/--.*$/gm, '')
      if (/\b(extensions\.)?(digest|hmac)\s*\(/i.test(sql)) offenders.push(file.name)
    }
    expect(offenders).toEqual([])
  })
})
