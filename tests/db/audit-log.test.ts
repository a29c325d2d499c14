// The audit log: written by triggers for every editorial and administrative change (also changes made
// outside the app), read by admins only, changed or deleted by nobody.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKED_CLEAN,
  createCast,
  createUser,
  errorCodeAs,
  insertPost,
  invitationSecretSentTo,
  queryAs,
  useFreshDatabase,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

interface Entry {
  action: string
  actor_id: string | null
  actor_name: string | null
  status_before: string | null
  status_after: string | null
  details: Record<string, unknown>
}

const entriesOf = (entityId: string) =>
  db()
    .query<Entry>(
      `select action, actor_id, actor_name, status_before, status_after, details
         from public.audit_log where entity_id = $1 order by id`,
      [entityId],
    )
    .then((r) => r.rows)

const actionsOf = async (entityId: string) => (await entriesOf(entityId)).map((e) => e.action)

describe('who reads and writes the audit log', () => {
  it('admins read it; editors and authors read nothing; visitors are refused', async () => {
    const [{ n }] = await queryAs<{ n: number }>(db(), cast.admin, 'select count(*)::int as n from public.audit_log')
    expect(n).toBeGreaterThan(0)
    for (const actor of [cast.editor, cast.authorA]) {
      expect(await queryAs(db(), actor, 'select id from public.audit_log')).toEqual([])
    }
    expect(await errorCodeAs(db(), 'anon', 'select id from public.audit_log')).toBe('42501')
  })

  it('no API role inserts, changes or deletes an entry — not an admin, not the service role', async () => {
    for (const actor of ['anon', 'service_role', cast.authorA, cast.editor, cast.admin] as const) {
      expect(
        await errorCodeAs(
          db(),
          actor,
          `insert into public.audit_log (action, entity_type) values ('post.deleted', 'post')`,
        ),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, `update public.audit_log set actor_name = 'outra pessoa'`)).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.audit_log')).toBe('42501')
    }
  })

  it('is append-only even for the database owner', async () => {
    await expect(db().query(`update public.audit_log set actor_name = 'x'`)).rejects.toMatchObject({ code: '42501' })
    await expect(db().query('delete from public.audit_log')).rejects.toMatchObject({ code: '42501' })
  })
})

