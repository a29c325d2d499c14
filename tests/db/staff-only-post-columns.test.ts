// What visitors read of a post (supabase/migrations/20250101124600_staff_only_post_columns.sql): every
// column the public screens name, and none of the newsroom's assignments or the compliance gate's
// internals — neither from the table nor through related_posts(). Staff keep every column.
import { beforeAll, describe, expect, it } from 'vitest'
import { POST_CARD_SELECT, POST_DETAIL_SELECT } from '@/features/posts/api/public-selects'
import { createCast, errorAs, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
let postId: string

const STAFF_ONLY = [
  'editor_id',
  'technical_reviewer_id',
  'due_at',
  'updated_by',
  'submitted_at',
  'compliance_findings',
  'compliance_text_hash',
  'compliance_justification',
]

/** The posts columns a PostgREST select names at its top level (embeds and `alias:` aside). */
function topLevelColumns(select: string): string[] {
  const columns: string[] = []
  let depth = 0
  let item = ''
  for (const char of `${select},`) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (char === ',' && depth === 0) {
      if (!item.includes('(')) columns.push(item.split(':').pop()!.split('->')[0])
      item = ''
    } else item += char
  }
  return columns
}

beforeAll(async () => {
  cast = await createCast(db())
  postId = await insertPost(db(), { status: 'published', authorId: cast.authorA.id, title: 'Post público' })
  await db().query(`update public.posts set editor_id = $2, due_at = now() + interval '3 days' where id = $1`, [
    postId,
    cast.editor.id,
  ])
})

describe('visitors read a public post', () => {
  it('in every column the public screens name', async () => {
    const columns = [...new Set([...topLevelColumns(POST_CARD_SELECT), ...topLevelColumns(POST_DETAIL_SELECT)])]
    expect(columns).toContain('card_excerpt')
    const [row] = await queryAs(db(), 'anon', `select ${columns.join(', ')} from public.posts where id = $1`, [postId])
    expect(row).toMatchObject({ id: postId, title: 'Post público' })
  })

  it.each(STAFF_ONLY)('but not %s (refused: 42501)', async (column) => {
    expect(await errorAs(db(), 'anon', `select ${column} from public.posts where id = $1`, [postId])).toMatchObject({
      code: '42501',
    })
  })

  it('and not as a whole row (select * is refused)', async () => {
    expect(await errorAs(db(), 'anon', 'select * from public.posts')).toMatchObject({ code: '42501' })
  })

  it('whose related posts come back without the staff-only columns, to visitors and staff alike', async () => {
    await insertPost(db(), { status: 'published', authorId: cast.authorA.id, title: 'Vizinho', slug: 'vizinho' })
    const sql = `select id, editor_id, due_at, compliance_justification from public.related_posts($1, 5)`
    for (const actor of ['anon', cast.admin] as const) {
      const rows = await queryAs<{ id: string; editor_id: string | null }>(db(), actor, sql, ['vizinho'])
      expect(rows.map((row) => row.id)).toContain(postId)
      expect(rows.find((row) => row.id === postId)).toEqual({
        id: postId,
        editor_id: null,
        due_at: null,
        compliance_justification: null,
      })
    }
  })
})

describe('staff', () => {
  it.each(['authorA', 'editor', 'admin'] as const)('(%s) read every column, the assignments included', async (who) => {
    const [row] = await queryAs(
      db(),
      cast[who],
      'select editor_id, due_at is not null as has_due, to_jsonb(p) ?& $2 as every_column from public.posts p where id = $1',
      [postId, STAFF_ONLY],
    )
    expect(row).toEqual({ editor_id: cast.editor.id, has_due: true, every_column: true })
  })
})
