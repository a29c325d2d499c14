import { CircleCheck, ShieldAlert, ShieldCheck } from 'lucide-react'
import { useId, useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { checkCompliance, contextAround, type ComplianceFlag } from '@/lib/compliance/check-compliance'
import { COMPLIANCE_CATEGORY_LABELS } from '@/lib/compliance/rules'
import { cn } from '@/lib/cn'

/** The compliance flags of a plain text, recomputed only when the text changes. */
export function useComplianceFlags(text: string): ComplianceFlag[] {
  return useMemo(() => checkCompliance(text), [text])
}

function countMessage(count: number): string {
  if (count === 0) return 'Nenhum problema encontrado.'
  return count === 1 ? '1 trecho para revisar.' : `${count} trechos para revisar.`
}

/** What the report says while its text has not been checked yet (the editor checks after its first paint). */
export const COMPLIANCE_CHECKING_TEXT = 'Verificando o texto…'

interface ComplianceReportProps {
  /** Plain text to check; strip HTML with `htmlToPlainText` first. Null: not checked yet. */
  text: string | null
  /** Findings about the whole post that do not block publishing (postWarnings), listed after the others. */
  warnings?: ComplianceFlag[]
  title?: string
  className?: string
}

/**
 * Lists the passages of a text that may break Brazil's advertising rules for medicinal cannabis,
 * each with the match highlighted, what is wrong and the norm it comes from.
 */
export function ComplianceReport({ text, warnings = [], title = 'Verificação de conformidade', className }: ComplianceReportProps) {
  const flags = useComplianceFlags(text ?? '')
  const headingId = useId()
  const checking = text === null
  const clean = flags.length === 0
  const HeadingIcon = clean ? ShieldCheck : ShieldAlert

  return (
    <section
      aria-labelledby={headingId}
      data-testid="compliance-report"
      className={cn('rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-sm', className)}
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base leading-tight font-semibold">
        <HeadingIcon aria-hidden="true" className={cn('size-5', clean ? 'text-green-700' : 'text-amber-700')} />
        {title}
      </h3>

      {/* Always mounted, so screen readers hear the count change while the author types. */}
      <p
        role="status"
        className={cn('mt-2 flex items-center gap-2 text-sm', clean ? 'text-green-800' : 'text-amber-900')}
      >
        {clean && !checking && <CircleCheck aria-hidden="true" className="size-4" />}
        {checking ? COMPLIANCE_CHECKING_TEXT : countMessage(flags.length)}
      </p>

      {!checking && !clean && (
        <>
          <ul className="mt-4 space-y-3">
            {flags.map((flag) => (
              <ComplianceFlagItem key={`${flag.ruleId}-${flag.start}`} text={text} flag={flag} />
            ))}
          </ul>
          <p className="mt-4 text-xs text-slate-500">
            Verificação automática: revise cada trecho. Ela não substitui a análise jurídica nem a revisão editorial.
          </p>
        </>
      )}

      {!checking && warnings.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-800">
            {warnings.length === 1 ? '1 aviso' : `${warnings.length} avisos`} (não impede a publicação)
          </p>
          <ul className="mt-2 space-y-3">
            {warnings.map((flag) => (
              <ComplianceFlagItem key={`${flag.ruleId}-${flag.start}`} text={text} flag={flag} warning />
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function ComplianceFlagItem({ text, flag, warning = false }: { text: string; flag: ComplianceFlag; warning?: boolean }) {
  const { before, match, after } = contextAround(text, flag.start, flag.end)
  return (
    <li
      className={cn('rounded-lg border p-3', warning ? 'border-sky-200 bg-sky-50/60' : 'border-amber-200 bg-amber-50/60')}
      data-testid={warning ? 'compliance-warning' : 'compliance-flag'}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={warning ? 'info' : 'warning'}>{COMPLIANCE_CATEGORY_LABELS[flag.category]}</Badge>
        <span className="text-sm font-semibold">{flag.label}</span>
      </div>
      <blockquote className="mt-2 border-l-2 border-amber-300 pl-3 text-sm text-slate-800">
        {before}
        <mark className="rounded bg-amber-200 px-0.5 text-slate-900">{match}</mark>
        {after}
      </blockquote>
      <p className="mt-2 text-sm text-slate-700">{flag.reason}</p>
      <p className="mt-1 text-xs text-slate-500">
        <span className="font-medium">Norma:</span> {flag.norm}
      </p>
    </li>
  )
}
