import { CircleCheck, ShieldAlert, ShieldCheck } from 'lucide-react'
import { useId, useMemo } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { ComplianceFlag } from '@/lib/compliance/check-compliance'
import { COMPLIANCE_CATEGORY_LABELS, type CompliancePack, type PostField } from '@/lib/compliance/pack'
import { checkFields, POST_FIELD_LABELS, postWarnings } from '@/lib/compliance/post-compliance'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import { cn } from '@/lib/cn'
import { countLabel } from '@/lib/counts'

export type CheckedField = { field?: PostField; text: string }

/** The findings of the fields (and the post-level warnings), recomputed only when a text changes. */
export function useComplianceFlags(
  pack: CompliancePack | undefined,
  fields: readonly CheckedField[] | null,
  referenceCount?: number,
): { flags: ComplianceFlag[]; warnings: ComplianceFlag[] } {
  return useMemo(() => {
    if (!pack || !fields) return { flags: [], warnings: [] }
    const prose = fields.filter((item) => !item.field || ['title', 'excerpt', 'content'].includes(item.field))
    return {
      flags: checkFields(fields, pack),
      warnings:
        referenceCount === undefined
          ? []
          : postWarnings(prose.map((item) => item.text).join('\n'), referenceCount, pack),
    }
  }, [pack, fields, referenceCount])
}

function countMessage(count: number): string {
  if (count === 0) return 'Nenhum problema encontrado.'
  return `${countLabel(count, 'trecho', 'trechos')} para revisar.`
}

/** What the report says while its text has not been checked yet (the editor checks after its first paint). */
export const COMPLIANCE_CHECKING_TEXT = 'Verificando o texto…'
/** The rules come from the database; without them nothing can be checked here (publishing still is, there). */
export const COMPLIANCE_RULES_FAILED_TEXT = 'Não foi possível carregar as regras de conformidade.'

interface ComplianceReportProps {
  /** The texts to check (plain text; strip HTML with `htmlToPlainText` first), with the post field each is. Null: not yet. */
  fields: readonly CheckedField[] | null
  /** The post's reference count: given, the report adds the post-level warnings (postWarnings). */
  referenceCount?: number
  title?: string
  className?: string
}

/**
 * Lists the passages of a text that may break Brazil's advertising rules for medicinal cannabis,
 * each with the match highlighted, the field it is in, what is wrong and the norm it comes from —
 * by the rules the database publishes with (compliance_pack()).
 */
export function ComplianceReport({
  fields,
  referenceCount,
  title = 'Verificação de conformidade',
  className,
}: ComplianceReportProps) {
  const pack = useCompliancePack()
  const { flags, warnings } = useComplianceFlags(pack.data, fields, referenceCount)
  const headingId = useId()
  const failed = pack.isError && !pack.data
  const checking = !failed && (fields === null || !pack.data)
  const clean = flags.length === 0
  const HeadingIcon = clean ? ShieldCheck : ShieldAlert
  const manyFields =
    new Set(flags.map((flag) => flag.field)).size > 1 || flags.some((flag) => flag.field && flag.field !== 'content')

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
        className={cn(
          'mt-2 flex items-center gap-2 text-sm',
          failed ? 'text-red-800' : clean ? 'text-green-800' : 'text-amber-900',
        )}
      >
        {clean && !checking && !failed && <CircleCheck aria-hidden="true" className="size-4" />}
        {failed ? COMPLIANCE_RULES_FAILED_TEXT : checking ? COMPLIANCE_CHECKING_TEXT : countMessage(flags.length)}
      </p>
      {failed ? (
        <Button type="button" size="sm" variant="outline" className="mt-3" onClick={() => void pack.refetch()}>
          Tentar novamente
        </Button>
      ) : null}

      {!checking && !clean && (
        <>
          <ul className="mt-4 space-y-3">
            {flags.map((flag) => (
              <ComplianceFlagItem
                key={`${flag.field}-${flag.ruleId}-${flag.start}`}
                flag={flag}
                showField={manyFields}
              />
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
              <ComplianceFlagItem key={`${flag.ruleId}-${flag.start}`} flag={flag} warning />
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

function ComplianceFlagItem({
  flag,
  warning = false,
  showField = false,
}: {
  flag: ComplianceFlag
  warning?: boolean
  showField?: boolean
}) {
  return (
    <li
      className={cn(
        'rounded-lg border p-3',
        warning ? 'border-sky-200 bg-sky-50/60' : 'border-amber-200 bg-amber-50/60',
      )}
      data-testid={warning ? 'compliance-warning' : 'compliance-flag'}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={warning ? 'info' : 'warning'}>{COMPLIANCE_CATEGORY_LABELS[flag.category]}</Badge>
        <span className="text-sm font-semibold">{flag.label}</span>
        {showField && flag.field ? (
          <span className="text-xs text-slate-600">em {POST_FIELD_LABELS[flag.field]}</span>
        ) : null}
      </div>
      <blockquote className="mt-2 border-l-2 border-amber-300 pl-3 text-sm break-words text-slate-800">
        {flag.before}
        <mark className="rounded bg-amber-200 px-0.5 text-slate-900">{flag.match}</mark>
        {flag.after}
      </blockquote>
      <p className="mt-2 text-sm text-slate-700">{flag.reason}</p>
      <p className="mt-1 text-xs text-slate-500">
        <span className="font-medium">Norma:</span> {flag.norm}
      </p>
    </li>
  )
}
