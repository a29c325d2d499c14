import { format, parseISO } from 'date-fns'
import { ptBR } from 'date-fns/locale/pt-BR'
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts'
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart'

const config = { views: { label: 'Visualizações', color: '#0f766e' } } satisfies ChartConfig

const shortDay = (day: string) => format(parseISO(day), 'dd/MM', { locale: ptBR })
const longDay = (day: string) => format(parseISO(day), "EEEE, d 'de' MMMM", { locale: ptBR })
const number = (value: number | string) => Number(value).toLocaleString('pt-BR')

/** One day's views, oldest first and zero-filled (`dashboard_views`, `audience_report`). */
export interface DailyViews {
  day: string
  views: number
}

/**
 * Views per day (Recharts through the shadcn chart pattern), shared by the dashboard and "Audiência".
 * Loaded lazily by both, so Recharts never reaches the public pages. The aria-label carries the
 * figures for screen readers.
 */
export default function ViewsChart({ daily }: { daily: readonly DailyViews[] }) {
  const total = daily.reduce((sum, item) => sum + item.views, 0)
  const best = daily.reduce((top, item) => (item.views > top.views ? item : top), daily[0] ?? { day: '', views: 0 })
  const summary =
    total === 0
      ? 'Nenhuma visualização no período.'
      : `${number(total)} visualizações no período; o dia com mais foi ${longDay(best.day)}, com ${number(best.views)}.`
  return (
    <ChartContainer
      config={config}
      className="aspect-auto h-56 w-full"
      role="img"
      aria-label={summary}
      data-testid="views-chart"
    >
      <BarChart data={daily} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="day"
          tickLine={false}
          axisLine={false}
          tickMargin={8}
          minTickGap={24}
          tickFormatter={shortDay}
        />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} tickFormatter={number} />
        <ChartTooltip
          cursor={{ fill: '#f1f5f9' }}
          content={({ active, payload, label }) => (
            <ChartTooltipContent
              active={active}
              payload={payload}
              label={label as string}
              labelFormatter={(value) => (value ? longDay(String(value)) : '')}
              valueFormatter={number}
            />
          )}
        />
        <Bar dataKey="views" fill="var(--color-views)" radius={[3, 3, 0, 0]} />
      </BarChart>
    </ChartContainer>
  )
}
