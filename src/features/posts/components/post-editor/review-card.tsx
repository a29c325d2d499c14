import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck, ShieldAlert, ShieldQuestion } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ErrorState } from '@/components/feedback/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/hooks/use-toast'
import { brasiliaToday } from '@/lib/brasilia-time'
import { toAppError } from '@/lib/errors'
import { z } from '@/lib/zod'
import {
  defaultNextReview,
  usePostReview,
  useRecordPostReview,
  useReviewers,
  type PostReviewState,
  type Reviewer,
} from '@/features/posts/api/post-review'
import { formatReviewDay, reviewerCredentials } from '@/features/posts/utils/review-text'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The dialog's rules, the same as record_post_review's (which decides in the end). */
export function reviewFormSchema(today: string) {
  return z
    .object({
      reviewerId: z.string().min(1, 'Escolha o revisor.'),
      reviewedOn: z
        .string()
        .regex(DAY, 'Informe a data da revisão.')
        .refine((day) => day <= today, 'A data da revisão não pode estar no futuro.'),
      nextReviewOn: z.string().regex(DAY, 'Informe a data da próxima revisão.'),
    })
    .refine((values) => values.nextReviewOn > values.reviewedOn, {
      path: ['nextReviewOn'],
      message: 'A próxima revisão deve ser depois da data da revisão.',
    })
}

type ReviewFormValues = z.infer<ReturnType<typeof reviewFormSchema>>

function reviewerLabel(reviewer: Reviewer): string {
  return `${reviewer.full_name || 'Usuário'} — ${reviewer.public_registry}`
}

/**
 * The review's form: the next review follows the review's date until it is typed by hand; the
 * database's reason for refusing goes to the field it concerns, and the dialog keeps what was typed.
 */
function useRecordReviewForm(postId: string, onClose: () => void) {
  const record = useRecordPostReview()
  const today = brasiliaToday()
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema(today)),
    defaultValues: { reviewerId: '', reviewedOn: today, nextReviewOn: defaultNextReview(today) },
  })
  const [nextTyped, setNextTyped] = useState(false)
  const reviewedOn = useWatch({ control: form.control, name: 'reviewedOn' })
  useEffect(() => {
    if (!nextTyped && DAY.test(reviewedOn)) form.setValue('nextReviewOn', defaultNextReview(reviewedOn))
  }, [reviewedOn, nextTyped, form])

  const submit = form.handleSubmit((values) =>
    record.mutateAsync({ postId, ...values }).then(
      () => {
        toast({ title: 'Revisão técnica registrada.' })
        onClose()
      },
      (error: unknown) => {
        const { code, message } = toAppError(error)
        if (code === '23514') form.setError('reviewerId', { type: 'server', message })
        else if (code === '22023' && /próxima/i.test(message))
          form.setError('nextReviewOn', { type: 'server', message })
        else if (code === '22023') form.setError('reviewedOn', { type: 'server', message })
        else form.setError('root', { type: 'server', message })
      },
    ),
  )
  return { form, today, submit, pending: record.isPending, nextTyped: () => setNextTyped(true) }
}