describe('posts', () => {
  it('records who created, sent for review, published, featured, unpublished, scheduled and deleted a post', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.posts (title, slug, author_id) values ('Auditado', 'auditado', $1) returning id`,
      [cast.authorA.id],
    )
    await queryAs(db(), cast.authorA, `update public.posts set status = 'review' where id = $1`, [id])
    await queryAs(db(), cast.editor, `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`, [
      id,
    ])
    await queryAs(db(), cast.editor, `update public.posts set featured = true where id = $1`, [id])
    await queryAs(db(), cast.admin, `update public.posts set status = 'draft', featured = false where id = $1`, [id])
    await queryAs(
      db(),
      cast.admin,
      `update public.posts set status = 'scheduled', published_at = '2030-01-02T12:00:00Z', ${CHECKED_CLEAN} where id = $1`,
      [id],
    )
    await queryAs(db(), cast.admin, 'delete from public.posts where id = $1', [id])

    const entries = await entriesOf(id)
    expect(entries.map((e) => [e.action, e.actor_name, e.status_before, e.status_after])).toEqual([
      ['post.created', 'Alice Autora', null, 'draft'],
      ['post.submitted', 'Alice Autora', 'draft', 'review'],
      ['post.published', 'Edu Editor', 'review', 'published'],
      ['post.featured', 'Edu Editor', 'published', 'published'],
      ['post.unpublished', 'Ana Admin', 'published', 'draft'],
      ['post.unfeatured', 'Ana Admin', 'draft', 'draft'],
      ['post.scheduled', 'Ana Admin', 'draft', 'scheduled'],
      ['post.deleted', 'Ana Admin', 'scheduled', null],
    ])
    expect(entries[2].actor_id).toBe(cast.editor.id)
    expect(entries[6].details).toEqual({ published_at: '2030-01-02T12:00:00+00:00' })
  })

  it('records changes made outside the app too, with no person', async () => {
    const id = await insertPost(db(), { status: 'draft' })
    await db().query(`update public.posts set status = 'published' where id = $1`, [id])
    expect((await entriesOf(id)).map((e) => [e.action, e.actor_id])).toEqual([
      ['post.created', null],
      ['post.published', null],
    ])
  })

  it('records the status of a post created straight into review, scheduled or published (and highlighted)', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.posts (title, slug, author_id, status) values ('Direto na revisão', 'direto-revisao', $1, 'review') returning id`,
      [cast.authorA.id],
    )
    expect((await entriesOf(id)).map((e) => [e.action, e.status_after])).toEqual([
      ['post.created', 'review'],
      ['post.submitted', 'review'],
    ])
    const [row] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.posts (title, slug, author_id, status, featured, compliance_findings, compliance_text_hash)
       values ('Direto no ar', 'direto-no-ar', $1, 'published', true, '[]', public.post_text_hash('Direto no ar', null, ''))
       returning id`,
      [cast.editor.id],
    )
    expect((await entriesOf(row.id)).map((e) => [e.action, e.actor_name])).toEqual([
      ['post.created', 'Edu Editor'],
      ['post.published', 'Edu Editor'],
      ['post.featured', 'Edu Editor'],
    ])
  })

  it('does not log a save that changes only the text', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(db(), cast.authorA, `update public.posts set content = '<p>novo</p>' where id = $1`, [id])
    expect(await actionsOf(id)).toEqual(['post.created'])
  })

  it('records a compliance override with the findings and the justification', async () => {
    const id = await insertPost(db(), {
      status: 'review',
      authorId: cast.authorA.id,
      content: '<p>Compre já o óleo.</p>',
    })
    await queryAs(
      db(),
      cast.editor,
      `update public.posts set status = 'published', compliance_findings = '[]',
              compliance_justification = 'Trecho citado de uma decisão judicial.' where id = $1`,
      [id],
    )
    const override = (await entriesOf(id)).find((e) => e.action === 'compliance.override')
    expect(override).toMatchObject({
      actor_id: cast.editor.id,
      status_after: 'published',
      details: {
        justification: 'Trecho citado de uma decisão judicial.',
        // The database's findings, not what the client sent.
        findings: [{ field: 'content', ruleId: 'compra-chamada', label: 'Chamada para compra', match: 'Compre já' }],
      },
    })
  })
})

describe('categories, menu, people, invitations and settings', () => {
  it('records category created, changed (which fields, active or not) and deleted', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.categories (name, slug) values ('Auditoria', 'auditoria-cat') returning id`,
    )
    await queryAs(
      db(),
      cast.editor,
      `update public.categories set is_active = false, description = 'x' where id = $1`,
      [id],
    )
    await queryAs(db(), cast.admin, 'delete from public.categories where id = $1', [id])
    const entries = await entriesOf(id)
    expect(entries.map((e) => [e.action, e.status_before, e.status_after])).toEqual([
      ['category.created', null, 'active'],
      ['category.updated', 'active', 'inactive'],
      ['category.deleted', 'inactive', null],
    ])
    expect(entries[1].details).toMatchObject({ changed: ['description', 'is_active'] })
  })

  it('records menu items created, changed and deleted, and a reorder once per statement', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.menu_items (label, href) values ('Auditoria', '/auditoria') returning id`,
    )
    await queryAs(db(), cast.editor, `update public.menu_items set label = 'Auditoria 2' where id = $1`, [id])
    const before = await db().query('select count(*)::int as n from public.audit_log where action = $1', [
      'menu.reordered',
    ])
    await queryAs(db(), cast.editor, 'select public.reorder_menu_items($1::uuid[])', [[id]])
    await queryAs(db(), cast.editor, 'delete from public.menu_items where id = $1', [id])
    const after = await db().query('select count(*)::int as n from public.audit_log where action = $1', [
      'menu.reordered',
    ])
    expect(await actionsOf(id)).toEqual(['menu.item_created', 'menu.item_updated', 'menu.item_deleted'])
    // One entry for the reorder; closing the gap after the delete is part of the delete.
    expect((after.rows[0] as { n: number }).n - (before.rows[0] as { n: number }).n).toBe(1)
  })

  it('records a role change, the profile created by a sign-up and a user deleted, with who did it', async () => {
    const person = await createUser(db(), { email: 'auditada@example.com', fullName: 'Paula Pessoa' })
    await queryAs(db(), cast.admin, `update public.profiles set role = 'editor' where id = $1`, [person.id])
    await queryAs(db(), cast.admin, 'select public.delete_user_admin($1)', [person.id])
    const entries = await entriesOf(person.id)
    expect(entries.map((e) => [e.action, e.actor_name, e.status_before, e.status_after])).toEqual([
      ['user.created', null, null, 'author'],
      ['user.role_changed', 'Ana Admin', 'author', 'editor'],
      ['user.deleted', 'Ana Admin', 'editor', null],
    ])
  })

  it('records invitations sent, sent again, revoked and accepted', async () => {
    const [sent] = await queryAs<{ id: string }>(
      db(),
      cast.admin,
      `select id from public.invite_staff('auditoria@example.com', 'editor')`,
    )
    await queryAs(db(), cast.admin, 'select public.resend_staff_invitation($1)', [sent.id])
    await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [sent.id])
    const [again] = await queryAs<{ id: string }>(
      db(),
      cast.admin,
      `select id from public.invite_staff('auditoria@example.com', 'author')`,
    )
    const secret = await invitationSecretSentTo(db(), 'auditoria@example.com')
    await createUser(db(), { email: 'auditoria@example.com', invite: false, metadata: { invitation_secret: secret } })
    expect((await entriesOf(sent.id)).map((e) => [e.action, e.status_before, e.status_after, e.details.role])).toEqual([
      ['invitation.created', null, 'pending', 'editor'],
      ['invitation.resent', 'pending', 'pending', 'editor'],
      ['invitation.revoked', 'pending', 'revoked', 'editor'],
    ])
    expect(await actionsOf(again.id)).toEqual(['invitation.created', 'invitation.accepted'])
  })

  it('records the setting "Autores publicam sem revisão" turned on and off, by whom', async () => {
    await queryAs(db(), cast.admin, 'update public.site_settings set authors_publish_without_review = true')
    await queryAs(db(), cast.admin, 'update public.site_settings set authors_publish_without_review = false')
    expect(
      (await entriesOf('authors_publish_without_review')).map((e) => [
        e.action,
        e.actor_name,
        e.status_before,
        e.status_after,
      ]),
    ).toEqual([
      ['settings.updated', 'Ana Admin', 'off', 'on'],
      ['settings.updated', 'Ana Admin', 'on', 'off'],
    ])
  })
})
