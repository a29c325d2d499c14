import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '@/hooks/use-toast'
import type { StaffCategory } from '@/features/categories/api/get-all-categories'
import { isCategorySlugTaken, useSaveCategory } from '@/features/categories/api/save-category'
import { categorySchema, type CategoryValues } from '@/features/categories/schemas'
import { DEFAULT_CATEGORY_HEX } from '@/lib/category-colors'
import { toAppError } from '@/lib/errors'
import { nextFreeSlug } from '@/lib/free-slug'
import { isSlugRuleViolation, SLUG_RULE_MESSAGE } from '@/lib/slug-rule'
import { slugify } from '@/lib/slugify'

/**
 * The category dialog's form: the slug follows the name until edited by hand, a slug another category
 * has comes with a free one, and a failed save says why at the field and in the dialog.
 */
export function useCategoryForm(category: StaffCategory | null, others: StaffCategory[], onSaved: () => void) {
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
  const takenSlugs = others.filter((item) => item.id !== category?.id).map((item) => item.slug)
  const slug = useWatch({ control: form.control, name: 'slug' })

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
          onSaved()
        },
        onError: (error) => {
          const message = failureMessage(error, values)
          if (isCategorySlugTaken(error) || isSlugRuleViolation(error)) form.setError('slug', { message })
          setFailure(message)
        },
      },
    )
  })

  return {
    form,
    failure,
    saving: save.isPending,
    submit,
    /** A free slug to offer while the typed one is another category's. */
    suggestion: slug && takenSlugs.includes(slug) ? nextFreeSlug(slug, takenSlugs) : null,
    nameChanged(name: string) {
      if (!slugManual) form.setValue('slug', slugify(name), { shouldValidate: form.formState.isSubmitted })
    },
    slugEdited: () => setSlugManual(true),
    takeSuggestion(suggestion: string) {
      setSlugManual(true)
      form.setValue('slug', suggestion, { shouldValidate: true })
    },
  }
}
