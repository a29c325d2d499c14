import { useId, useState } from 'react'
import { FormDialog } from '@/components/feedback/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SwitchField } from '@/components/ui/switch-field'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { LinkKindChoice, LinkPicker, type LinkKind } from '@/features/menu/components/link-picker'
import { useMenuItemForm } from '@/features/menu/hooks/use-menu-item-form'

/** The fields' examples follow the kind of link: a post's item never shows a category's. */
const EXAMPLES: Record<LinkKind, { label: string; href: string }> = {
  page: { label: 'Blog', href: '/blog' },
  category: { label: 'Pesquisas', href: '/blog/categoria/pesquisas' },
  post: { label: 'Título do post', href: '/blog/post/titulo-do-post' },
  custom: { label: 'Nosso Instagram', href: 'https://www.instagram.com/perfil' },
}

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
  const editor = useMenuItemForm(item, items, onClose)
  const { form, hrefError, warning } = editor
  const [kind, setKind] = useState<LinkKind>(item ? 'custom' : 'page')
  const warningId = useId()
  return (
    <FormDialog
      onClose={onClose}
      title={item ? 'Editar item do menu' : 'Novo item do menu'}
      description="Um link do cabeçalho do blog: uma página do site, uma categoria, um post ou um endereço completo."
      onSubmit={editor.submit}
      failure={editor.failure}
      pending={editor.saving}
      lockWhilePending
    >
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
      <FormField label="Texto do link" error={form.formState.errors.label?.message}>
        {(field) => <Input {...field} placeholder={EXAMPLES[kind].label} {...form.register('label')} />}
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
              placeholder={EXAMPLES[kind].href}
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
    </FormDialog>
  )
}