/** "Revisor": the people whose registry an admin verified, or why there is nobody to choose. */
function ReviewerField({
  form,
  reviewers,
}: {
  form: UseFormReturn<ReviewFormValues>
  reviewers: ReturnType<typeof useReviewers>
}) {
  return (
    <FormField label="Revisor" error={form.formState.errors.reviewerId?.message}>
      {(field) =>
        reviewers.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : reviewers.isError ? (
          <ErrorState onRetry={() => void reviewers.refetch()} retrying={reviewers.isFetching} />
        ) : reviewers.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            Ninguém tem registro profissional verificado. O revisor informa o registro (ex.: CRM-SP 123456) em Meu
            perfil, e um administrador o verifica em Usuários.
          </p>
        ) : (
          <Controller
            control={form.control}
            name="reviewerId"
            render={({ field: reviewer }) => (
              <Select value={reviewer.value} onValueChange={reviewer.onChange}>
                <SelectTrigger
                  id={field.id}
                  aria-invalid={field['aria-invalid']}
                  aria-describedby={field['aria-describedby']}
                >
                  <SelectValue placeholder="Escolha quem revisou" />
                </SelectTrigger>
                <SelectContent>
                  {reviewers.data.map((option) => (
                    <SelectItem key={option.id} value={option.id}>
                      {reviewerLabel(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )
      }
    </FormField>
  )
}

function RecordReviewDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const reviewers = useReviewers(true)
  const { form, today, submit, pending, nextTyped } = useRecordReviewForm(postId, onClose)
  const { errors } = form.formState

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Registrar revisão técnica</DialogTitle>
          <DialogDescription>
            Registra que a versão salva deste post foi revisada por um profissional com registro verificado no conselho.
            Uma alteração no título, resumo ou conteúdo depois disso deixa a revisão pendente.
          </DialogDescription>
        </DialogHeader>
        {/* The dialog renders in a portal but inside the post's form in React's tree: its submit must not reach that form. */}
        <form
          onSubmit={(event) => {
            event.stopPropagation()
            void submit(event)
          }}
          noValidate
          className="space-y-4"
        >
          <ReviewerField form={form} reviewers={reviewers} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Revisado em" error={errors.reviewedOn?.message}>
              {(field) => <Input {...field} type="date" max={today} {...form.register('reviewedOn')} />}
            </FormField>
            <FormField label="Próxima revisão" error={errors.nextReviewOn?.message}>
              {(field) => <Input {...field} type="date" {...form.register('nextReviewOn', { onChange: nextTyped })} />}
            </FormField>
          </div>
          {errors.root?.message ? <p className="text-sm text-red-600">{errors.root.message}</p> : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending || !reviewers.data?.length}>
              {pending ? 'Registrando...' : 'Registrar revisão'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** The last review recorded: who and when, and either the next one's date or that the text changed since. */
function SavedReview({ review, pending }: { review: NonNullable<PostReviewState['review']>; pending: boolean }) {
  return (
    <>
      {pending ? (
        <Badge variant="outline" className="gap-1 border-amber-300 bg-amber-50 text-amber-900">
          <ShieldAlert className="size-3.5" aria-hidden="true" />
          Revisão pendente
        </Badge>
      ) : (
        <Badge variant="outline" className="gap-1 border-green-300 bg-green-50 text-green-800">
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          Revisado
        </Badge>
      )}
      <p className="text-slate-700">
        {pending ? 'Última revisão: ' : 'Revisado por '}
        <span className="font-medium">{review.reviewer_name}</span>, {reviewerCredentials(review)} —{' '}
        {formatReviewDay(review.reviewed_on)}
      </p>
      {pending ? (
        <p className="text-amber-900">
          O texto mudou depois da revisão: o artigo não mostra a revisão até uma nova ser registrada.
        </p>
      ) : (
        <p className="text-slate-600">Próxima revisão: {formatReviewDay(review.next_review_on)}</p>
      )}
    </>
  )
}

/**
 * "Revisão técnica" in the editor's sidebar: who reviewed the saved text and when the next review is
 * due, or that it is pending after an edit. Editors and admins record a review (of the saved text, so
 * not while the form has unsaved changes).
 */
export function ReviewCard({
  postId,
  version,
  canRecord,
  unsaved,
}: {
  postId: string
  /** The saved version: a save may have made the review pending, so the card asks again. */
  version: number
  canRecord: boolean
  unsaved: boolean
}) {
  const state = usePostReview(postId)
  const [recording, setRecording] = useState(false)
  const { refetch } = state
  useEffect(() => {
    void refetch()
  }, [version, refetch])

  return (
    <Card data-testid="review-card">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Revisão técnica</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {state.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : state.isError ? (
          <ErrorState onRetry={() => void state.refetch()} retrying={state.isFetching} />
        ) : state.data.review === null ? (
          <Badge variant="outline" className="gap-1 border-slate-300 text-slate-700">
            <ShieldQuestion className="size-3.5" aria-hidden="true" />
            Sem revisão técnica
          </Badge>
        ) : (
          <SavedReview review={state.data.review} pending={state.data.review_pending} />
        )}
        {canRecord ? (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-full"
              disabled={unsaved}
              onClick={() => setRecording(true)}
            >
              Registrar revisão
            </Button>
            {unsaved ? (
              <p className="text-xs text-slate-600">Salve as alterações antes de registrar a revisão.</p>
            ) : null}
          </>
        ) : null}
      </CardContent>
      {recording ? <RecordReviewDialog postId={postId} onClose={() => setRecording(false)} /> : null}
    </Card>
  )
}
