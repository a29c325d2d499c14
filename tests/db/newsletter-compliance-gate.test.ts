// A post e-mailed to the subscribers passes the compliance gate, and the audit log records the sends,
// subscriber deletions and registry changes (supabase/migrations/20250101130700_newsletter_compliance_gate.sql).
import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, errorAs, insertPost, queryAs, useFreshDatabase, type Actor, type Cast } from './helpers'

const db = useFreshDatabase({ seed: false })
let cast: Cast

beforeAll(async () => {
  cast = await createCast(db())
  await db().query(
    `insert into public.newsletter_subscribers (email, status, consent_version) values ('leitora@example.com', 'confirmed', '2026-11-v1')`,
  )
})

/** A published post whose excerpt promises a cure (a blocking finding of the compliance rules). */
const postWithFindings = (title: string) =>
  insertPost(db(), { title, excerpt: 'Compre já: cura garantida.', authorId: cast.editor.id })

const send = (actor: Actor, post: string, justification: string | null = null) =>
  queryAs<{ released: boolean }>(
    db(),
    actor,
    'select (public.request_newsletter_send($1, $2)).released_at is not null as released',
    [post, justification],
  )

const sends = async (post: string) =>
  (await db().query('select 1 from public.newsletter_sends where post_id = $1', [post])).rows.length
const queued = async (post: string) =>
  (
    await db().query(
      'select 1 from public.email_outbox o join public.newsletter_sends s on s.id = o.newsletter_send_id where s.post_id = $1',
      [post],
    )
  ).rows.length
const auditOf = async (entityId: string) =>
  (
    await db().query<{ action: string; actor_name: string | null; details: Record<string, unknown> }>(
      'select action, actor_name, details from public.audit_log where entity_id = $1 order by id',
      [entityId],
    )
  ).rows

describe('the newsletter’s compliance gate', () => {
  it.each(['editor', 'admin'] as const)(
    'an %s cannot send a post with findings without a justification of 10 characters; nothing is queued',
    async (role) => {
      const post = await postWithFindings(`Sem justificativa (${role})`)
      for (const justification of [null, '   ', 'curta']) {
        expect(
          await errorAs(db(), cast[role], 'select public.request_newsletter_send($1, $2)', [post, justification]),
        ).toMatchObject({ code: '22023', hint: 'compliance_justification_required' })
      }
      expect(await sends(post)).toBe(0)
      expect(await queued(post)).toBe(0)
    },
  )

  it.each(['editor', 'admin'] as const)(
    'an %s who justifies sends it; the override is kept with the findings and the audit log has the override, the request and the send',
    async (role) => {
      const post = await postWithFindings(`Com justificativa (${role})`)
      expect(await send(cast[role], post, 'Texto citado entre aspas em uma matéria.')).toEqual([{ released: true }])
      expect(await queued(post)).toBe(1)
      const { rows } = await db().query<{
        kind: string
        justification: string
        findings: unknown[]
        decided_by: string
        decided_by_name: string
      }>(
        'select kind, justification, findings, decided_by, decided_by_name from public.post_compliance_overrides where post_id = $1',
        [post],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        kind: 'newsletter',
        justification: 'Texto citado entre aspas em uma matéria.',
        decided_by: cast[role].id,
        decided_by_name: role === 'admin' ? 'Ana Admin' : 'Edu Editor',
      })
      expect(rows[0].findings.length).toBeGreaterThan(0)
      const entries = await auditOf(post)
      expect(entries.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['compliance.newsletter_override', 'newsletter.send_requested', 'newsletter.sent']),
      )
      const override = entries.find((entry) => entry.action === 'compliance.newsletter_override')
      expect(override?.actor_name).toBe(role === 'admin' ? 'Ana Admin' : 'Edu Editor')
      expect(override?.details).toMatchObject({ justification: 'Texto citado entre aspas em uma matéria.' })
      expect(entries.find((entry) => entry.action === 'newsletter.sent')?.details).toEqual({ recipients: 1 })
    },
  )

  it('a post without findings goes without a justification, and records no override', async () => {
    const post = await insertPost(db(), { title: 'Texto sem alertas', authorId: cast.editor.id })
    expect(await send(cast.editor, post)).toEqual([{ released: true }])
    expect(
      (await db().query('select 1 from public.post_compliance_overrides where post_id = $1', [post])).rows,
    ).toEqual([])
    expect((await auditOf(post)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['newsletter.send_requested', 'newsletter.sent']),
    )
  })

  it.each(['authorA', 'anon'] as const)(
    '%s cannot send, even with a justification, nor read the findings',
    async (who) => {
      const post = await postWithFindings(`Recusado (${who})`)
      const actor = who === 'anon' ? 'anon' : cast[who]
      expect(
        await errorAs(db(), actor, 'select public.request_newsletter_send($1, $2)', [post, 'Uma justificativa longa.']),
      ).toMatchObject({ code: '42501' })
      expect(await errorAs(db(), actor, 'select public.newsletter_send_findings($1)', [post])).toMatchObject({
        code: '42501',
      })
      expect(await sends(post)).toBe(0)
    },
  )

  it('the dialog reads the same findings the send checks, for editors and admins', async () => {
    const post = await postWithFindings('Achados para o diálogo')
    for (const role of ['editor', 'admin'] as const) {
      const [{ findings }] = await queryAs<{ findings: { category: string }[] }>(
        db(),
        cast[role],
        'select public.newsletter_send_findings($1) as findings',
        [post],
      )
      expect(findings.length).toBeGreaterThan(0)
    }
    expect(await errorAs(db(), cast.editor, 'select public.newsletter_send_findings(gen_random_uuid())')).toMatchObject(
      { code: 'P0002' },
    )
    const clean = await insertPost(db(), { title: 'Sem achados', authorId: cast.editor.id })
    expect(await queryAs(db(), cast.editor, 'select public.newsletter_send_findings($1) as findings', [clean])).toEqual(
      [{ findings: [] }],
    )
  })

  it('checks the text as it is now: a finding added after the post was published still needs a justification', async () => {
    const post = await insertPost(db(), { title: 'Editado depois', authorId: cast.editor.id })
    // Written by the database owner, past the publishing gate (a server-side tool, an old import).
    await db().query(`update public.posts set excerpt = 'Cura garantida, compre já.' where id = $1`, [post])
    expect(await errorAs(db(), cast.admin, 'select public.request_newsletter_send($1)', [post])).toMatchObject({
      code: '22023',
      hint: 'compliance_justification_required',
    })
  })
})

