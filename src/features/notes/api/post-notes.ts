import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NoteAnchor } from '@/features/notes/utils/note-anchor'
import { toAppError } from '@/lib/errors'
import type { MutationHookOptions } from '@/lib/query-client'
import { noteKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

/**
 * A note on a post (post_notes). Top-level notes may carry an anchor; replies (`parent_id`) never do.
 * The database decides who may do what (staff read and write, only the writer edits or deletes,
 * anyone on the staff resolves or re-anchors) and checks the body and the mentions.
 */
export interface PostNote {
  id: string
  post_id: string
  parent_id: string | null
  author_id: string | null
  body: string
  anchor: NoteAnchor | null
  anchor_lost: boolean
  mentions: string[]
  resolved_at: string | null
  resolved_by: string | null
  created_at: string
  edited_at: string | null
}

const NOTE_SELECT =
  'id,post_id,parent_id,author_id,body,anchor,anchor_lost,mentions,resolved_at,resolved_by,created_at,edited_at'

/** Every note of the post, oldest first (a thread reads top to bottom). */
export async function listPostNotes(postId: string): Promise<PostNote[]> {
  const { data, error } = await supabase
    .from('post_notes')
    .select(NOTE_SELECT)
    .eq('post_id', postId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
  if (error) throw toAppError(error)
  return data as unknown as PostNote[] // anchor: a JSON column our type narrows
}

export const postNotesQuery = (postId: string) =>
  queryOptions({ queryKey: noteKeys.ofPost(postId), queryFn: () => listPostNotes(postId) })

/** Asked again every 30 s while the tab is in front, so the team's new notes and replies show up (no realtime). */
export const usePostNotes = (postId: string, enabled: boolean) =>
  useQuery({ ...postNotesQuery(postId), enabled, refetchInterval: 30_000 })

export interface NewNote {
  post_id: string
  body: string
  mentions: string[]
  parent_id?: string | null
  anchor?: NoteAnchor | null
}

export async function addPostNote(note: NewNote): Promise<PostNote> {
  const { data, error } = await supabase
    .from('post_notes')
    .insert({ ...note, anchor: note.anchor ? { ...note.anchor } : null })
    .select(NOTE_SELECT)
    .single()
  if (error) throw toAppError(error)
  return data as unknown as PostNote
}

/** What may change in a note: its text (the writer), its state or its anchor (anyone on the staff). */
export type NoteChange =
  { body: string; mentions: string[] } | { resolved: boolean } | { anchor: NoteAnchor; anchor_lost: boolean }

function noteUpdate(change: NoteChange) {
  if ('body' in change) return { body: change.body, mentions: change.mentions }
  if ('resolved' in change) return { resolved_at: change.resolved ? new Date().toISOString() : null }
  return { anchor: { ...change.anchor }, anchor_lost: change.anchor_lost }
}

export async function changePostNote({ id, change }: { id: string; change: NoteChange }): Promise<PostNote> {
  const { data, error } = await supabase
    .from('post_notes')
    .update(noteUpdate(change))
    .eq('id', id)
    .select(NOTE_SELECT)
    .single()
  if (error) throw toAppError(error)
  return data as unknown as PostNote
}

export async function deletePostNote(id: string): Promise<void> {
  // .select() so that a row RLS hid from the delete (someone else's note) is an error, not a silent no-op.
  const { data, error } = await supabase.from('post_notes').delete().eq('id', id).select('id')
  if (error) throw toAppError(error)
  if (data.length === 0) throw toAppError({ code: '42501', message: 'Só quem escreveu a nota pode excluí-la.' })
}

function useNoteMutation<T, R>(postId: string, mutationFn: (input: T) => Promise<R>, options: MutationHookOptions) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta: options.meta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.ofPost(postId) }),
  })
}

export const useAddPostNote = (postId: string, options: MutationHookOptions = {}) =>
  useNoteMutation(postId, addPostNote, options)

export const useChangePostNote = (postId: string, options: MutationHookOptions = {}) =>
  useNoteMutation(postId, changePostNote, options)

export const useDeletePostNote = (postId: string, options: MutationHookOptions = {}) =>
  useNoteMutation(postId, deletePostNote, options)
