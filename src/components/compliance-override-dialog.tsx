import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { COMPLIANCE_CATEGORY_LABELS } from '@/lib/compliance/pack'
import { POST_FIELD_LABELS, type StoredFinding } from '@/lib/compliance/post-compliance'
import { z } from '@/lib/zod'
import { countLabel } from '@/lib/counts'

/** The database refuses shorter justifications (posts_verify_publishing, request_newsletter_send). */
export const JUSTIFICATION_MIN = 10

const schema = z.object({
  justification: z
    .string()
    .trim()
    .min(JUSTIFICATION_MIN, `Escreva a justificativa (ao menos ${JUSTIFICATION_MIN} caracteres).`)
    .max(2000, 'A justificativa pode ter até 2.000 caracteres.'),
})

const trechos = (count: number) => countLabel(count, 'trecho', 'trechos')

/** What goes ahead over the findings: the post's publication, its scheduling, or its e-mail to the subscribers. */
export type OverriddenAction = 'publish' | 'schedule' | 'newsletter'

const ACTION_TEXTS: Record<OverriddenAction, { title: string; verb: string; goes: string; confirm: string }> = {
  publish: {
    title: 'Publicar com pontos de conformidade?',
    verb: 'publicar',
    goes: 'o texto pode ir ao ar',
    confirm: 'Publicar com justificativa',
  },
  schedule: {
    title: 'Agendar com pontos de conformidade?',
    verb: 'agendar',
    goes: 'o texto pode ir ao ar',
    confirm: 'Agendar com justificativa',
  },
  newsletter: {
    title: 'Enviar por e-mail com pontos de conformidade?',
    verb: 'enviar aos assinantes',
    goes: 'o texto pode ir aos assinantes (um e-mail à lista segue as mesmas regras da página)',
    confirm: 'Enviar com justificativa',
  },
}

/**
 * An editor or admin publishes, schedules or e-mails a post over compliance findings only with a written
 * justification, which the database keeps with the post's history and the audit log. The findings are
 * the database's (its refusal lists them). The dialog stays open, with what was typed, until the save
 * succeeds or the person cancels.
 */
export function ComplianceOverrideDialog({
  findings,
  action,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  findings: StoredFinding[]
  action: OverriddenAction
  pending: boolean
  failure: string | null
  onConfirm: (justification: string) => void
  onClose: () => void
}) {
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { justification: '' } })
  const error = form.formState.errors.justification?.message
  const submit = form.handleSubmit(({ justification }) => onConfirm(justification))
  const texts = ACTION_TEXTS[action]

  return (
    <AlertDialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{texts.title}</AlertDialogTitle>
            <AlertDialogDescription>
              A verificação de conformidade encontrou {trechos(findings.length)} que podem violar as regras de
              publicidade de cannabis (ANVISA/CFM). Para {texts.verb} assim, explique por que {texts.goes}: a
              justificativa fica registrada com o seu nome no histórico do post e na auditoria.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <ul
            className="max-h-40 space-y-1 overflow-y-auto rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950"
            aria-label="Pontos encontrados"
          >
            {findings.map((finding, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">{COMPLIANCE_CATEGORY_LABELS[finding.category] ?? finding.label}:</span> “
                {finding.match}”
                {finding.field && finding.field !== 'content' ? (
                  <span className="text-amber-800"> ({POST_FIELD_LABELS[finding.field]})</span>
                ) : null}
              </li>
            ))}
          </ul>
          <FormField label="Justificativa" error={error}>
            {(field) => <Textarea {...field} rows={4} disabled={pending} {...form.register('justification')} />}
          </FormField>
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              Cancelar
            </AlertDialogCancel>
            <Button type="submit" disabled={pending}>
              {pending ? (action === 'newsletter' ? 'Enviando...' : 'Salvando...') : texts.confirm}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}

/**
 * For whoever may not override findings (an author): the text goes to review, where an editor or
 * admin decides.
 */
export function ComplianceReviewDialog({
  count,
  pending,
  onSendForReview,
  onClose,
}: {
  count: number
  pending: boolean
  onSendForReview?: () => void
  onClose: () => void
}) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>O texto precisa de revisão</AlertDialogTitle>
          <AlertDialogDescription>
            A verificação de conformidade encontrou {trechos(count)} que podem violar as regras de publicidade de
            cannabis (ANVISA/CFM). Corrija os trechos ou envie o post para revisão: um editor ou administrador decide se
            pode ser publicado.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Voltar ao texto</AlertDialogCancel>
          {onSendForReview ? (
            <Button onClick={onSendForReview} disabled={pending}>
              {pending ? 'Enviando...' : 'Enviar para revisão'}
            </Button>
          ) : null}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
