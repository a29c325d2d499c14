// Notifications: who reads them (public.notifications), mark_notifications_read, the preferences
// (public.notification_preferences), the periodic producers and the grouped e-mails of run_newsroom_jobs,
// and report_page_build_failure. Times are explicit (run_newsroom_jobs takes the time it runs at), so no
// test waits. supabase/migrations/20250101124300_newsroom.sql.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  createCast,
  createUser,
  createUserWithRegistry,
  EDITORIAL_TEAM_ID,
  errorAs,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let stranger: TestUser
let doctor: TestUser
let postId: string
beforeAll(async () => {
  cast = await createCast(db())
  stranger = await accountWithoutProfile(db())
  doctor = await createUserWithRegistry(db(), {
    email: 'dra.helena@example.com',
    fullName: 'Helena Prado',
    number: '123456',
    verifiedBy: cast.admin,
  })
  postId = await insertPost(db(), { status: 'review', authorId: cast.authorA.id, title: 'Canabidiol <b>e</b> sono' })
})

/** Inserts a notification as the database owner (what the producers do) and returns its id. */
async function notify(recipient: TestUser | string, kind: string, createdAt: string, actor: TestUser | null = null) {
  const { rows } = await db().query<{ id: string }>(
    `insert into public.notifications (recipient_id, kind, post_id, actor_id, created_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [typeof recipient === 'string' ? recipient : recipient.id, kind, postId, actor?.id ?? null, createdAt],
  )
  return rows[0].id
}

/** run_newsroom_jobs() at a given time, as the mailer's poll calls it. */
async function runJobsAt(at: string) {
  const [{ result }] = await queryAs<{ result: { notifications: number; emails: number } }>(
    db(),
    'service_role',
    'select public.run_newsroom_jobs($1::timestamptz) as result',
    [at],
  )
  return result
}

async function emailsTo(person: TestUser) {
  const { rows } = await db().query<{
    template: string
    payload: { digest: boolean; recipient_name: string; total: number; items: Record<string, unknown>[] }
  }>('select template, payload from public.email_outbox where recipient = $1 order by created_at', [person.email])
  return rows
}

const newStaff = (name: string) => createUser(db(), { fullName: name })

describe('reading notifications', () => {
  it('each person reads their own only; an account without a profile none; visitors are refused', async () => {
    const mine = await notify(cast.authorB, 'assignment', '2030-01-01T12:00:00Z', cast.editor)
    await notify(cast.authorA, 'assignment', '2030-01-01T12:00:00Z', cast.editor)
    const read = 'select id from public.notifications where post_id = $1'
    expect(await queryAs(db(), cast.authorB, read, [postId])).toEqual([{ id: mine }])
    expect(await queryAs(db(), cast.admin, `${read} and recipient_id = $2`, [postId, cast.authorB.id])).toEqual([])
    expect(await queryAs(db(), stranger, read, [postId])).toEqual([])
    expect(await errorCodeAs(db(), 'anon', read, [postId])).toBe('42501')
  })

  it.each(['authorA', 'editor', 'admin', 'service_role'] as const)(
    '%s cannot write, change or delete notifications directly',
    async (who) => {
      const actor = who === 'service_role' ? who : cast[who]
      const id = await notify(cast[who === 'service_role' ? 'editor' : who], 'assignment', '2030-01-01T12:00:00Z')
      for (const [sql, params] of [
        [`insert into public.notifications (recipient_id, kind) values ($1, 'assignment')`, [cast.authorA.id]],
        ['update public.notifications set read_at = now(), emailed_at = now() where id = $1', [id]],
        ['delete from public.notifications where id = $1', [id]],
      ] as const) {
        expect(await errorCodeAs(db(), actor, sql, [...params])).toBe('42501')
      }
    },
  )
})

describe('mark_notifications_read', () => {
  it('marks the ones listed, or all, of the caller only, and says how many', async () => {
    const [me, other] = [await newStaff('Leitora Um'), await newStaff('Leitor Dois')]
    const first = await notify(me, 'note_mention', '2030-01-01T12:00:00Z')
    await notify(me, 'assignment', '2030-01-01T12:01:00Z')
    await notify(me, 'post_submitted', '2030-01-01T12:02:00Z')
    const theirs = await notify(other, 'note_mention', '2030-01-01T12:00:00Z')
    const mark = 'select public.mark_notifications_read($1) as n'
    expect(await queryAs(db(), me, mark, [[first, theirs]])).toEqual([{ n: 1 }])
    expect(await queryAs(db(), me, 'select public.mark_notifications_read() as n')).toEqual([{ n: 2 }])
    expect(await queryAs(db(), me, mark, [null])).toEqual([{ n: 0 }])
    const { rows } = await db().query('select read_at is null as unread from public.notifications where id = $1', [
      theirs,
    ])
    expect(rows).toEqual([{ unread: true }])
    expect(await errorCodeAs(db(), 'anon', 'select public.mark_notifications_read()')).toBe('42501')
  })
})

describe('notification preferences', () => {
  const UPSERT = `insert into public.notification_preferences (profile_id, kind, delivery) values ($1, $2, $3)
    on conflict (profile_id, kind) do update set delivery = excluded.delivery returning delivery`

  it('a person chooses, per kind, "No app", "No app e por e-mail" or "Resumo diário", for themselves only', async () => {
    const [me, other] = [await newStaff('Preferida'), await newStaff('Outra Pessoa')]
    for (const delivery of ['app', 'daily_digest', 'app_email']) {
      expect(await queryAs(db(), me, UPSERT, [me.id, 'note_mention', delivery])).toEqual([{ delivery }])
    }
    expect(await errorCodeAs(db(), other, UPSERT, [me.id, 'assignment', 'app'])).toBe('42501')
    // A plain insert (no upsert, nothing returned) meets only the policy's with check.
    expect(
      await errorCodeAs(
        db(),
        other,
        `insert into public.notification_preferences (profile_id, kind, delivery) values ($1, 'assignment', 'app')`,
        [me.id],
      ),
    ).toBe('42501')
    const own = 'select kind, delivery from public.notification_preferences where profile_id = $1'
    expect(await queryAs(db(), other, own, [me.id])).toEqual([])
    expect(await queryAs(db(), me, own, [me.id])).toEqual([{ kind: 'note_mention', delivery: 'app_email' }])
    expect(
      await affectedAs(
        db(),
        other,
        `update public.notification_preferences set delivery = 'app' where profile_id = $1`,
        [me.id],
      ),
    ).toBe(0)
    expect(
      await affectedAs(db(), other, 'delete from public.notification_preferences where profile_id = $1', [me.id]),
    ).toBe(0)
    expect(
      await affectedAs(db(), me, 'delete from public.notification_preferences where profile_id = $1', [me.id]),
    ).toBe(1)
    expect(await errorCodeAs(db(), 'anon', own, [me.id])).toBe('42501')
  })

  it('refuses an unknown kind or delivery', async () => {
    const me = await newStaff('Exigente')
    expect(await errorCodeAs(db(), me, UPSERT, [me.id, 'newsletter', 'app'])).toBe('23514')
    expect(await errorCodeAs(db(), me, UPSERT, [me.id, 'assignment', 'sms'])).toBe('23514')
  })
})

describe('run_newsroom_jobs and report_page_build_failure', () => {
  it.each(['authorA', 'editor', 'admin'] as const)('%s may call neither; nor may visitors', async (who) => {
    for (const actor of [cast[who], 'anon' as const]) {
      expect(await errorCodeAs(db(), actor, 'select public.run_newsroom_jobs()')).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'select public.report_page_build_failure($1, $2)', [postId, 'x'])).toBe(
        '42501',
      )
    }
  })

  it("'review_due': the reviewer and the author, once per post and due date, from 7 days before", async () => {
    const id = await insertPost(db(), { status: 'published', authorId: cast.authorA.id })
    const record = 'select public.record_post_review($1, $2, $3::date, $4::date)'
    await queryAs(db(), cast.editor, record, [id, doctor.id, '2025-01-01', '2030-03-15'])
    const due = async () =>
      (
        await db().query<{ recipient_id: string }>(
          `select recipient_id from public.notifications where post_id = $1 and kind = 'review_due' order by recipient_id`,
          [id],
        )
      ).rows.map((r) => r.recipient_id)
    await runJobsAt('2030-03-07T12:00:00Z')
    expect(await due()).toEqual([])
    await runJobsAt('2030-03-08T12:00:00Z')
    expect(await due()).toEqual([cast.authorA.id, doctor.id].sort())
    await runJobsAt('2030-03-12T12:00:00Z')
    expect(await due()).toHaveLength(2)
    // A new review with a new date is a new occasion.
    await queryAs(db(), cast.editor, record, [id, doctor.id, '2025-02-01', '2030-03-20'])
    await runJobsAt('2030-03-14T12:00:00Z')
    expect(await due()).toHaveLength(4)
  })

  it("'post_live': the author and the editor of a scheduled post once its time comes, again if rescheduled", async () => {
    const id = await insertPost(db(), {
      status: 'scheduled',
      authorId: cast.authorA.id,
      publishedAt: '2030-05-01T12:00:00Z',
    })
    await db().query('update public.posts set editor_id = $2 where id = $1', [id, cast.editor.id])
    const live = async () =>
      (
        await db().query<{ recipient_id: string }>(
          `select recipient_id from public.notifications where post_id = $1 and kind = 'post_live' order by recipient_id`,
          [id],
        )
      ).rows.map((r) => r.recipient_id)
    await runJobsAt('2030-05-01T11:59:59Z')
    expect(await live()).toEqual([])
    await runJobsAt('2030-05-01T12:00:00Z')
    expect(await live()).toEqual([cast.authorA.id, cast.editor.id].sort())
    await runJobsAt('2030-05-01T12:30:00Z')
    expect(await live()).toHaveLength(2)
    await db().query(`update public.posts set published_at = '2030-05-02T12:00:00Z' where id = $1`, [id])
    await runJobsAt('2030-05-02T12:00:00Z')
    expect(await live()).toHaveLength(4)
  })

  it("'page_build_failed': the author and the editor, once per page version, the error in the audit log", async () => {
    const id = await insertPost(db(), { status: 'published', authorId: cast.authorA.id })
    await db().query('update public.posts set editor_id = $2 where id = $1', [id, cast.admin.id])
    const report = 'select public.report_page_build_failure($1, $2) as n'
    expect(await queryAs(db(), 'service_role', report, [id, 'Falha ao renderizar'])).toEqual([{ n: 2 }])
    expect(await queryAs(db(), 'service_role', report, [id, 'Falha ao renderizar'])).toEqual([{ n: 0 }])
    await db().query(`update public.posts set title = 'Título corrigido' where id = $1`, [id])
    expect(await queryAs(db(), 'service_role', report, [id, 'De novo'])).toEqual([{ n: 2 }])
    const { rows } = await db().query(
      `select details ->> 'error' as error from public.audit_log
        where action = 'post.page_build_failed' and entity_id = $1 order by id`,
      [id],
    )
    expect(rows).toEqual([{ error: 'Falha ao renderizar' }, { error: 'De novo' }])
    expect(await errorAs(db(), 'service_role', report, ['00000000-0000-4000-8000-000000000099', 'x'])).toMatchObject({
      code: 'P0002',
      message: 'Post não encontrado.',
    })
  })
})

describe('e-mails', () => {
  it('a burst is one e-mail, once its oldest notification is 5 minutes old, with every item in it', async () => {
    const me = await newStaff('Rajada')
    await notify(me, 'note_mention', '2030-01-01T12:00:00Z', cast.editor)
    await notify(me, 'note_mention', '2030-01-01T12:01:00Z', cast.admin)
    await notify(me, 'post_returned', '2030-01-01T12:04:00Z', cast.editor)
    await runJobsAt('2030-01-01T12:04:59Z')
    expect(await emailsTo(me)).toEqual([])
    await runJobsAt('2030-01-01T12:05:00Z')
    await runJobsAt('2030-01-01T12:10:00Z')
    const emails = await emailsTo(me)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      template: 'staff_notifications',
      payload: { digest: false, recipient_name: 'Rajada', total: 3 },
    })
    expect(emails[0].payload.items.map((item) => [item.kind, item.actor_name, item.post_title, item.post_id])).toEqual([
      ['note_mention', 'Edu Editor', 'Canabidiol <b>e</b> sono', postId],
      ['note_mention', 'Ana Admin', 'Canabidiol <b>e</b> sono', postId],
      ['post_returned', 'Edu Editor', 'Canabidiol <b>e</b> sono', postId],
    ])
    const { rows } = await db().query<{ n: number }>(
      `select count(*)::int as n from public.notifications where recipient_id = $1 and emailed_at = '2030-01-01T12:05:00Z'`,
      [me.id],
    )
    expect(rows).toEqual([{ n: 3 }])
  })

  it('a notification read in the app first, or of a kind kept "No app", is not e-mailed', async () => {
    const me = await newStaff('Atenta')
    await queryAs(
      db(),
      me,
      `insert into public.notification_preferences (profile_id, kind, delivery) values ($1, 'assignment', 'app')`,
      [me.id],
    )
    const read = await notify(me, 'note_mention', '2030-02-01T12:00:00Z')
    await notify(me, 'assignment', '2030-02-01T12:00:00Z')
    await queryAs(db(), me, 'select public.mark_notifications_read($1)', [[read]])
    await runJobsAt('2030-02-02T12:00:00Z')
    expect(await emailsTo(me)).toEqual([])
  })

  it('"Resumo diário": one e-mail at 08:00 in Brasília with what came before, once a day', async () => {
    const me = await newStaff('Diária')
    await queryAs(
      db(),
      me,
      `insert into public.notification_preferences (profile_id, kind, delivery) values ($1, 'assignment', 'daily_digest')`,
      [me.id],
    )
    await notify(me, 'assignment', '2030-06-10T13:00:00Z') // 10:00 in Brasília
    await notify(me, 'assignment', '2030-06-11T10:30:00Z') // 07:30
    await runJobsAt('2030-06-11T10:59:00Z') // 07:59
    expect(await emailsTo(me)).toEqual([])
    await runJobsAt('2030-06-11T11:00:00Z') // 08:00
    await notify(me, 'assignment', '2030-06-11T11:30:00Z') // 08:30
    await runJobsAt('2030-06-11T15:00:00Z') // 12:00
    expect((await emailsTo(me)).map((e) => [e.payload.digest, e.payload.total])).toEqual([[true, 2]])
    await runJobsAt('2030-06-12T11:00:00Z') // the next day, 08:00
    expect((await emailsTo(me)).map((e) => [e.payload.digest, e.payload.total])).toEqual([
      [true, 2],
      [true, 1],
    ])
  })

  it('a person without an e-mail address gets none, and theirs are not looked at again', async () => {
    const id = await notify(EDITORIAL_TEAM_ID, 'post_live', '2030-07-01T12:00:00Z')
    await runJobsAt('2030-07-01T12:10:00Z')
    const { rows } = await db().query('select emailed_at = $2 as marked from public.notifications where id = $1', [
      id,
      '2030-07-01T12:10:00Z',
    ])
    expect(rows).toEqual([{ marked: true }])
    const { rows: sent } = await db().query(
      `select 1 from public.email_outbox where payload ->> 'recipient_name' = 'Equipe Editorial'`,
    )
    expect(sent).toEqual([])
  })
})
