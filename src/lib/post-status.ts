/** A post's status: the posts.status check constraint (a text column, so the generated types say `string`). */
export type PostStatus = 'draft' | 'review' | 'scheduled' | 'published'
