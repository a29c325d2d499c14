import type { MediaDetails } from '@/lib/media-ref'
import type { CitationRun, PostReference } from '@/lib/references/reference'
/** A post as public cards and lists need it (select string in `public-selects.ts`). */
export interface PostCategoryRef {
  id: string
  name: string
  slug: string
  color: string | null
}

export interface PostAuthorRef {
  id: string
  full_name: string | null
  avatar_url: string | null
  bio?: string | null
  /** The author page's address: /autor/{slug} (detail only). */
  slug?: string
  /** The verified registry, RQE and specialty (detail only): null until an admin verifies them. */
  public_registry?: string | null
  public_rqe?: string | null
  public_specialty?: string | null
}

export interface PostSummary {
  id: string
  title: string
  slug: string
  /** On cards, the text to show: the excerpt or, without one, the start of the content (`card_excerpt`). */
  excerpt: string | null
  image: string | null
  featured: boolean
  tags: string[]
  views: number
  likes: number
  read_time: number
  published_at: string | null
  created_at: string
  category: PostCategoryRef | null
  author: PostAuthorRef | null
}

/** Who made the cover (shown under it): a Pexels photographer or an AI image; null when uploaded. */
export type ImageCredit = { source: 'pexels'; photographer: string; url?: string | null } | { source: 'ai' }

/** A norm a post cites, as the database's post_legislation() gives it. */
export interface CitedNorm {
  id: string
  name: string
  status: string
  replaced_by_name: string | null
  suspended_by_name: string | null
}

export interface PostDetail extends PostSummary {
  /** The excerpt as written (null when empty): the description's fallback after seo_description. */
  excerpt: string | null
  /** "Pontos-chave" shown at the top of the article: none, or 3–5. */
  key_points: string[]
  content: string | null
  status: string
  seo_description: string | null
  updated_at: string
  /** When anything the page shows last changed (the article carries it: lib/public-page.ts). */
  page_changed_at: string
  image_credit: ImageCredit | null
  /** Alt text, caption and credit of the library images the post shows (cover and body; decision 051). */
  image_details?: MediaDetails[] | null
  /** Ordered references; markers [n] in the content point at the n-th (1-based). */
  reference_list: PostReference[]
  /** The same list in the site's citation style, once formatted (null before: the article shows the fields). */
  citations: { citations: CitationRun[][] } | null
  /** The norms the post cites, with their status today ("Legislação citada"; issue 49, decision 054). */
  cited_norms?: CitedNorm[] | null
  /** False: the article shows no glossary definitions ("Definições do glossário no texto" off). */
  glossary_links: boolean
  /** "clio" when the post started as a Clio draft (posts.ai_provenance): the article discloses it. */
  ai_source?: string | null
  /** The text changed after the current review: the article does not claim it. */
  review_pending: boolean
  review: PostReviewRef | null
}

export type { CitationRun, PostReference } from '@/lib/references/reference'

/** The post's current technical review as recorded (name and the verified registry copied at the time). */
export interface PostReviewRef {
  reviewer_name: string
  reviewer_slug: string | null
  reviewer_registry: string
  reviewer_rqe: string | null
  reviewer_specialty: string | null
  reviewed_on: string
  next_review_on: string
}

export interface PostPage {
  posts: PostSummary[]
  total: number
}
