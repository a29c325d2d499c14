import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { siteSettingsKeys } from '@/lib/query-keys'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { MutationHookOptions } from '@/lib/query-client'

/** The articles' reference lists: ABNT NBR 6023 or Vancouver (docs/decisions/059-citation-style.md). */
export type CitationStyle = 'abnt' | 'vancouver'

export interface SiteSettings {
  authors_publish_without_review: boolean
  citation_style: CitationStyle
  /** "2FA obrigatório para administradores e editores" (docs/decisions/060-staff-mfa-in-the-database.md). */
  require_staff_mfa: boolean
  updated_at: string
}

const SITE_SETTINGS_SELECT = 'authors_publish_without_review,citation_style,require_staff_mfa,updated_at'

/** The one row of `site_settings` (staff read it). */
export async function getSiteSettings(): Promise<SiteSettings> {
  const { data, error } = await supabase.from('site_settings').select(SITE_SETTINGS_SELECT).eq('id', true).single()
  if (error) throw toAppError(error)
  return data as SiteSettings
}

export const siteSettingsQuery = () => queryOptions({ queryKey: siteSettingsKeys.detail(), queryFn: getSiteSettings })
export const useSiteSettings = (enabled = true) => useQuery({ ...siteSettingsQuery(), enabled })

/** Saves the settings (admins only: for anyone else RLS leaves no row to update). */
export async function updateSiteSettings(
  changes: Partial<Pick<SiteSettings, 'authors_publish_without_review' | 'citation_style' | 'require_staff_mfa'>>,
): Promise<SiteSettings> {
  const { data, error } = await supabase
    .from('site_settings')
    .update(changes)
    .eq('id', true)
    .select(SITE_SETTINGS_SELECT)
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para alterar as configurações.')
  return data[0] as SiteSettings
}

/** A failed save says so in a toast (every settings card). */
const SAVE_FAILED: MutationHookOptions['meta'] = {
  errorToast: (error: unknown) => ({
    title: 'Erro ao salvar configuração',
    description: toAppError(error).message || 'Ocorreu um erro inesperado',
  }),
}

/**
 * Shows the new value at once, puts the previous one back if the save fails (with an error toast), and
 * reads the row again either way (another admin may have changed it meanwhile).
 */
export function useUpdateSiteSettings({ meta = SAVE_FAILED }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSiteSettings,
    meta,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: siteSettingsKeys.all })
      const previous = queryClient.getQueryData<SiteSettings>(siteSettingsKeys.detail())
      if (previous) queryClient.setQueryData<SiteSettings>(siteSettingsKeys.detail(), { ...previous, ...changes })
      return { previous }
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(siteSettingsKeys.detail(), context.previous)
    },
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsKeys.detail(), saved),
    // Not awaited: the caller's toast need not wait for the row to be read again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: siteSettingsKeys.all })
    },
    retry: false,
  })
}
