import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { DialogFormFooter } from '@/components/feedback/dialog-form-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SwitchField } from '@/components/ui/switch-field'
import { toast } from '@/hooks/use-toast'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { useLinkLeadsSomewhere } from '@/features/menu/api/link-targets'
import { useSaveMenuItem } from '@/features/menu/api/menu-items'
import { LinkKindChoice, LinkPicker, type LinkKind } from '@/features/menu/components/link-picker'
import { menuItemSchema, type MenuItemValues } from '@/features/menu/schemas'
import { findDuplicate, internalTarget } from '@/features/menu/utils/menu-links'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { toAppError } from '@/lib/errors'

/** The database's refusal of an address another item has (menu_items_refuse_duplicate_href). */
const DUPLICATE_HINT = 'menu_href_taken'

const duplicateMessage = (label: string) => `Já existe um item no menu com este endereço ("${label}").`

/**
 * Add or edit a header link. A picker fills text and address from a site page, a category or a
 * published post; an address another item has is refused at the field (and by the database); a site
 * path that leads nowhere gets a warning that does not block. A failed save keeps the dialog open
 * with what was typed and why.
 */
export function MenuItemDialog({
  item,
  items,
  onClose,
}: {
  item: MenuItem | null
  items: readonly MenuItem[]
  onClose: () => void
}) {
  const save = useSaveMenuItem({
    meta: {
      errorToast: (error: unknown) =>
        toAppError(error).hint === DUPLICATE_HINT
          ? null
          : { title: 'Erro ao salvar o item do menu', description: toAppError(error).message },
    },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [kind, setKind] = useState<LinkKind>(item ? 'custom' : 'page')
  const warningId = useId()
  const form = useForm<MenuItemValues>({
    resolver: zodResolver(menuItemSchema),
    defaultValues: { label: item?.label ?? '', href: item?.href ?? '', is_active: item?.is_active ?? true },
  })
  const { errors } = form.formState
  const href = useWatch({ control: form.control, name: 'href' })
  const duplicate = findDuplicate(items, href, item?.id ?? null)
  const hrefError = errors.href?.message ?? (duplicate ? duplicateMessage(duplicate.label) : undefined)
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
          onClose()
        },
        onError: (error) => {
          const appError = toAppError(error)
          if (appError.hint === DUPLICATE_HINT) form.setError('href', { type: 'server', message: appError.message })
          else setFailure(appError.message)
        },
      },
    )
  })

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? 'Editar item do menu' : 'Novo item do menu'}</DialogTitle>
          <DialogDescription>
            Um link do cabeçalho do blog: uma página do site, uma categoria, um post ou um endereço completo.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <LinkKindChoice value={kind} onChange={setKind} />
          <LinkPicker
            key={kind}
            kind={kind}
            onPick={(choice) => {
              const validate = form.formState.isSubmitted
              form.setValue('label', choice.label, { shouldDirty: true, shouldValidate: validate })
              form.setValue('href', choice.href, { shouldDirty: true, shouldValidate: validate })
            }}
          />
          <FormField label="Texto do link" error={errors.label?.message}>
            {(field) => <Input {...field} placeholder="Pesquisas" {...form.register('label')} />}
          </FormField>
          <FormField label="Endereço" error={hrefError}>
            {(field) => (
              <>
                <Input
                  {...field}
                  aria-invalid={hrefError ? true : undefined}
                  aria-describedby={
                    [field['aria-describedby'], warning ? warningId : undefined].filter(Boolean).join(' ') || undefined
                  }
                  placeholder="/blog/categoria/pesquisas"
                  spellCheck={false}
                  className="font-mono text-sm"
                  {...form.register('href')}
                />
                {warning ? (
                  <p id={warningId} className="text-sm text-amber-800">
                    {warning}
                  </p>
                ) : null}
              </>
            )}
          </FormField>
          <SwitchField control={form.control} name="is_active" label="Ativo (aparece no cabeçalho)" />
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
