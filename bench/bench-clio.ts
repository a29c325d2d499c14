// `npm run bench:clio`: writes 20 offline drafts for 20 varied themes and 40 social texts (the 20
// themes on two platforms each) and prints the quality figures of issue 30: the share of sections
// whose every paragraph shares a key term with its heading, paragraphs repeated within a draft,
// compliance findings (the blocking ones the database computes on publishing, by the rules it seeds:
// read from a fresh local database, checked as the database checks a post), references per draft and
// time per draft. Goal: 0 blocking findings. Figures: docs/clio-quality.md.
import { performance } from 'node:perf_hooks'
import { PLATFORMS, type Platform } from '../clio/contract'
import { planDraft, writeOfflineDraft } from '../clio/offline/draft-writer'
import { keyTerms, sharedTerms } from '../clio/offline/key-terms'
import { writeSocialCopy } from '../clio/offline/social-copy'
import { SAMPLE_THEMES } from '../clio/offline/sample-themes'
import { openFreshDatabase } from '../local/db/template'
import { checkCompliance, type ComplianceFlag } from '../src/lib/compliance/check-compliance'
import { compilePack, type CompliancePackData } from '../src/lib/compliance/pack'
import { checkPostCompliance } from '../src/lib/compliance/post-compliance'

const THEMES = SAMPLE_THEMES
const database = await openFreshDatabase({ seed: false })
const pack = compilePack(
  (await database.query<{ pack: CompliancePackData }>('select public.compliance_pack() as pack')).rows[0].pack,
)
await database.close()
const SOCIAL: Platform[] = ['twitter', 'instagram', 'linkedin', 'facebook']

const paragraphsOf = (html: string) => [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''))

let sections = 0
let belonging = 0
let repeated = 0
let references = 0
const draftFlags: ComplianceFlag[] = []
const times: number[] = []
for (const tema of THEMES) {
  const started = performance.now()
  const draft = writeOfflineDraft({ tema, variant: 0 })
  times.push(performance.now() - started)
  references += draft.references?.length ?? 0
  const paragraphs = paragraphsOf(draft.conteudo)
  repeated += paragraphs.length - new Set(paragraphs).size
  for (const section of planDraft(tema, 0).sections) {
    sections++
    const heading = keyTerms(section.heading)
    if (section.paragraphs.every((p) => sharedTerms(heading, keyTerms(p.text)) > 0)) belonging++
  }
  draftFlags.push(
    ...checkPostCompliance(
      {
        title: draft.titulo,
        excerpt: draft.subtitulo,
        content: draft.conteudo,
        tags: draft.tags,
        reference_list: draft.references,
      },
      pack,
    ),
  )
}

const socialFlags: { platform: Platform; flag: ComplianceFlag }[] = []
let overLimit = 0
THEMES.forEach((tema, i) => {
  for (const platform of [SOCIAL[i % 4], SOCIAL[(i + 1) % 4]]) {
    // The social writer as it is (clio/offline/social-copy.ts), from the same plan as the draft.
    const text = writeSocialCopy(planDraft(tema, 0), platform, 0)
    if (text.length > PLATFORMS[platform].maxChars) overLimit++
    for (const flag of checkCompliance(text, pack)) socialFlags.push({ platform, flag })
  }
})

const sorted = [...times].sort((a, b) => a - b)
const summary = (flags: ComplianceFlag[]) =>
  [...new Set(flags.map((f) => `${f.ruleId} ("${f.match}")`))].join(', ') || '—'
console.log(`drafts: ${THEMES.length}; social texts: ${THEMES.length * 2}`)
console.log(
  `sections whose paragraphs share key terms with their heading: ${belonging}/${sections} (${((100 * belonging) / sections).toFixed(0)}%)`,
)
console.log(`paragraphs repeated within a draft: ${repeated}`)
console.log(`references per draft: ${(references / THEMES.length).toFixed(1)} on average`)
console.log(`blocking compliance findings, drafts: ${draftFlags.length} ${summary(draftFlags)}`)
console.log(
  `blocking compliance findings, social copy: ${socialFlags.length} ${summary(socialFlags.map((s) => s.flag))}`,
)
console.log(`social texts over their platform limit: ${overLimit}`)
console.log(
  `time per draft: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms`,
)
