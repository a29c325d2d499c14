import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { DialogFormFooter } from '@/components/feedback/dialog-form-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { SwitchField } from '@/components/ui/switch-field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import type { StaffCategory } from '@/features/categories/api/get-all-categories'
import { isCategorySlugTaken, useSaveCategory } from '@/features/categories/api/save-category'
import { categorySchema, type CategoryValues } from '@/features/categories/schemas'
import { CATEGORY_COLORS, DEFAULT_CATEGORY_HEX } from '@/lib/category-colors'
import { toAppError } from '@/lib/errors'
import { nextFreeSlug } from '@/lib/free-slug'
import { isSlugRuleViolation, SLUG_RULE_MESSAGE } from '@/lib/slug-rule'
import { slugify } from '@/lib/slugify'

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      className="inline-block size-4 shrink-0 rounded-full border border-black/10"
      style={{ backgroundColor: hex }}
      aria-hidden="true"
    />
  )
}

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
  const [slugManual, setSlugManual] = useState(Boolean(category))
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<CategoryValues>({
    resolver: zodResolver(categorySchema),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      color: category?.color ?? DEFAULT_CATEGORY_HEX,
      is_active: category?.is_active ?? true,
    },
  })
  const { errors } = form.formState
  const takenSlugs = others.filter((item) => item.id !== category?.id).map((item) => item.slug)
  const slug = useWatch({ control: form.control, name: 'slug' })
  const suggestion = slug && takenSlugs.includes(slug) ? nextFreeSlug(slug, takenSlugs) : null
  const customColor =
    category?.color && !CATEGORY_COLORS.some((color) => color.hex === category.color) ? category.color : null

  /** Why the save failed, for the toast and the dialog: a taken slug comes with a free one. */
  function failureMessage(error: unknown, values: CategoryValues) {
    if (isCategorySlugTaken(error))
      return `Este slug já está em uso. Sugestão: ${nextFreeSlug(values.slug, takenSlugs.concat(values.slug))}`
    return isSlugRuleViolation(error) ? SLUG_RULE_MESSAGE : toAppError(error).message
  }

  const save = useSaveCategory({
    meta: {
      errorToast: (error: unknown, { values }: { values: CategoryValues }) => ({
        title: 'Erro ao salvar a categoria',
        description: failureMessage(error, values),
      }),
    },
  })

  const submit = form.handleSubmit((values) => {
    setFailure(null)
    save.mutate(
      { id: category?.id ?? null, values },
      {
        onSuccess: () => {
          toast({ title: category ? 'Categoria atualizada com sucesso!' : 'Categoria criada com sucesso!' })
          onClose()
        },
        onError: (error) => {
          const message = failureMessage(error, values)
          if (isCategorySlugTaken(error) || isSlugRuleViolation(error)) form.setError('slug', { message })
          setFailure(message)
        },
      },
    )
  })

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? 'Editar Categoria' : 'Nova Categoria'}</DialogTitle>
          <DialogDescription>
            As categorias organizam os posts: cada uma ganha sua página e aparece no rodapé do blog. Para levá-la ao
            cabeçalho, adicione-a em Menu.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Nome" error={errors.name?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('name', {
                  onChange: (event: { target: { value: string } }) => {
                    if (!slugManual)
                      form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted })
                  },
                })}
              />
            )}
          </FormField>
          <FormField label="Slug" error={errors.slug?.message}>
            {(field) => (
              <div className="space-y-1">
                <Input
                  {...field}
                  className="font-mono text-sm"
                  spellCheck={false}
                  {...form.register('slug', { onChange: () => setSlugManual(true) })}
                />
                {suggestion && !errors.slug ? (
                  <p className="text-sm text-amber-800" role="status">
                    Este slug já está em uso.{' '}
                    <Button
                      variant="link"
                      size="sm"
                      className="h-auto p-0"
                      onClick={() => {
                        setSlugManual(true)
                        form.setValue('slug', suggestion, { shouldValidate: true })
                      }}
                    >
                      Usar {suggestion}
                    </Button>
                  </p>
                ) : null}
              </div>
            )}
          </FormField>
          <FormField label="Descrição">
            {(field) => <Textarea {...field} rows={3} {...form.register('description')} />}
          </FormField>
          <FormField label="Cor" error={errors.color?.message}>
            {(field) => (
              <Controller
                control={form.control}
                name="color"
                render={({ field: color }) => (
                  <Select value={color.value} onValueChange={color.onChange}>
                    <SelectTrigger id={field.id}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {CATEGORY_COLORS.map((option) => (
                        <SelectItem key={option.hex} value={option.hex}>
                          <span className="flex items-center gap-2">
                            <Swatch hex={option.hex} />
                            {option.name}
                          </span>
                        </SelectItem>
                      ))}
                      {customColor ? (
                        <SelectItem value={customColor}>
                          <span className="flex items-center gap-2">
                            <Swatch hex={customColor} />
                            Atual ({customColor})
                          </span>
                        </SelectItem>
                      ) : null}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <SwitchField control={form.control} name="is_active" label="Ativa (aparece no blog)" />
          <DialogFormFooter
            failure={failure}
            pending={save.isPending}
            submitLabel="Salvar"
            pendingLabel="Salvando..."
            cancelDisabled={save.isPending}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
