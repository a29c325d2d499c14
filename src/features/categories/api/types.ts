export interface PublicCategory {
  id: string
  name: string
  slug: string
  description: string | null
  color: string | null
  post_count: number
}
