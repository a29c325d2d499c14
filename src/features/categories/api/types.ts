/** A category as the site's header and footer link it. */
export interface SiteCategory {
  id: string
  name: string
  slug: string
}

export interface PublicCategory {
  id: string
  name: string
  slug: string
  description: string | null
  color: string | null
  post_count: number
}
