import { Badge } from '@/components/ui/badge'
import { paths } from '@/config/paths'
import { formatBrasiliaDate } from '@/lib/brasilia-time'
import { useMyTasks, type TaskKind } from '@/features/dashboard/api/get-my-tasks'
import { ListCard, PostLink } from '@/features/dashboard/components/list-card'

const KIND_LABELS: Record<TaskKind, { text: string; className: string }> = {
  assigned: { text: 'Seu post', className: 'border-slate-300 bg-slate-50 text-slate-800' },
  returned: { text: 'Devolvido a você', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  review_requested: { text: 'Revisão técnica pedida', className: 'border-blue-300 bg-blue-50 text-blue-800' },
  mention: { text: 'Menção em nota', className: 'border-violet-300 bg-violet-50 text-violet-800' },
}

function DueDate({ dueAt, overdue }: { dueAt: string; overdue: boolean }) {
  return (
    <span className={overdue ? 'font-semibold text-red-700' : undefined}>
      {overdue ? 'Atrasado: prazo ' : 'Prazo: '}
      {formatBrasiliaDate(dueAt)}
    </span>
  )
}

/**
 * "Minhas tarefas": what is the signed-in person's to do — their posts (as author or responsible
 * editor), the ones returned to them with the editor's note, technical reviews asked of them and
 * notes that mention them — by due date, so the overdue come first.
 */
export function MyTasksCard() {
  const tasks = useMyTasks()
  return (
    <ListCard title="Minhas tarefas" query={tasks} empty="Nada pendente com você agora." testId="my-tasks">
      {tasks.data?.map((task) => (
        <li key={`${task.kind}-${task.post_id}-${task.note_id ?? ''}`} className="flex flex-col gap-1 py-3">
          <PostLink
            id={task.post_id}
            title={task.title}
            href={paths.admin.editPost.href(task.post_id, task.note_id ?? undefined)}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <Badge variant="outline" className={KIND_LABELS[task.kind].className}>
              {KIND_LABELS[task.kind].text}
            </Badge>
            {task.due_at ? <DueDate dueAt={task.due_at} overdue={task.overdue === true} /> : null}
          </div>
          {task.note_excerpt ? (
            <p className="line-clamp-2 text-sm break-words text-slate-600">“{task.note_excerpt}”</p>
          ) : null}
        </li>
      ))}
    </ListCard>
  )
}
