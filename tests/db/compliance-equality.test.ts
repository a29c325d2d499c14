// The database's compliance check (compliance_check_text, compliance_findings_for_post) and the
// TypeScript engine the screens run (src/lib/compliance/) read the same rules and must give the same
// findings: same rule, field, passage, offsets (code points), label, norm and context. The corpus: every
// field of the seed posts, Clio's offline drafts and social copy for the 20 themes of bench:clio, the
// known true and false positives, and edge cases (accents, emoji, spaces, HTML), on two days (before and
// after RDC 1.015/2026 came into force). Runs on PGlite (db) and on PostgreSQL 15 (db-postgres).
import { describe, expect, it } from 'vitest'
import { PLATFORMS, type Platform } from '../../clio/contract'
import { planDraft, writeOfflineDraft } from '../../clio/offline/draft-writer'
import { SAMPLE_THEMES } from '../../clio/offline/sample-themes'
import { writeSocialCopy } from '../../clio/offline/social-copy'
import { EDGE_CASES, FALSE_POSITIVES, HTML_CASES, TRUE_POSITIVES } from '../fixtures/compliance-corpus'
import { compliancePackData } from '../utils/compliance-pack'
import { useFreshDatabase, type Db } from './helpers'
import { checkCompliance, type ComplianceFlag } from '@/lib/compliance/check-compliance'
import { compilePack, type CompliancePack, type CompliancePackData } from '@/lib/compliance/pack'
import { checkPostCompliance, type PostText } from '@/lib/compliance/post-compliance'

const DAYS = ['2026-11-25', '2025-06-01']

interface Finding {
  field: string | null
  ruleId: string
  category: string
  label: string
  norm: string
  match: string
  start: number
  end: number
  context: string
}

/** A TypeScript flag with its offsets in code points, as the database counts them. */
function fromFlag(text: string, flag: ComplianceFlag): Finding {
  const nfc = text.normalize('NFC')
  const points = (utf16: number) => Array.from(nfc.slice(0, utf16)).length
  return {
    field: flag.field ?? null,
    ruleId: flag.ruleId,
    category: flag.category,
    label: flag.label,
    norm: flag.norm,
    match: flag.match,
    start: points(flag.start),
    end: points(flag.end),
    context: flag.context,
  }
}

async function sqlTextFindings(db: Db, texts: string[], day: string): Promise<Finding[][]> {
  const { rows } = await db.query<{ n: number; f: Finding | null }>(
    `select t.n::integer as n,
            case when c.rule_id is null then null else jsonb_build_object(
              'field', null, 'ruleId', c.rule_id, 'category', c.category, 'label', c.label, 'norm', c.norm,
              'match', c.match, 'start', c.match_start, 'end', c.match_end, 'context', c.context) end as f
       from unnest($1::text[]) with ordinality t(body, n)
       left join lateral public.compliance_check_text(t.body, $2::date) with ordinality c(rule_id, category, label, norm, match,
                 match_start, match_end, context, k) on true
      order by t.n, c.k`,
    [texts, day],
  )
  const found: Finding[][] = texts.map(() => [])
  for (const row of rows) if (row.f) found[row.n - 1].push(row.f)
  return found
}

async function sqlPostFindings(db: Db, posts: PostText[], day: string): Promise<Finding[][]> {
  const { rows } = await db.query<{ f: Finding[] }>(
    `select public.compliance_findings_for_post(p ->> 'title', p ->> 'excerpt', p ->> 'content', p ->> 'seo_description',
              array(select jsonb_array_elements_text(coalesce(p -> 'tags', '[]'))), coalesce(p -> 'reference_list', '[]'), $2::date,
              array(select jsonb_array_elements_text(coalesce(p -> 'key_points', '[]')))) as f
       from jsonb_array_elements($1::jsonb) with ordinality x(p, n)
      order by x.n`,
    [JSON.stringify(posts), day],
  )
  return rows.map((row) => row.f.map((finding) => ({ ...finding, field: finding.field ?? null })))
}

const canonical = (f: Finding) => [
  f.field ?? null,
  f.ruleId,
  f.category,
  f.label,
  f.norm,
  f.match,
  f.start,
  f.end,
  f.context,
]
const same = (a: Finding[], b: Finding[]) => JSON.stringify(a.map(canonical)) === JSON.stringify(b.map(canonical))
const brief = (list: Finding[]) =>
  JSON.stringify(list.map((f) => [f.field, f.ruleId, f.match, f.start, f.end, f.context]))

/** Every difference between the two engines over the corpus, as "what: typescript ≠ database". */
async function differences(
  db: Db,
  pack: CompliancePack,
  corpus: { texts: string[]; posts: PostText[] },
): Promise<string[]> {
  const found: string[] = []
  for (const day of DAYS) {
    const sqlTexts = await sqlTextFindings(db, corpus.texts, day)
    corpus.texts.forEach((text, i) => {
      const ts = checkCompliance(text, pack, day).map((flag) => fromFlag(text, flag))
      if (!same(ts, sqlTexts[i])) found.push(`${day} «${text.slice(0, 60)}»: ${brief(ts)} ≠ ${brief(sqlTexts[i])}`)
    })
    const sqlPosts = await sqlPostFindings(db, corpus.posts, day)
    corpus.posts.forEach((post, i) => {
      const flags = checkPostCompliance(post, pack, day)
      const texts = new Map<string, string>()
      const ts = flags.map((flag) => {
        texts.set(flag.field ?? '', fieldText(post, flag.field))
        return fromFlag(texts.get(flag.field ?? '') as string, flag)
      })
      if (!same(ts, sqlPosts[i]))
        found.push(`${day} post «${post.title.slice(0, 60)}»: ${brief(ts)} ≠ ${brief(sqlPosts[i])}`)
    })
  }
  return found
}

