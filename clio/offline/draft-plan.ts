// What a draft is made of, before it is written out: the blog writer (draft-writer.ts) builds it and
// renders it as HTML, the social writer (social-copy.ts) turns it into a platform's copy. Its own
// module so the two writers do not import each other.
import type { CorpusParagraph, Topic } from './corpus.ts'
import type { SourceId } from './sources.ts'

export interface DraftSection {
  topic: Topic
  heading: string
  paragraphs: CorpusParagraph[]
}

export interface DraftPlan {
  theme: string
  /** Topics the theme itself matched (the draft's subject), best first. */
  matched: Topic[]
  sections: DraftSection[]
  sources: SourceId[]
  /** Varies with theme and variant. */
  seed: number
  /** Varies with the theme only. */
  themeSeed: number
}
