import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type ReactNode } from 'react'
import { Controller, useForm, type UseFormReturn } from 'react-hook-form'
import { FailureAlert } from '@/components/feedback/form-dialog'
import {
  CREDIT_OPTIONS,
  detailsToValues,
  imageDetailsSchema,
  valuesToDetails,
  type ImageDetailsValues,
} from '@/components/media/image-details-schema'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ChoiceSelect } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { mediaDetailsFailure, saveMediaDetails, type MediaDetails } from '@/lib/media-details'

type Form = UseFormReturn<ImageDetailsValues>

/** "Texto alternativo" and "Imagem decorativa": what a screen reader says of the image, or that it says nothing. */
function AltFields({ form }: { form: Form }) {
  const decorativeId = useId()
  const { errors } = form.formState
  const decorative = form.watch('decorative')
  return (
    <>
      <FormField label="Texto alternativo" error={errors.alt?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            maxLength={300}
            placeholder={decorative ? 'Opcional para imagens decorativas' : 'Descreva o que a imagem mostra'}
            {...form.register('alt')}
          />
        )}
      </FormField>
      <div className="flex items-start gap-2">
        <input id={decorativeId} type="checkbox" className="mt-0.5 size-4" {...form.register('decorative')} />
        <label htmlFor={decorativeId} className="text-sm text-slate-800">
          Imagem decorativa
          <span className="block text-xs text-slate-500">Não acrescenta informação; leitores de tela a ignoram.</span>
        </label>
      </div>
    </>
  )
}

/** "Crédito": who made the image, with what each kind needs (Pexels: photographer and link; third party: source and licence). */
function CreditFields({ form }: { form: Form }) {
  const { errors } = form.formState
  const kind = form.watch('credit_kind')
  const text = (name: 'credit_author' | 'credit_url' | 'credit_source' | 'credit_licence', label: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(field) => <Input {...field} {...form.register(name)} />}
    </FormField>
  )
  return (
    <>
      <FormField label="Crédito" error={errors.credit_kind?.message}>
        {(field) => (
          <Controller
            control={form.control}
            name="credit_kind"
            render={({ field: credit }) => (
              <ChoiceSelect
                id={field.id}
                value={credit.value}
                onChange={credit.onChange}
                choices={CREDIT_OPTIONS}
                placeholder="Não informado"
              />
            )}
          />
        )}
      </FormField>
      {kind === 'pexels' ? (
        <>
          {text('credit_author', 'Fotógrafo')}
          {text('credit_url', 'Link da foto no Pexels')}
        </>
      ) : null}
      {kind === 'third_party' ? (
        <>
          {text('credit_source', 'Fonte')}
          {text('credit_licence', 'Licença')}
          {text('credit_author', 'Autor (opcional)')}
          {text('credit_url', 'Link (opcional)')}
        </>
      ) : null}
    </>
  )
}

/**
 * The details of a library image: alt text (required unless "Imagem decorativa"), caption and credit.
 * Saves into public.media as the signed-in user (or hands the values to `onSubmit`); a refusal shows at its
 * field, or above the buttons, and what was typed stays. `altOnly` leaves caption and credit out.
 */
export function ImageDetailsForm({
  details,
  onSubmit,
  onSaved,
  onCancel,
  altOnly = false,
  submitLabel = 'Salvar detalhes',
  pendingLabel = 'Salvando...',
  children,
}: {
  details: MediaDetails
  onSubmit?: (values: ImageDetailsValues) => Promise<void>
  onSaved?: (details: MediaDetails) => void
  onCancel?: () => void
  altOnly?: boolean
  submitLabel?: string
  pendingLabel?: string
  children?: ReactNode
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<ImageDetailsValues>({
    resolver: zodResolver(imageDetailsSchema),
    defaultValues: detailsToValues(details),
  })

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      if (onSubmit) await onSubmit(values)
      else onSaved?.(await saveMediaDetails(valuesToDetails(details, values)))
    } catch (error) {
      const { field, message } = mediaDetailsFailure(error)
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true })
      else setFailure(message)
    }
  })

  return (
    <form
      noValidate
      className="space-y-4"
      aria-label="Detalhes da imagem"
      onSubmit={(event) => {
        // Rendered in a dialog inside the editor's form: the submit is this form's alone.
        event.stopPropagation()
        void submit(event)
      }}
    >
      {children}
      <AltFields form={form} />
      {altOnly ? null : (
        <>
          <FormField label="Legenda" error={form.formState.errors.caption?.message}>
            {(field) => <Textarea {...field} rows={2} maxLength={500} {...form.register('caption')} />}
          </FormField>
          <CreditFields form={form} />
        </>
      )}
      <FailureAlert failure={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
