// The public legislation tracker (issue 49, decision 054): the norms of the compliance rules, each with
// a link to its text, a status computed in one place, and the public posts that cite it.
import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, errorCodeAs, queryAs, useFreshDatabase, type Actor, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

/** A seed post (published) that cites RDC 660/2022 in its title and body. */
const CITING_SLUG = 'importacao-de-produtos-de-cannabis-por-pessoa-fisica-rdc-660-2022'
const TODAY = '2026-11-28'

type Entry = {
  id: string
  status: string
  replaced_by_name: string | null
  suspended_by_name: string | null
  source_url: string
  source_kind: string
  summary_source_url: string
}

const entries = async (actor: Actor, day: string | null = TODAY) =>
  new Map(
    (await queryAs<Entry>(db(), actor, 'select * from public.legislation_entries($1)', [day])).map((row) => [
      row.id,
      row,
    ]),
  )

const citedBy = async (actor: Actor, slug: string, day = TODAY) =>
  queryAs<{ id: string; status: string; replaced_by_name: string | null }>(
    db(),
    actor,
    'select id, status, replaced_by_name from public.post_legislation($1, $2)',
    [slug, day],
  )

const normFindings = async (text: string, day = TODAY) =>
  (
    await db().query<{ rule_id: string }>(
      `select rule_id from public.compliance_check_text($1, $2::date) where category = 'norma'`,
      [text, day],
    )
  ).rows.map((row) => row.rule_id)

