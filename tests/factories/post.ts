// A post as the article page holds it (PostDetail): published, text only, no cover, category or author.
// Tests override what they read.
import type { PostDetail } from '@/features/posts/api/types'

export function buildPostDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  const day = '2026-11-20T12:00:00Z'
  return {
    id: 'p',
    title: 'Canabidiol e sono',
    slug: 'canabidiol-e-sono',
    excerpt: null,
    key_points: [],
    content: '<p>Texto.</p>',
    image: null,
    featured: false,
    tags: [],
    views: 0,
    likes: 0,
    read_time: 1,
    published_at: day,
    created_at: day,
    updated_at: day,
    page_changed_at: day,
    category: null,
    author: null,
    status: 'published',
    seo_description: null,
    image_credit: null,
    reference_list: [],
    citations: null,
    glossary_links: true,
    review_pending: false,
    review: null,
    ...overrides,
  }
}
