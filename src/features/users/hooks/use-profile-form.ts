import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from '@/hooks/use-toast'
import { toAppError } from '@/lib/errors'
import { useUpdateStaffProfile, type StaffProfile } from '@/features/users/api/profile-credentials'
import { uploadAvatar } from '@/features/users/api/upload-avatar'
import {
  profileColumns,
  profileErrorField,
  profileFormValues,
  profileSchema,
  type ProfileValues,
} from '@/features/users/profile-schema'

/** A refused save names its field (the form marks it) or says why in general; the typed values stay. */
const saveFailure = (error: unknown) => {
  const field = profileErrorField(error)
  return field
    ? { title: 'Verifique os campos', description: field.message }
    : { title: 'Erro ao salvar perfil', description: toAppError(error).message || 'Tente novamente.' }
}

/**
 * The profile form's state: the values, the photo upload, the save (a refusal marks its field), and
 * the stored row the registry's verification notice speaks of — the last save, or a newer copy from
 * the server.
 */
export function useProfileForm(profile: StaffProfile) {
  const save = useUpdateStaffProfile({ meta: { errorToast: saveFailure } })
  const upload = useMutation({
    mutationFn: uploadAvatar,
    retry: false,
    meta: { errorToast: (error: unknown) => ({ title: 'Erro no upload', description: toAppError(error).message }) },
  })
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileFormValues(profile),
  })
  const [registry, rqe, specialty] = useWatch({ control: form.control, name: ['registry', 'rqe', 'specialty'] })
  const [stored, setStored] = useState(profile)
  const [received, setReceived] = useState(profile)
  if (profile !== received) {
    setReceived(profile)
    setStored(profile)
  }
  const storedValues = profileFormValues(stored)
  const setAvatar = (url: string) => form.setValue('avatar_url', url, { shouldDirty: true, shouldValidate: true })

  const submit = form.handleSubmit((values) =>
    save.mutateAsync({ id: profile.id, columns: profileColumns(values) }).then(
      (saved) => {
        toast({ title: 'Perfil salvo', description: 'As alterações foram salvas.' })
        setStored(saved)
        form.reset(profileFormValues(saved))
      },
      (error: unknown) => {
        const target = profileErrorField(error)
        if (target) form.setError(target.field, { type: 'server', message: target.message }, { shouldFocus: true })
      },
    ),
  )

  return {
    form,
    stored,
    registryEdited:
      registry.trim() !== storedValues.registry ||
      rqe.trim() !== storedValues.rqe ||
      specialty.trim() !== storedValues.specialty,
    submit,
    saving: save.isPending,
    uploading: upload.isPending,
    upload: (file: File) => upload.mutate(file, { onSuccess: setAvatar }),
    removePhoto: () => setAvatar(''),
    /** A photo chosen from the media library. */
    setAvatar,
  }
}
