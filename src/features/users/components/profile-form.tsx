import { BadgeCheck, Clock, ExternalLink, ImageUp, Images, Loader2, Trash2 } from 'lucide-react'
import { useRef, useState, type ChangeEvent } from 'react'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { MediaPickerDialog } from '@/components/media/media-picker-dialog'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import { formatShortDate } from '@/lib/dates'
import type { StaffProfile } from '@/features/users/api/profile-credentials'
import { useProfileForm } from '@/features/users/hooks/use-profile-form'
import { BIO_MAX } from '@/features/users/profile-schema'

const hintClasses = 'text-xs text-slate-500'

type ProfileFormState = ReturnType<typeof useProfileForm>

/**
 * "Meu perfil" and an admin's "Editar perfil" (docs/product-guide.md#medical-review-and-references):
 * name, professional registry as one text ("CRM-SP 123456"), RQE, specialty, bio and avatar. Bad
 * formats are told at the field, by the form and again by the database (check constraints, 23514).
 */
export function ProfileForm({ profile }: { profile: StaffProfile }) {
  const editor = useProfileForm(profile)
  const { form } = editor
  const { errors } = form.formState
  const bioLength = useWatch({ control: form.control, name: 'bio' }).length

  return (
    <form onSubmit={editor.submit} noValidate className="space-y-6" aria-label="Perfil">
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Identificação</h2>
        <FormField label="Nome completo" error={errors.full_name?.message}>
          {(field) => <Input {...field} autoComplete="name" {...form.register('full_name')} />}
        </FormField>
        <PhotoField editor={editor} />
      </Card>
      <CredentialsCard editor={editor} />
      <Card className="space-y-2 p-5 sm:p-6">
        <FormField label="Bio" error={errors.bio?.message}>
          {(field) => (
            <Textarea
              {...field}
              rows={5}
              placeholder="Formação e áreas de atuação, em poucas linhas."
              {...form.register('bio')}
            />
          )}
        </FormField>
        <p
          className={cn(hintClasses, bioLength > BIO_MAX && 'font-medium text-red-600')}
          aria-live="polite"
          data-testid="bio-count"
        >
          {bioLength}/{BIO_MAX} caracteres
        </p>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={paths.author.href(profile.slug)}
          className="text-brand-700 inline-flex min-h-10 items-center gap-1.5 text-sm font-medium hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Ver página do autor
        </Link>
        <Button type="submit" disabled={editor.saving || editor.uploading}>
          {editor.saving ? 'Salvando...' : 'Salvar perfil'}
        </Button>
      </div>
    </form>
  )
}

/** "Foto": the avatar as it will show, "Enviar foto" (uploaded, squared), "Remover foto", or an address. */
function PhotoField({ editor }: { editor: ProfileFormState }) {
  const { form, uploading } = editor
  const [name, avatar] = useWatch({ control: form.control, name: ['full_name', 'avatar_url'] })
  const fileInput = useRef<HTMLInputElement>(null)
  const [picking, setPicking] = useState(false)

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) editor.upload(file)
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-900">Foto</p>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={avatar || null} name={name} className="size-20 text-xl" data-testid="avatar-preview" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Arquivo da foto"
            onChange={chooseFile}
          />
          <Button type="button" variant="outline" disabled={uploading} onClick={() => fileInput.current?.click()}>
            {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
            {uploading ? 'Enviando...' : 'Enviar foto'}
          </Button>
          <Button type="button" variant="outline" disabled={uploading} onClick={() => setPicking(true)}>
            <Images aria-hidden="true" />
            Da biblioteca
          </Button>
          {avatar ? (
            <Button type="button" variant="outline" onClick={editor.removePhoto}>
              <Trash2 aria-hidden="true" />
              Remover foto
            </Button>
          ) : null}
        </div>
      </div>
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title="Escolher a foto"
        onPick={({ url }) => editor.setAvatar(url)}
      />
      <FormField label="Endereço da foto (URL)" error={form.formState.errors.avatar_url?.message}>
        {(field) => (
          <Input {...field} type="url" inputMode="url" placeholder="https://..." {...form.register('avatar_url')} />
        )}
      </FormField>
      <p className={hintClasses}>
        Imagem de até 5 MB, cortada em quadrado. Prefira enviar a foto: imagens de outros sites podem ser bloqueadas
        pela política de segurança do blog.
      </p>
    </div>
  )
}

/** "Credenciais": the registry with where its verification stands, the RQE and the specialty. */
function CredentialsCard({ editor }: { editor: ProfileFormState }) {
  const { form } = editor
  const { errors } = form.formState
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Credenciais</h2>
        <p className="mt-1 text-sm text-slate-600">
          Depois de verificadas por um administrador, aparecem na página do autor e nas revisões técnicas que você
          assinar.
        </p>
      </div>
      <FormField label="Registro profissional" error={errors.registry?.message}>
        {(field) => <Input {...field} placeholder="CRM-SP 123456" autoComplete="off" {...form.register('registry')} />}
      </FormField>
      <p className={cn(hintClasses, '-mt-3')}>
        Conselho (CRM, CRF, CRO, CRN, CRP ou COREN), UF e número. Deixe em branco se não tiver.
      </p>
      <RegistryNotice stored={editor.stored} edited={editor.registryEdited} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="RQE (opcional)" error={errors.rqe?.message}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              placeholder="Só com CRM"
              autoComplete="off"
              {...form.register('rqe')}
            />
          )}
        </FormField>
        <FormField label="Especialidade (opcional)" error={errors.specialty?.message}>
          {(field) => <Input {...field} placeholder="Ex.: Neurologia" {...form.register('specialty')} />}
        </FormField>
      </div>
    </Card>
  )
}

/**
 * Where the stored registry stands (docs/decisions/037-credentials-an-admin-verified.md): waiting for an
 * admin's verification, or verified — and, when the form changes a verified registry, that saving
 * sends it back to wait.
 */
function RegistryNotice({ stored, edited }: { stored: StaffProfile; edited: boolean }) {
  if (!stored.registry_number) return null
  if (!stored.registry_verified_at) {
    return (
      <div
        role="status"
        className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        data-testid="registry-status"
      >
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold">Registro aguardando verificação.</strong> Um administrador confere o número
          na consulta pública do conselho. Até lá, o registro não aparece na página do autor e não permite assinar
          revisões técnicas.
        </p>
      </div>
    )
  }
  return (
    <div
      role="status"
      className="flex gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
      data-testid="registry-status"
    >
      <BadgeCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">
          Registro verificado em {formatShortDate(stored.registry_verified_at)}.
        </strong>
        {edited ? ' Ao salvar a alteração do registro, RQE ou especialidade, ele volta a aguardar verificação.' : null}
      </p>
    </div>
  )
}
