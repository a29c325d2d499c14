// posts_schedule_in_future: a schedule is set in the future, whoever sets it through the API (the
// editorial calendar's drag, the editor, a script with a staff token); a scheduled post whose time has
// passed stays public and may still be saved and published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  affectedAs,
  createCast,
  errorAs,
  errorCodeAs,
  insertPost,
  setAuthorsPublishWithoutReview,
  useFreshDatabase,
  type Actor,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
  // Authors may then schedule their own posts: the only rule left to refuse them is this one.
  await setAuthorsPublishWithoutReview(db(), true)
})
afterAll(() => setAuthorsPublishWithoutReview(db(), false))

const HOUR = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

const REFUSED = { code: '22023', hint: 'schedule_in_past', message: 'A data de agendamento deve estar no futuro.' }

async function publishedAtOf(id: string): Promise<string> {
  const { rows } = await db().query<{ published_at: Date }>('select published_at from public.posts where id = $1', [id])
  return rows[0].published_at.toISOString()
}

/** A post of `owner` scheduled for tomorrow, inserted as the database owner. */
const scheduledPost = (owner: Actor & { id: string }) =>
  insertPost(db(), { status: 'scheduled', authorId: owner.id, publishedAt: inHours(24) })

const staff = () =>
  [
    ['the author of the post', cast.authorA],
    ['an editor', cast.editor],
    ['an admin', cast.admin],
  ] as const

describe('moving a scheduled post', () => {
  it('to a past time is refused for its author, an editor and an admin, and the post keeps its time', async () => {
    for (const [, actor] of staff()) {
      const id = await scheduledPost(cast.authorA)
      const before = await publishedAtOf(id)
      expect(
        await errorAs(db(), actor, 'update public.posts set published_at = $2 where id = $1', [id, inHours(-2)]),
      ).toMatchObject(REFUSED)
      expect(await publishedAtOf(id)).toBe(before)
    }
  })

  it('to another future time is allowed for its author, an editor and an admin', async () => {
    for (const [, actor] of staff()) {
      const id = await scheduledPost(cast.authorA)
      const later = inHours(72)
      expect(
        await affectedAs(db(), actor, 'update public.posts set published_at = $2 where id = $1', [id, later]),
      ).toBe(1)
      expect(await publishedAtOf(id)).toBe(later)
    }
  })

  it('is not possible for another author, even to a future time (RLS: not their post)', async () => {
    const id = await scheduledPost(cast.authorA)
    const before = await publishedAtOf(id)
    expect(
      await affectedAs(db(), cast.authorB, 'update public.posts set published_at = $2 where id = $1', [
        id,
        inHours(48),
      ]),
    ).toBe(0)
    expect(await publishedAtOf(id)).toBe(before)
  })

  it('is not possible for a visitor at all', async () => {
    const id = await scheduledPost(cast.authorA)
    const before = await publishedAtOf(id)
    expect(
      await errorCodeAs(db(), 'anon', 'update public.posts set published_at = $2 where id = $1', [id, inHours(-2)]),
    ).toBe('42501')
    expect(await publishedAtOf(id)).toBe(before)
  })
})

describe('scheduling a post', () => {
  it('for a past time is refused when it is created or when a draft becomes scheduled, for every staff role', async () => {
    for (const [, actor] of staff()) {
      const draft = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
      expect(
        await errorAs(db(), actor, `update public.posts set status = 'scheduled', published_at = $2 where id = $1`, [
          draft,
          inHours(-1),
        ]),
      ).toMatchObject(REFUSED)
      expect(
        await errorAs(
          db(),
          actor,
          `insert into public.posts (title, slug, author_id, status, published_at) values ('Ontem', 'ontem-' || gen_random_uuid(), $1, 'scheduled', $2)`,
          [cast.authorA.id, inHours(-1)],
        ),
      ).toMatchObject(REFUSED)
    }
  })

  it('of a draft whose kept date has passed is refused unless a future date comes with it', async () => {
    const draft = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id, publishedAt: inHours(-48) })
    expect(
      await errorAs(db(), cast.editor, `update public.posts set status = 'scheduled' where id = $1`, [draft]),
    ).toMatchObject(REFUSED)
    expect(
      await affectedAs(
        db(),
        cast.editor,
        `update public.posts set status = 'scheduled', published_at = $2 where id = $1`,
        [draft, inHours(5)],
      ),
    ).toBe(1)
  })
})

describe('a scheduled post whose time has passed (public, still stored as scheduled)', () => {
  it('is saved without touching its date and published keeping it, by an editor and an admin', async () => {
    for (const actor of [cast.editor, cast.admin]) {
      const id = await insertPost(db(), { status: 'scheduled', authorId: cast.authorA.id, publishedAt: inHours(-3) })
      const due = await publishedAtOf(id)
      // The editor sends the whole row back, date included, unchanged.
      expect(
        await affectedAs(
          db(),
          actor,
          `update public.posts set title = 'Título revisto', published_at = $2 where id = $1`,
          [id, due],
        ),
      ).toBe(1)
      expect(await affectedAs(db(), actor, `update public.posts set status = 'published' where id = $1`, [id])).toBe(1)
      expect(await publishedAtOf(id)).toBe(due)
    }
  })

  it('cannot be moved to another past time', async () => {
    const id = await insertPost(db(), { status: 'scheduled', authorId: cast.authorA.id, publishedAt: inHours(-3) })
    expect(
      await errorAs(db(), cast.editor, 'update public.posts set published_at = $2 where id = $1', [id, inHours(-30)]),
    ).toMatchObject(REFUSED)
  })

  it('stays as the database owner wrote it: trusted roles are not refused', async () => {
    const id = await scheduledPost(cast.authorA)
    const past = inHours(-1)
    await db().query('update public.posts set published_at = $2 where id = $1', [id, past])
    expect(await publishedAtOf(id)).toBe(past)
  })
})
