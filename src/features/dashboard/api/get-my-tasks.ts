import { useQuery } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { dashboardKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

export type TaskKind = 'assigned' | 'returned' | 'review_requested' | 'mention'

/** One of the signed-in person's tasks (`my_tasks()`): by due date, so the overdue come first. */
export interface MyTask {
  kind: TaskKind
  post_id: string
  title: string
  status: string
  due_at: string | null
  /** The due date has passed (the database's clock). */
  overdue: boolean | null
  note_id: string | null
  note_excerpt: string | null
  happened_at: string
}

async function getMyTasks(): Promise<MyTask[]> {
  const { data, error } = await supabase.rpc('my_tasks')
  if (error) throw toAppError(error)
  return data as MyTask[] // kind: a text column our type narrows
}

export const useMyTasks = () => useQuery({ queryKey: dashboardKeys.myTasks(), queryFn: getMyTasks })
