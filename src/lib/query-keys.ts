// Every React Query key of the app, general to specific. They live below the features so that a
// mutation in one feature can invalidate another's lists (a category rename refreshes the posts)
// without features importing each other (docs/architecture.md#layers). A key starts with the table it
// reads, so invalidating a table's key refreshes every reader of it; reads that are not one table's
// rows start with what they read instead (the dashboard's and setup's functions, the compliance pack,
// the Clio service, the built public page).

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  featured: (limit: number) => [...postKeys.lists(), 'featured', limit] as const,
  latest: (limit: number) => [...postKeys.lists(), 'latest', limit] as const,
  recent: (limit: number) => [...postKeys.lists(), 'recent', limit] as const,
  popular: (limit: number) => [...postKeys.lists(), 'popular', limit] as const,
  blog: (filters: { q: string; category: string | null; page: number }) =>
    [...postKeys.lists(), 'blog', filters] as const,
  byCategory: (categoryId: string, limit: number) => [...postKeys.lists(), 'category', categoryId, limit] as const,
  /** The related posts of the article at this slug. */
  related: (slug: string) => [...postKeys.lists(), 'related', slug] as const,
  admin: (filters: object) => [...postKeys.lists(), 'admin', filters] as const,
  /** The editorial calendar's posts with a date in a window. */
  calendar: (window: { from: string; to: string }) => [...postKeys.lists(), 'calendar', window] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detailBySlug: (slug: string) => [...postKeys.details(), 'slug', slug] as const,
  preview: (slug: string) => [...postKeys.details(), 'preview', slug] as const,
  /** The editor's copy of a post: kept apart from `details()` so saving does not refetch it under the form. */
  editor: (id: string) => [...postKeys.all, 'editor', id] as const,
  revisions: (id: string) => [...postKeys.all, 'revisions', id] as const,
  /** The post's technical review as the editor shows it (not under `details()`: the form stays put). */
  review: (id: string) => [...postKeys.all, 'review', id] as const,
  /** Posts that cite a norm revoked on `day` (lib/compliance/revoked-citations.ts). */
  revokedCitations: (day: string) => [...postKeys.all, 'revoked-citations', day] as const,
  slugCheck: (slug: string, postId: string | null) => [...postKeys.all, 'slug-check', slug, postId] as const,
  /** The menu editor's "Post" picker: published posts whose title matches. */
  menuSearch: (q: string) => [...postKeys.lists(), 'menu-search', q] as const,
  /** The social generator's "Post publicado": the latest published posts. */
  socialOptions: () => [...postKeys.all, 'social-options'] as const,
}

/** A post's notes (post_notes): the editor's notes panel; every write invalidates the post's list. */
export const noteKeys = {
  all: ['post_notes'] as const,
  ofPost: (postId: string) => [...noteKeys.all, 'post', postId] as const,
}

/** A post's status history (post_status_changes), as "Histórico" shows it. */
export const statusChangeKeys = {
  all: ['post_status_changes'] as const,
  ofPost: (postId: string) => [...statusChangeKeys.all, 'post', postId] as const,
}

export const complianceKeys = {
  all: ['compliance'] as const,
  /** The rules, norms and cues (lib/compliance/pack.ts). */
  pack: () => [...complianceKeys.all, 'pack'] as const,
}

export const glossaryKeys = {
  all: ['glossary_terms'] as const,
  /** Every term by name, as visitors read them (/glossario, the articles, the admin list). */
  list: () => [...glossaryKeys.all, 'list'] as const,
}

export const categoryKeys = {
  all: ['categories'] as const,
  /** The active categories by name (lib/active-categories.ts): the site's frame, the menu editor, Clio. */
  active: () => [...categoryKeys.all, 'active'] as const,
  /** The active categories with the number of posts a visitor can see (the blog's filter and sidebar). */
  postCounts: () => [...categoryKeys.all, 'post-counts'] as const,
  /** Every category, active or not, as staff see them. */
  list: () => [...categoryKeys.all, 'list'] as const,
  bySlug: (slug: string) => [...categoryKeys.all, 'slug', slug] as const,
}

export const menuKeys = {
  all: ['menu_items'] as const,
  active: () => [...menuKeys.all, 'active'] as const,
  /** Every item, active or not, as staff see them. */
  list: () => [...menuKeys.all, 'list'] as const,
  /** The menu editor's check that a site path leads somewhere (what a visitor would see). */
  linkCheck: (kind: string, slug: string) => [...menuKeys.all, 'link-check', kind, slug] as const,
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  views: (days: number) => [...dashboardKeys.all, 'views', days] as const,
  reviewQueue: () => [...dashboardKeys.all, 'review-queue'] as const,
  reviewsDue: (withinDays: number) => [...dashboardKeys.all, 'reviews-due', withinDays] as const,
  /** "Minhas tarefas": the signed-in person's posts, returns, review requests and mentions. */
  myTasks: () => [...dashboardKeys.all, 'my-tasks'] as const,
  /** "Referências com problema": open problems the reference watch found (editors and admins). */
  referenceProblems: () => [...dashboardKeys.all, 'reference-problems'] as const,
}

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The signed-in person's latest notifications (RLS: only their own). */
  latest: (limit: number) => [...notificationKeys.all, 'latest', limit] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
}

