import { createContext, useContext, useId, type ComponentProps, type CSSProperties, type ReactNode } from 'react'
import { ResponsiveContainer, Tooltip } from 'recharts'
import { cn } from '@/lib/cn'

// The shadcn/ui chart pattern on Recharts, trimmed to what the back office draws: a container that
// names each series' colour as a CSS variable (--color-<key>) and a tooltip styled like the UI kit.

export type ChartConfig = Record<string, { label: string; color: string }>

const ChartContext = createContext<ChartConfig | null>(null)

function useChartConfig(): ChartConfig {
  const config = useContext(ChartContext)
  if (!config) throw new Error('useChartConfig must be used inside <ChartContainer>')
  return config
}

export function ChartContainer({
  config,
  className,
  children,
  style,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & {
  config: ChartConfig
  children: ComponentProps<typeof ResponsiveContainer>['children']
}) {
  const id = useId()
  const colours = Object.fromEntries(Object.entries(config).map(([key, item]) => [`--color-${key}`, item.color]))
  return (
    <ChartContext value={config}>
      <div
        data-slot="chart"
        data-chart={id}
        style={{ ...colours, ...style } as CSSProperties}
        className={cn(
          'flex aspect-video justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-slate-500 [&_.recharts-cartesian-grid_line]:stroke-slate-200 [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-slate-100 [&_.recharts-surface]:outline-none',
          className,
        )}
        {...props}
      >
        <ResponsiveContainer>{children}</ResponsiveContainer>
      </div>
    </ChartContext>
  )
}

export const ChartTooltip = Tooltip

interface TooltipItem {
  dataKey?: string | number | ((obj: unknown) => unknown)
  value?: number | string | readonly (number | string)[]
  color?: string
}

/** Tooltip body: the label (formatted by the caller) and one line per series, with its colour. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  labelFormatter,
  valueFormatter = (value) => String(value),
}: {
  active?: boolean
  payload?: readonly TooltipItem[]
  label?: string | number
  labelFormatter?: (label: string | number | undefined) => ReactNode
  valueFormatter?: (value: number | string) => string
}) {
  const config = useChartConfig()
  if (!active || !payload?.length) return null
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg">
      <p className="font-medium text-slate-900">{labelFormatter ? labelFormatter(label) : label}</p>
      {payload.map((item) => {
        const key = String(item.dataKey)
        const value = Array.isArray(item.value) ? item.value.join('–') : (item.value ?? 0)
        return (
          <div key={key} className="flex items-center gap-2">
            <span className="size-2.5 rounded-sm" style={{ background: `var(--color-${key})` }} aria-hidden="true" />
            <span className="text-slate-600">{config[key]?.label ?? key}</span>
            <span className="ml-auto font-mono font-medium text-slate-900 tabular-nums">
              {valueFormatter(value as number | string)}
            </span>
          </div>
        )
      })}
    </div>
  )
}
