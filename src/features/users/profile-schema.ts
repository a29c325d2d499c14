// "Meu perfil" / "Editar perfil" (docs/product-guide.md#medical-review-and-references). The limits are
// the database's (profiles_* constraints in supabase/migrations/), so a value the form accepts saves.
import { formatRegistry, parseRegistry, type Registry } from '@/lib/auth/registry'
import type { Database } from '@/lib/database.types'
import { z } from '@/lib/zod'

export const NAME_MAX = 120
export const BIO_MAX = 500
export const SPECIALTY_MAX = 80

export const PROFILE_MESSAGES = {
  name: 'Informe o nome completo.',
  nameTooLong: `O nome pode ter até ${NAME_MAX} caracteres.`,
  registry: 'Registro inválido. Use o formato CRM-SP 123456.',
  rqe: 'RQE inválido. Use só números (até 8 dígitos).',
  rqeNeedsCrm: 'O RQE só vale com um registro no CRM.',
  specialty: `A especialidade pode ter até ${SPECIALTY_MAX} caracteres.`,
  bio: `A bio pode ter até ${BIO_MAX} caracteres.`,
  avatar: 'Use o endereço de uma imagem começando com https://.',
} as const

const HTTP_URL = /^https?:\/\/[^/\s]+\S*$/i

export const profileSchema = z
  .object({
    full_name: z.string().trim().min(1, PROFILE_MESSAGES.name).max(NAME_MAX, PROFILE_MESSAGES.nameTooLong),
    registry: z
      .string()
      .trim()
      .refine((value) => value === '' || parseRegistry(value) !== null, PROFILE_MESSAGES.registry),
    rqe: z
      .string()
      .trim()
      .regex(/^\d{0,8}$/, PROFILE_MESSAGES.rqe),
    specialty: z.string().trim().max(SPECIALTY_MAX, PROFILE_MESSAGES.specialty),
    bio: z.string().trim().max(BIO_MAX, PROFILE_MESSAGES.bio),
    avatar_url: z
      .string()
      .trim()
      .refine((value) => value === '' || (value.length <= 2048 && HTTP_URL.test(value)), PROFILE_MESSAGES.avatar),
  })
  .superRefine((values, context) => {
    // An unparsable registry already has its own message; the RQE then waits for a valid one.
    const registry = parseRegistry(values.registry)
    const unparsable = values.registry !== '' && !registry
    if (values.rqe && !unparsable && registry?.council !== 'CRM')
      context.addIssue({ code: 'custom', path: ['rqe'], message: PROFILE_MESSAGES.rqeNeedsCrm })
  })

export type ProfileValues = z.infer<typeof profileSchema>

type ProfileRow = Database['public']['Tables']['profiles']['Row']
export type ProfileColumns = Pick<
  ProfileRow,
  'full_name' | 'registry_council' | 'registry_uf' | 'registry_number' | 'rqe' | 'specialty' | 'bio' | 'avatar_url'
>

/** The stored profile as the form shows it: the registry as one text, "CRM-SP 123456". */
export function profileFormValues(profile: ProfileColumns): ProfileValues {
  const registry =
    profile.registry_council && profile.registry_uf && profile.registry_number
      ? formatRegistry({
          council: profile.registry_council,
          uf: profile.registry_uf,
          number: profile.registry_number,
        } as Registry)
      : ''
  return {
    full_name: profile.full_name ?? '',
    registry,
    rqe: profile.rqe ?? '',
    specialty: profile.specialty ?? '',
    bio: profile.bio ?? '',
    avatar_url: profile.avatar_url ?? '',
  }
}

/** The form's (validated) values as columns: empty texts are null, the registry split in its parts. */
export function profileColumns(values: ProfileValues): ProfileColumns {
  const registry = parseRegistry(values.registry)
  const orNull = (text: string) => text.trim() || null
  return {
    full_name: values.full_name.trim(),
    registry_council: registry?.council ?? null,
    registry_uf: registry?.uf ?? null,
    registry_number: registry?.number ?? null,
    rqe: registry?.council === 'CRM' ? orNull(values.rqe) : null,
    specialty: orNull(values.specialty),
    bio: orNull(values.bio),
    avatar_url: orNull(values.avatar_url),
  }
}

type ProfileField = keyof ProfileValues

// The database's constraint names, longest prefix first (profiles_registry_* covers council, UF, number and "complete").
const FIELD_OF_CONSTRAINT: [prefix: string, field: ProfileField, message: string][] = [
  ['profiles_registry_', 'registry', PROFILE_MESSAGES.registry],
  ['profiles_rqe', 'rqe', PROFILE_MESSAGES.rqeNeedsCrm],
  ['profiles_specialty_length', 'specialty', PROFILE_MESSAGES.specialty],
  ['profiles_bio_length', 'bio', PROFILE_MESSAGES.bio],
  ['profiles_full_name_length', 'full_name', PROFILE_MESSAGES.nameTooLong],
  ['profiles_avatar_url_format', 'avatar_url', PROFILE_MESSAGES.avatar],
]

/** The field a refused save (23514, a check constraint) belongs to, with its pt-BR message; null for any other error. */
export function profileErrorField(error: unknown): { field: ProfileField; message: string } | null {
  if (!error || typeof error !== 'object') return null
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (code !== '23514' || typeof message !== 'string') return null
  const match = FIELD_OF_CONSTRAINT.find(([prefix]) => message.includes(`"${prefix}`))
  return match ? { field: match[1], message: match[2] } : null
}
