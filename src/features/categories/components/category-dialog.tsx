import { Controller } from 'react-hook-form'
import { FormDialog } from '@/components/feedback/form-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { SwitchField } from '@/components/ui/switch-field'
import { Textarea } from '@/components/ui/textarea'
import type { StaffCategory } from '@/features/categories/api/get-all-categories'
import { useCategoryForm } from '@/features/categories/hooks/use-category-form'
import { CATEGORY_COLORS } from '@/lib/category-colors'

type CategoryForm = ReturnType<typeof useCategoryForm>

/**
 * "Nova Categoria" / "Editar Categoria". The slug follows the name until edited and is checked against
 * the other categories at the field; a failed save keeps the dialog open with what was typed.
 */
export function CategoryDialog({
  category,
  others,
  onClose,
}: {
  category: StaffCategory | null
  others: StaffCategory[]
  onClose: () => void
}) {
  const editor = useCategoryForm(category, others, onClose)
  const { form } = editor
  return (
    <FormDialog
      onClose={onClose}
      title={category ? 'Editar Categoria' : 'Nova Categoria'}
      description="As categorias organizam os posts: cada uma ganha sua página e aparece no rodapé do blog. Para levá-la ao cabeçalho, adicione-a em Menu."
      onSubmit={editor.submit}
      failure={editor.failure}
      pending={editor.saving}
      lockWhilePending
    >
      <FormField label="Nome" error={form.formState.errors.name?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register('name', {
              onChange: (event: { target: { value: string } }) => editor.nameChanged(event.target.value),
            })}
          />
        )}
      </FormField>
      <SlugField editor={editor} />
      <FormField label="Descrição">
        {(field) => <Textarea {...field} rows={3} {...form.register('description')} />}
      </FormField>
      <ColorField editor={editor} current={category?.color ?? null} />
      <SwitchField control={form.control} name="is_active" label="Ativa (aparece no blog)" />
    </FormDialog>
  )
}

/** The slug, with "Usar …" offering a free one while the typed one is another category's. */
function SlugField({ editor }: { editor: CategoryForm }) {
  const { form, suggestion } = editor
  const error = form.formState.errors.slug?.message
  return (
    <FormField label="Slug" error={error}>
      {(field) => (
        <div className="space-y-1">
          <Input
            {...field}
            className="font-mono text-sm"
            spellCheck={false}
            {...form.register('slug', { onChange: editor.slugEdited })}
          />
          {suggestion && !error ? (
            <p className="text-sm text-amber-800" role="status">
              Este slug já está em uso.{' '}
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => editor.takeSuggestion(suggestion)}>
                Usar {suggestion}
              </Button>
            </p>
          ) : null}
        </div>
      )}
    </FormField>
  )
}

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      className="inline-block size-4 shrink-0 rounded-full border border-black/10"
      style={{ backgroundColor: hex }}
      aria-hidden="true"
    />
  )
}

/** "Cor": the six named colours, and the category's own when it is none of them ("Atual (#…)"). */
function ColorField({ editor, current }: { editor: CategoryForm; current: string | null }) {
  const custom = current && !CATEGORY_COLORS.some((color) => color.hex === current) ? current : null
  const choices = [
    ...CATEGORY_COLORS.map((color) => ({ hex: color.hex, label: color.name })),
    ...(custom ? [{ hex: custom, label: `Atual (${custom})` }] : []),
  ]
  return (
    <FormField label="Cor" error={editor.form.formState.errors.color?.message}>
      {(field) => (
        <Controller
          control={editor.form.control}
          name="color"
          render={({ field: color }) => (
            <Select value={color.value} onValueChange={color.onChange}>
              <SelectTrigger id={field.id}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {choices.map((choice) => (
                  <SelectItem key={choice.hex} value={choice.hex}>
                    <span className="flex items-center gap-2">
                      <Swatch hex={choice.hex} />
                      {choice.label}
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  )
}
