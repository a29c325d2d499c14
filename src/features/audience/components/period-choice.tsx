import { Button } from '@/components/ui/button'
import { AUDIENCE_PERIODS, type AudiencePeriod } from '@/features/audience/api/get-audience-report'

/** "7 dias", "30 dias", "90 dias": the period shown, as pressed buttons. */
export function PeriodChoice({ value, onChange }: { value: AudiencePeriod; onChange: (days: AudiencePeriod) => void }) {
  return (
    <div role="group" aria-label="Período" className="inline-flex flex-wrap gap-2">
      {AUDIENCE_PERIODS.map((days) => (
        <Button
          key={days}
          size="sm"
          variant={days === value ? 'default' : 'outline'}
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          {days} dias
        </Button>
      ))}
    </div>
  )
}