describe('the norms of the legislation page', () => {
  it('refuse a norm without a link to its text, even when the database owner writes it', async () => {
    const insert = (url: string | null) =>
      db().query(
        `insert into public.compliance_norms (id, name, citation, source_url, source_kind, mentioned_as, kind, title, summary, summary_source_url)
         values ('rdc-1-2099', 'RDC 1/2099', 'RDC 1/2099', $1, $2, 'rdc[^0-9]*1/2099', 'rdc', 'RDC 1/2099',
                 repeat('Resumo da norma. ', 4), 'https://example.org/resumo')`,
        [url, url ? 'texto oficial' : null],
      )
    await expect(insert(null)).rejects.toMatchObject({ code: '23502' })
    await expect(insert('javascript:alert(1)')).rejects.toMatchObject({ code: '23514' })
    await expect(
      db().query(`update public.compliance_norms set source_url = null, source_kind = null where id = 'cdc-1990'`),
    ).rejects.toMatchObject({ code: '23502' })
  })

  it('are read by visitors and staff alike, each with its status on the day asked about', async () => {
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as Actor[]) {
      const today = await entries(actor)
      expect(today.get('rdc-327-2019')).toMatchObject({ status: 'revogada', replaced_by_name: 'RDC 1.015/2026' })
      expect(today.get('cfm-2324-2022')).toMatchObject({
        status: 'suspensa',
        suspended_by_name: 'Resolução CFM 2.326/2022',
      })
      expect(today.get('rdc-1015-2026')?.status).toBe('em-vigor')
      expect(today.get('rdc-660-2022')?.status).toBe('em-vigor')
      expect(today.get('cdc-1990')).toMatchObject({
        source_url: 'https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm',
        source_kind: 'texto oficial',
      })
      for (const entry of today.values()) expect(entry.summary_source_url).toMatch(/^https?:\/\//)
    }
    const before = await entries('anon', '2026-05-01')
    expect(before.get('rdc-1015-2026')?.status).toBe('futura')
    expect(before.get('rdc-327-2019')?.status).toBe('em-vigor')
    expect((await entries('anon', '2022-10-20')).get('cfm-2324-2022')?.status).toBe('em-vigor')
  })

  it('list the public posts that cite each norm and never a draft, whoever asks', async () => {
    const [author] = await db()
      .query<{ id: string }>('select id from public.profiles order by created_at limit 1')
      .then((r) => r.rows)
    await db().query(
      `insert into public.posts (title, slug, content, status, author_id)
       values ('Rascunho sobre a RDC 660/2022', 'rascunho-rdc-660', '<p>RDC 660/2022</p>', 'draft', $1)`,
      [author.id],
    )
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as Actor[]) {
      const rows = await queryAs<{ norm_id: string; slug: string }>(
        db(),
        actor,
        'select norm_id, slug from public.legislation_citations()',
      )
      const citing660 = rows.filter((row) => row.norm_id === 'rdc-660-2022').map((row) => row.slug)
      expect(citing660).toContain(CITING_SLUG)
      expect(citing660).not.toContain('rascunho-rdc-660')
      expect(await citedBy(actor, 'rascunho-rdc-660')).toEqual([])
    }
    const owner = await db().query<{ slug: string }>(
      `select slug from public.legislation_citations() where norm_id = 'rdc-660-2022'`,
    )
    expect(owner.rows.map((row) => row.slug)).not.toContain('rascunho-rdc-660')
    await db().query(`delete from public.posts where slug = 'rascunho-rdc-660'`)
  })

  it('a change of a norm’s status shows on the legislation page, in the compliance check and in the posts that cite it', async () => {
    const citation = 'A importação segue a RDC 660/2022.'
    const version = async () => (await db().query<{ v: string }>('select public.site_content_version() as v')).rows[0].v
    const versionBefore = await version()
    expect((await entries('anon')).get('rdc-660-2022')?.status).toBe('em-vigor')
    expect(await normFindings(citation)).toEqual([])
    expect(await citedBy('anon', CITING_SLUG)).toContainEqual({
      id: 'rdc-660-2022',
      status: 'em-vigor',
      replaced_by_name: null,
    })
    try {
      // Revoked by a migration, from yesterday on.
      await db().query(
        `update public.compliance_norms set in_force_until = '2026-11-27', replaced_by = 'rdc-1015-2026' where id = 'rdc-660-2022'`,
      )
      expect((await entries('anon')).get('rdc-660-2022')).toMatchObject({
        status: 'revogada',
        replaced_by_name: 'RDC 1.015/2026',
      })
      expect(await normFindings(citation)).toEqual(['norma-revogada-rdc-660-2022'])
      expect(await citedBy('anon', CITING_SLUG)).toContainEqual({
        id: 'rdc-660-2022',
        status: 'revogada',
        replaced_by_name: 'RDC 1.015/2026',
      })
      const [post] = (
        await db().query<{ findings: { ruleId: string }[] }>(
          `select public.compliance_findings_for_post(title, excerpt, content, seo_description, tags, reference_list, $2::date) as findings
             from public.posts where slug = $1`,
          [CITING_SLUG, TODAY],
        )
      ).rows
      expect(post.findings.map((finding) => finding.ruleId)).toContain('norma-revogada-rdc-660-2022')
      expect(await version()).not.toBe(versionBefore)

      // Suspended instead.
      await db().query(
        `update public.compliance_norms set in_force_until = null, replaced_by = null,
                suspended_since = '2026-11-01', suspended_by = 'rdc-1015-2026' where id = 'rdc-660-2022'`,
      )
      expect((await entries('anon')).get('rdc-660-2022')?.status).toBe('suspensa')
      expect(await normFindings(citation)).toEqual(['norma-suspensa-rdc-660-2022'])
      expect((await citedBy('anon', CITING_SLUG)).find((row) => row.id === 'rdc-660-2022')?.status).toBe('suspensa')
    } finally {
      await db().query(
        `update public.compliance_norms set in_force_until = null, replaced_by = null, suspended_since = null,
                suspended_by = null where id = 'rdc-660-2022'`,
      )
    }
    expect(await normFindings(citation)).toEqual([])
    expect(await version()).toBe(versionBefore)
  })

  it('are written by no API role', async () => {
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin, 'service_role'] as Actor[]) {
      expect(
        await errorCodeAs(
          db(),
          actor,
          `update public.compliance_norms set suspended_since = now()::date, suspended_by = 'cdc-1990' where id = 'rdc-660-2022'`,
        ),
      ).toBe('42501')
    }
  })
})
