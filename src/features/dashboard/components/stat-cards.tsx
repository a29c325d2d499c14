import { Eye, FileText, FolderOpen, MessageSquare, type LucideIcon } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { DashboardStats } from '@/features/dashboard/api/get-dashboard-stats'

const number = (value: number) => value.toLocaleString('pt-BR')

/** "+3 publicados nos últimos 30 dias": a real comparison from the database, never a placeholder. */
function change(count: number, noun?: { one: string; many: string }) {
  const word = noun ? ` ${count === 1 ? noun.one : noun.many}` : ''
  return `+${number(count)}${word} nos últimos 30 dias`
}

const COMMENTS_NOT_OPEN = 'Ainda não abertos aos leitores'

interface StatCard {
  label: string
  value: number
  change: string
  icon: LucideIcon
}

function cards(stats: DashboardStats): StatCard[] {
  return [
    {
      label: 'Total de Posts',
      value: stats.totalPosts,
      change: change(stats.postsPublishedLast30Days, { one: 'publicado', many: 'publicados' }),
      icon: FileText,
    },
    {
      label: 'Categorias',
      value: stats.totalCategories,
      change: change(stats.categoriesLast30Days, { one: 'criada', many: 'criadas' }),
      icon: FolderOpen,
    },
    // Comments are not open to readers yet (the screen says "Funcionalidade em breve."): the card says
    // so instead of a "+0 nos últimos 30 dias" that reads like an audience nobody answers.
    {
      label: 'Comentários',
      value: stats.totalComments,
      change: COMMENTS_NOT_OPEN,
      icon: MessageSquare,
    },
    { label: 'Visualizações', value: stats.totalViews, change: change(stats.viewsLast30Days), icon: Eye },
  ]
}

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards(stats).map(({ label, value, change: text, icon: Icon }) => (
        <li key={label}>
          <Card className="flex h-full flex-col gap-1 p-4 sm:p-5" data-testid="stat-card">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-slate-600">{label}</h2>
              <Icon className="text-brand-700 size-5" aria-hidden="true" />
            </div>
            <p
              className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl"
              data-testid="stat-value"
            >
              {number(value)}
            </p>
            <p className="text-xs text-slate-500">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

/** Four placeholders the size of the cards. */
export function StatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-[8.5rem] rounded-xl sm:h-[7.75rem]" />
      ))}
    </div>
  )
}
