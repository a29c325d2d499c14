import type { PostEditorValues } from '@/features/posts/schemas'
import { isoToSchedule, scheduleToIso } from '@/features/posts/utils/schedule-time'

/** Who answers for a post besides its author, and by when (posts.editor_id, technical_reviewer_id, due_at). */
export interface PostAssignment {
  editor_id: string | null
  technical_reviewer_id: string | null
  due_at: string | null
}

/** A due date is a day in Brasília; the task is late once that day has ended. */
const DUE_TIME = '23:59'

/** The "Prazo" field's value (yyyy-MM-dd in Brasília) for a stored due date. */
export function dueDateOf(dueAt: string | null | undefined): string {
  return isoToSchedule(dueAt).date
}

/** The stored due date for the "Prazo" field's value (null when empty or not a date). */
export function dueAtOf(dueDate: string): string | null {
  return dueDate ? scheduleToIso(dueDate, DUE_TIME) : null
}

/**
 * The assignment fields a save sends: only those that changed since the post was loaded, so the save
 * of someone who may not assign (an author) never touches them; the database refuses such a change
 * anyway (posts_guard_assignment). A due date on the same day as the stored one is unchanged.
 */
export function assignmentChanges(
  values: Pick<PostEditorValues, 'editor_id' | 'technical_reviewer_id' | 'due_date'>,
  loaded: PostAssignment | null,
): Partial<PostAssignment> {
  const changes: Partial<PostAssignment> = {}
  const editorId = values.editor_id || null
  const reviewerId = values.technical_reviewer_id || null
  if (editorId !== (loaded?.editor_id ?? null)) changes.editor_id = editorId
  if (reviewerId !== (loaded?.technical_reviewer_id ?? null)) changes.technical_reviewer_id = reviewerId
  if (values.due_date !== dueDateOf(loaded?.due_at)) changes.due_at = dueAtOf(values.due_date)
  return changes
}
