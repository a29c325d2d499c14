import { queryOptions, useQuery } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { env } from '@/lib/env'
import { toAppError } from '@/lib/errors'
import { postKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { Platform } from '@/lib/clio/constants'

export interface SocialPostOption {
  id: string
  title: string
  slug: string
  /** Its public page is current once written from this (lib/public-page.ts). */
  page_changed_at: string
}

const RECENT = 50

/** The latest published posts, for "Post publicado" in the social generator. */
export async function getPublishedPostsForSocial(): Promise<SocialPostOption[]> {
  const { data, error } = await supabase
    .from('posts')
    .select('id,title,slug,page_changed_at')
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(RECENT)
  if (error) throw toAppError(error)
  return data
}

export const socialPostsQuery = () =>
  queryOptions({ queryKey: postKeys.socialOptions(), queryFn: getPublishedPostsForSocial, staleTime: 60_000 })
export const useSocialPosts = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...socialPostsQuery(), enabled })

/** The post's public address with the campaign's UTM parameters (issue 30): source = the platform. */
export function socialLink(slug: string, platform: Platform): string {
  const params = new URLSearchParams({ utm_source: platform, utm_medium: 'social', utm_campaign: 'clio' })
  return `${env.siteUrl}${paths.article.href(slug)}?${params}`
}
