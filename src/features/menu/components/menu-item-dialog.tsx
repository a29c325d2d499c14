import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/hooks/use-toast'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { useSaveMenuItem } from '@/features/menu/api/menu-items'
import { menuItemSchema, type MenuItemValues } from '@/features/menu/schemas'
import { toAppError } from '@/lib/errors'

/** Add or edit a header link; a failed save keeps the dialog open with what was typed and why. */
export function MenuItemDialog({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  const save = useSaveMenuItem({
    meta: { errorToast: (error: unknown) => ({ title: 'Erro ao salvar o item do menu', description: toAppError(error).message }) },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<MenuItemValues>({
    resolver: zodResolver(menuItemSchema),
    defaultValues: { label: item?.label ?? '', href: item?.href ?? '', is_active: item?.is_active ?? true },
  })
  const { errors } = form.formState

  const submit = form.handleSubmit((values) => {
    setFailure(null)
    save.mutate(
      { id: item?.id ?? null, values },
      {
        onSuccess: () => {
          toast({ title: item ? 'Item atualizado' : 'Item criado' })
          onClose()
        },
        onError: (error) => setFailure(toAppError(error).message),
      },
    )
  })

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? 'Editar item do menu' : 'Novo item do menu'}</DialogTitle>
          <DialogDescription>Um link do cabeçalho do blog: uma página do site (/blog) ou um endereço completo.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Texto do link" error={errors.label?.message}>
            {(field) => <Input {...field} placeholder="Sobre Nós" {...form.register('label')} />}
          </FormField>
          <FormField label="Endereço" error={errors.href?.message}>
            {(field) => <Input {...field} placeholder="/sobre" spellCheck={false} className="font-mono text-sm" {...form.register('href')} />}
          </FormField>
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-3">
                <Label htmlFor="menu-item-active">Ativo (aparece no cabeçalho)</Label>
                <Switch id="menu-item-active" checked={field.value} onCheckedChange={field.onChange} />
              </div>
            )}
          />
          {failure ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