import { postFieldTexts } from '@/lib/compliance/post-compliance'
const fieldText = (post: PostText, field: string | undefined) =>
  postFieldTexts(post).find((item) => item.field === field)?.text ?? ''

const db = useFreshDatabase()

async function seedPosts(): Promise<Array<PostText & { slug: string; status: string }>> {
  const { rows } = await db().query<PostText & { slug: string; status: string }>(
    `select slug, status, title, excerpt, key_points, content, seo_description, tags, reference_list from public.posts order by slug`,
  )
  return rows
}

function clioDrafts(): PostText[] {
  return SAMPLE_THEMES.map((tema) => {
    const draft = writeOfflineDraft({ tema, variant: 0 })
    return {
      title: draft.titulo,
      excerpt: draft.subtitulo,
      key_points: draft.keyPoints ?? [],
      content: draft.conteudo,
      seo_description: null,
      tags: draft.tags ?? [],
      reference_list: draft.references ?? [],
    }
  })
}

function clioSocialCopy(): string[] {
  const platforms = Object.keys(PLATFORMS) as Platform[]
  return SAMPLE_THEMES.flatMap((tema, i) =>
    [platforms[i % platforms.length], platforms[(i + 1) % platforms.length]].map((platform) =>
      writeSocialCopy(planDraft(tema, 0), platform, 0),
    ),
  )
}

async function buildCorpus() {
  const hostile: PostText = {
    title: 'Cura garantida do câncer',
    excerpt: 'Compre agora no nosso site e chame no whatsapp: cura garantida.',
    key_points: ['Cura garantida em 7 dias.', 'Segundo a RDC 327/2019, é permitido.', 'Peça pelo WhatsApp.'],
    content: HTML_CASES.join(''),
    seo_description: 'Cura garantida do câncer. Compre agora pelo link na bio!',
    tags: ['frete grátis', 'cura garantida', 'RDC 327/2019'],
    reference_list: [
      { title: 'Óleo milagroso: resultados em 7 dias' },
      { title: 'Resolução da Diretoria Colegiada – RDC nº 327, de 9 de dezembro de 2019' },
    ],
  }
  const texts = [
    ...Object.values(TRUE_POSITIVES).flat(),
    ...Object.values(FALSE_POSITIVES).flat(),
    ...EDGE_CASES,
    ...clioSocialCopy(),
  ]
  const posts: PostText[] = [
    ...(await seedPosts()),
    ...clioDrafts(),
    hostile,
    ...HTML_CASES.map((content) => ({ title: '', excerpt: null, content })),
  ]
  return { texts, posts }
}

describe('the database and the TypeScript engine give the same findings', () => {
  it('over the corpus, field by field, on both days', async () => {
    const pack = compilePack(await compliancePackData(db()))
    const corpus = await buildCorpus()
    const fieldTexts = corpus.posts.flatMap((post) => postFieldTexts(post)).filter((item) => item.text.trim() !== '')
    expect(corpus.texts.length + fieldTexts.length).toBeGreaterThanOrEqual(200)
    expect(await differences(db(), pack, corpus)).toEqual([])
  })

  it('notices a pattern changed on one side only (the comparison can fail)', async () => {
    const data: CompliancePackData = await compliancePackData(db())
    const broken = compilePack({
      ...data,
      rules: data.rules.map((rule) =>
        rule.id === 'cura-garantia'
          ? {
              ...rule,
              pattern: rule.pattern.replace('garantid[oa]s?', 'garantid[oa]'),
              alternatives: rule.alternatives.map((a) => a.replace('garantid[oa]s?', 'garantid[oa]')),
            }
          : rule,
      ),
    })
    const found = await differences(db(), broken, {
      texts: ['Resultados garantidos, alívio garantido e curas garantidas.'],
      posts: [],
    })
    expect(found.length).toBeGreaterThan(0)
  })
})

describe('the published seed posts', () => {
  // Passages of the published seed that the check flags and that were reported for editorial review
  // instead of being silenced in the rules. Remove an entry once the seed text changes.
  const REVIEWED = [
    // "…registrado no Brasil pela Anvisa em 2017 com o nome comercial Mevatyl": a factual mention of a
    // registered prescription medicine's trade name; whether it stays is an editorial call.
    'cbd-e-thc-diferencas-usos-estudados-e-cuidados · content · marca-produto · Mevatyl',
  ]

  it('have no findings in any field beyond the reviewed ones', async () => {
    const { rows } = await db().query<{ slug: string; f: Array<{ field: string; ruleId: string; match: string }> }>(
      `select slug, public.compliance_findings_for_post(title, excerpt, content, seo_description, tags, reference_list, '2026-11-25', key_points) as f
         from public.posts where status = 'published' order by slug`,
    )
    expect(rows).toHaveLength(14)
    expect(rows.flatMap((row) => row.f.map((f) => `${row.slug} · ${f.field} · ${f.ruleId} · ${f.match}`))).toEqual(
      REVIEWED,
    )
  })
})
