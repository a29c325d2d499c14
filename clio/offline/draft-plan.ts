// What a draft is made of, before it is written out: the blog writer (draft-writer.ts) builds it and
// renders it as HTML, the social writer (social-copy.ts) turns it into a platform's copy. Its own
// module so the two writers do not import each other.
import type { CorpusParagraph, Topic } from './corpus.ts'
import type { AudienceQualifier } from './outline-material.ts'
import type { SourceId } from './sources.ts'

export interface DraftSection {
  topic: Topic
  heading: string
  /** Only the topic's own paragraphs, in corpus order (a paragraph never comes before one it refers back to). */
  paragraphs: CorpusParagraph[]
}

export interface DraftPlan {
  theme: string
  /** Topics the theme itself matched (the draft's subject), best first. */
  matched: Topic[]
  /** Audiences the theme names ("crianças", "idosos", "gestantes"). */
  audiences: AudienceQualifier[]
  /** Those of `audiences` the chosen paragraphs speak about. */
  coveredAudiences: AudienceQualifier[]
  sections: DraftSection[]
  /** One summary sentence per subject, with its sources. */
  conclusion: CorpusParagraph[]
  /** Sources in order of first citation (sections, then conclusion). */
  sources: SourceId[]
  /** For the editor, never the text: what the material did not cover. */
  notes: string[]
  /** Varies with theme and variant. */
  seed: number
  /** Varies with the theme only. */
  themeSeed: number
}
