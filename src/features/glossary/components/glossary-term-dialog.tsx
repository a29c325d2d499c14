import { Controller } from 'react-hook-form'
import { FormDialog } from '@/components/feedback/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { TagsInput } from '@/components/ui/tags-input'
import { Textarea } from '@/components/ui/textarea'
import type { GlossaryEntry } from '@/features/glossary/api/get-glossary'
import { useGlossaryTermForm } from '@/features/glossary/hooks/use-glossary-term-form'
import { GLOSSARY_DEFINITION_MAX } from '@/features/glossary/schemas'

/** "Novo termo" / "Editar termo": what a failed save refused is said at its field; nothing typed is lost. */
export function GlossaryTermDialog({
  entry,
  others,
  onClose,
}: {
  entry: GlossaryEntry | null
  others: GlossaryEntry[]
  onClose: () => void
}) {
  const editor = useGlossaryTermForm(entry, others, onClose)
  const { form } = editor
  const errors = form.formState.errors
  return (
    <FormDialog
      onClose={onClose}
      title={entry ? 'Editar termo' : 'Novo termo'}
      description="Uma definição curta, em linguagem simples, com a fonte. Nos artigos, a primeira vez que o termo (ou uma variante) aparece no texto mostra esta definição."
      onSubmit={editor.submit}
      failure={editor.failure}
      pending={editor.saving}
      lockWhilePending
    >
      <FormField label="Termo" error={errors.term?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register('term', {
              onChange: (event: { target: { value: string } }) => editor.termChanged(event.target.value),
            })}
          />
        )}
      </FormField>
      <FormField label="Slug" error={errors.slug?.message}>
        {(field) => (
          <Input
            {...field}
            className="font-mono text-sm"
            spellCheck={false}
            {...form.register('slug', { onChange: editor.slugEdited })}
          />
        )}
      </FormField>
      <FormField label="Variantes (siglas, plurais; Enter ou vírgula separa)" error={errors.variants?.message}>
        {(field) => (
          <Controller
            control={form.control}
            name="variants"
            render={({ field: variants }) => (
              <TagsInput {...field} value={variants.value} onChange={variants.onChange} />
            )}
          />
        )}
      </FormField>
      <FormField label={`Definição (até ${GLOSSARY_DEFINITION_MAX} caracteres)`} error={errors.definition?.message}>
        {(field) => <Textarea {...field} rows={4} {...form.register('definition')} />}
      </FormField>
      <FormField label="Endereço da fonte" error={errors.source_url?.message}>
        {(field) => (
          <Input {...field} type="url" inputMode="url" placeholder="https://" {...form.register('source_url')} />
        )}
      </FormField>
      <FormField label="Título da fonte (opcional)" error={errors.source_title?.message}>
        {(field) => <Input {...field} {...form.register('source_title')} />}
      </FormField>
      <FormField label="Publicado por (opcional)" error={errors.source_publisher?.message}>
        {(field) => <Input {...field} {...form.register('source_publisher')} />}
      </FormField>
    </FormDialog>
  )
}
