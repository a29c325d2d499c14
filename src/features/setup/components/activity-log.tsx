import { format } from 'date-fns'
import { cn } from '@/lib/cn'

export interface LogLine {
  id: number
  at: Date
  level: 'info' | 'success' | 'warning' | 'error'
  text: string
}

const LEVEL_CLASSES: Record<LogLine['level'], string> = {
  info: 'text-slate-700',
  success: 'text-green-700',
  warning: 'text-amber-800',
  error: 'text-red-700',
}

/** The setup's activity log: what was checked or done, newest last, with the time. */
export function ActivityLog({ lines }: { lines: LogLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-slate-500">Nenhuma atividade ainda.</p>
  return (
    <ol
      className="max-h-64 space-y-1 overflow-y-auto font-mono text-xs"
      aria-label="Registro de atividades"
      aria-live="polite"
    >
      {lines.map((line) => (
        <li key={line.id} className={cn('break-words', LEVEL_CLASSES[line.level])} data-level={line.level}>
          <span className="text-slate-400">[{format(line.at, 'HH:mm:ss')}]</span> {line.text}
        </li>
      ))}
    </ol>
  )
}
