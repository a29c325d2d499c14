import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '@/hooks/use-toast'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { useLinkLeadsSomewhere } from '@/features/menu/api/link-targets'
import { useSaveMenuItem } from '@/features/menu/api/menu-items'
import { menuItemSchema, type MenuItemValues } from '@/features/menu/schemas'
import { findDuplicate, internalTarget } from '@/features/menu/utils/menu-links'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { toAppError } from '@/lib/errors'

/** The database's refusal of an address another item has (menu_items_refuse_duplicate_href). */
const DUPLICATE_HINT = 'menu_href_taken'

const duplicateMessage = (label: string) => `Já existe um item no menu com este endereço ("${label}").`

/**
 * The menu item dialog's form: an address another item has is refused at the field (and by the
 * database), a site path that leads nowhere gets a warning that does not block, and a failed save
 * says why.
 */
export function useMenuItemForm(item: MenuItem | null, items: readonly MenuItem[], onSaved: () => void) {
  const save = useSaveMenuItem({
    meta: {
      errorToast: (error: unknown) =>
        toAppError(error).hint === DUPLICATE_HINT
          ? null
          : { title: 'Erro ao salvar o item do menu', description: toAppError(error).message },
    },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<MenuItemValues>({
    resolver: zodResolver(menuItemSchema),
    defaultValues: { label: item?.label ?? '', href: item?.href ?? '', is_active: item?.is_active ?? true },
  })
  const href = useWatch({ control: form.control, name: 'href' })
  const duplicate = findDuplicate(items, href, item?.id ?? null)
  const hrefError = form.formState.errors.href?.message ?? (duplicate ? duplicateMessage(duplicate.label) : undefined)
  // Checked once typing pauses; a warning never describes an address that is no longer in the field.
  const settledHref = useDebouncedValue(href, 300)
  const leadsSomewhere = useLinkLeadsSomewhere(internalTarget(settledHref))
  const warning =
    !hrefError && settledHref === href && href.trim() && leadsSomewhere === false
      ? 'Este endereço não leva a nenhuma página do site. Confira antes de salvar; o link pode ser salvo assim mesmo.'
      : null

  const submit = form.handleSubmit((values) => {
    setFailure(null)
    if (findDuplicate(items, values.href, item?.id ?? null)) return
    save.mutate(
      { id: item?.id ?? null, values },
      {
        onSuccess: () => {
          toast({ title: item ? 'Item atualizado' : 'Item criado' })
          onSaved()
        },
        onError: (error) => {
          const appError = toAppError(error)
          if (appError.hint === DUPLICATE_HINT) form.setError('href', { type: 'server', message: appError.message })
          else setFailure(appError.message)
        },
      },
    )
  })

  return { form, failure, saving: save.isPending, submit, hrefError, warning }
}