export const notificationPreferenceKeys = {
  all: ['notification_preferences'] as const,
  mine: () => [...notificationPreferenceKeys.all, 'mine'] as const,
}

export const profileKeys = {
  all: ['profiles'] as const,
  lists: () => [...profileKeys.all, 'list'] as const,
  /** Each staff member's e-mail (admins only: `staff_emails`). */
  emails: () => [...profileKeys.all, 'emails'] as const,
  detail: (id: string) => [...profileKeys.all, 'detail', id] as const,
  /** The signed-in person's authenticator apps (Auth's factors, verified ones). */
  mfaFactors: (userId: string) => [...profileKeys.all, 'mfa-factors', userId] as const,
  /** People who can be chosen as technical reviewers (an admin verified their professional registry). */
  reviewers: () => [...profileKeys.all, 'reviewers'] as const,
  /** A profile with its credentials, as "Meu perfil" and "Editar perfil" edit it. */
  credentials: (id: string) => [...profileKeys.all, 'credentials', id] as const,
}

/**
 * Public author pages: the profile by slug (under `profiles`, so saving a profile refreshes it) and its
 * published posts, page by page (under the post lists).
 */
export const authorKeys = {
  all: [...profileKeys.all, 'author'] as const,
  bySlug: (slug: string) => [...authorKeys.all, 'slug', slug] as const,
  posts: (authorId: string, page: number) => [...postKeys.lists(), 'author', authorId, page] as const,
}

/** Staff invitations; every write invalidates `invitationKeys.all`. */
export const invitationKeys = {
  all: ['staff_invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  /** The link's secret is part of the key: a resent invitation's new link is another answer. */
  preview: (id: string, secret: string) => [...invitationKeys.all, 'preview', id, secret] as const,
}

export const auditKeys = {
  all: ['audit_log'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: object) => [...auditKeys.lists(), filters] as const,
}

/** The site's editorial settings (one row); saving invalidates `siteSettingsKeys.all`. */
export const siteSettingsKeys = {
  all: ['site_settings'] as const,
  detail: () => [...siteSettingsKeys.all, 'detail'] as const,
}

export const aiDraftKeys = {
  all: ['ai_drafts'] as const,
  list: () => [...aiDraftKeys.all, 'list'] as const,
}

export const setupKeys = {
  all: ['setup'] as const,
  status: (expected: string | null) => [...setupKeys.all, 'status', expected] as const,
  adminExists: () => [...setupKeys.all, 'admin_exists'] as const,
}

export const newsletterSendKeys = {
  all: ['newsletter_sends'] as const,
  /** The editor's "Newsletter" card: this post's send and its results. */
  ofPost: (postId: string) => [...newsletterSendKeys.all, 'post', postId] as const,
  /** Every send with its results, newest first (the subscribers screen's "Envios"). */
  list: () => [...newsletterSendKeys.all, 'list'] as const,
  /** What a send of the post's saved text would have to justify (the send dialog). */
  findings: (postId: string) => [...newsletterSendKeys.all, 'findings', postId] as const,
}

/** The subscribers screen: its counts and pages; deleting a subscriber invalidates both. */
export const newsletterSubscriberKeys = {
  all: ['newsletter_subscribers'] as const,
  counts: () => [...newsletterSubscriberKeys.all, 'counts'] as const,
  list: (filters: object) => [...newsletterSubscriberKeys.all, 'list', filters] as const,
}

/** The Clio service (not a table): what GET /api/health says of it. */
export const clioKeys = {
  all: ['clio'] as const,
  health: (baseUrl: string) => [...clioKeys.all, 'health', baseUrl] as const,
}

/** Whether a post's public page has been written (lib/public-page.ts), per version of the post. */
export const publicPageKeys = {
  all: ['public-page'] as const,
  page: (slug: string, version: string) => [...publicPageKeys.all, slug, version] as const,
}

/** The media library (public.media_library over the `post-images` bucket); deleting an image invalidates `mediaKeys.all`. */
export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (filters: object) => [...mediaKeys.lists(), filters] as const,
}

/** Who reads the site (issue 52): the audience report and a post's own figures, per period in days. */
export const audienceKeys = {
  all: ['audience'] as const,
  report: (days: number) => [...audienceKeys.all, 'report', days] as const,
  post: (postId: string, days: number) => [...audienceKeys.all, 'post', postId, days] as const,
}
