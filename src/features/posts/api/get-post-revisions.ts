import { queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import type { PostReference } from '@/features/posts/api/types'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export interface PostRevision {
  id: string
  title: string
  excerpt: string | null
  content: string
  /** The references as they were with this text (its markers point at them). */
  reference_list: PostReference[]
  created_at: string
  saved_by_profile: { full_name: string | null } | null
}

/** The post's kept revisions, newest first (the database keeps the last 25). */
export async function getPostRevisions(postId: string): Promise<PostRevision[]> {
  const { data, error } = await supabase
    .from('post_revisions')
    .select('id,title,excerpt,content,reference_list,created_at,saved_by_profile:profiles(full_name)')
    .eq('post_id', postId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
  if (error) throw toAppError(error)
  return data as PostRevision[] // reference_list: a JSON column our type narrows
}

export const postRevisionsQuery = (postId: string) =>
  queryOptions({ queryKey: postKeys.revisions(postId), queryFn: () => getPostRevisions(postId), staleTime: 0 })

export const usePostRevisions = (postId: string, enabled: boolean) =>
  useQuery({ ...postRevisionsQuery(postId), enabled })
