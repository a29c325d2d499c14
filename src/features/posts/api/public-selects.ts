// Column lists for the public screens, kept beside the types they produce (types.ts).
// Cards never fetch the content: `card_excerpt` is the excerpt or, without one, the content's first
// 150 characters as plain text, kept by the database (migration posts_card_excerpt).
// The article reads only `ai_provenance->>source` ("clio" or null): enough for the AI-assistance
// disclosure, without handing visitors the model or the theme. The author's registry is the verified
// one (profiles.public_*); visitors cannot read the declared columns. `citations` is the reference list as
// the mailer formatted it in the site's style (post_citations, decision 059), or null until it has.
export const POST_CARD_SELECT =
  'id,title,slug,excerpt:card_excerpt,image,featured,tags,views,likes,read_time,published_at,created_at,category:categories(id,name,slug,color),author:profiles!posts_author_id_fkey(id,full_name,avatar_url)'

export const POST_DETAIL_SELECT =
  'id,title,slug,excerpt,key_points,content,image,image_credit,featured,tags,views,likes,read_time,published_at,created_at,updated_at,page_changed_at,status,seo_description,category:categories(id,name,slug,color),author:profiles!posts_author_id_fkey(id,full_name,avatar_url,bio,slug,public_registry,public_rqe,public_specialty),reference_list,citations:post_citations(citations),ai_source:ai_provenance->>source,review_pending,glossary_links,review:post_reviews!posts_review_id_fkey(reviewer_name,reviewer_slug,reviewer_registry,reviewer_rqe,reviewer_specialty,reviewed_on,next_review_on)'