describe('the audit log of subscribers and registries', () => {
  it('a deleted subscriber leaves an entry with the address’s hash, never the address, by whoever deleted it', async () => {
    const {
      rows: [{ id }],
    } = await db().query<{ id: string }>(
      `insert into public.newsletter_subscribers (email, status, consent_version) values ('apagar@example.com', 'confirmed', '2026-11-v1') returning id`,
    )
    await queryAs(db(), cast.admin, 'delete from public.newsletter_subscribers where id = $1', [id])
    const entries = await auditOf(id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'newsletter.subscriber_deleted', actor_name: 'Ana Admin' })
    expect(entries[0].details.email_hash).toMatch(/\S/)
    const { rows } = await db().query('select 1 from public.audit_log where row_to_json(audit_log)::text ilike $1', [
      '%apagar@example.com%',
    ])
    expect(rows).toEqual([])
  })

  it('a registry changed by its owner or an admin is recorded with before and after; other profile edits are not', async () => {
    await queryAs(
      db(),
      cast.authorA,
      `update public.profiles set registry_council = 'CRM', registry_uf = 'SP', registry_number = '123456' where id = $1`,
      [cast.authorA.id],
    )
    await queryAs(db(), cast.admin, `update public.profiles set registry_number = '654321' where id = $1`, [
      cast.authorA.id,
    ])
    await queryAs(db(), cast.authorA, `update public.profiles set bio = 'Outra bio.' where id = $1`, [cast.authorA.id])
    const entries = (await auditOf(cast.authorA.id)).filter((entry) => entry.action === 'user.registry_changed')
    expect(entries.map((entry) => entry.actor_name)).toEqual(['Alice Autora', 'Ana Admin'])
    expect(entries[1].details).toMatchObject({
      before: { council: 'CRM', uf: 'SP', number: '123456' },
      after: { council: 'CRM', uf: 'SP', number: '654321' },
    })
  })
})
