import { useSearchParams } from 'react-router'
import {
  AUDIENCE_PERIODS,
  DEFAULT_AUDIENCE_PERIOD,
  type AudiencePeriod,
} from '@/features/audience/api/get-audience-report'

/** A `?dias=` value as one of the periods offered; anything else is the default (30 days). */
export function audiencePeriodOf(value: string | null): AudiencePeriod {
  return AUDIENCE_PERIODS.find((days) => String(days) === value) ?? DEFAULT_AUDIENCE_PERIOD
}

/** The screen's period, kept in the URL (`?dias=7`) so a link or a reload shows the same report. */
export function useAudiencePeriod() {
  const [searchParams, setSearchParams] = useSearchParams()
  const days = audiencePeriodOf(searchParams.get('dias'))
  const change = (next: AudiencePeriod) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        if (next === DEFAULT_AUDIENCE_PERIOD) params.delete('dias')
        else params.set('dias', String(next))
        return params
      },
      { replace: true },
    )
  return { days, change }
}
