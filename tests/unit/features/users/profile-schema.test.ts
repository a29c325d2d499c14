// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  BIO_MAX,
  PROFILE_MESSAGES,
  profileColumns,
  profileErrorField,
  profileFormValues,
  profileSchema,
  type ProfileValues,
} from '@/features/users/profile-schema'

const valid: ProfileValues = {
  full_name: 'Helena Prado',
  registry: 'CRM-SP 123456',
  rqe: '4567',
  specialty: 'Neurologia',
  bio: 'Neurologista.',
  avatar_url: 'https://example.com/h.webp',
}

/** The messages of a parse, by field. */
function messagesOf(values: Partial<ProfileValues>): Record<string, string[]> {
  const result = profileSchema.safeParse({ ...valid, ...values })
  const messages: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) (messages[issue.path.join('.')] ??= []).push(issue.message)
  return messages
}

describe('profile form schema', () => {
  it('accepts a full profile, and one with only a name', () => {
    expect(messagesOf({})).toEqual({})
    expect(messagesOf({ registry: '', rqe: '', specialty: '', bio: '', avatar_url: '' })).toEqual({})
  })

  it('reads the registry as people write it: "CRM/SP 123.456", "crm sp 123456"', () => {
    for (const registry of ['CRM/SP 123.456', 'crm sp 123456', ' CRM-SP 123456 '])
      expect(messagesOf({ registry }), registry).toEqual({})
  })

  it.each(['CRM 123456', 'XYZ-SP 1', 'CRM-XX 1', 'CRM-SP 12a45', 'CRM-SP 123456789', '123456'])(
    'refuses the registry "%s" with the format to follow',
    (registry) => {
      expect(messagesOf({ registry }).registry).toEqual(['Registro inválido. Use o formato CRM-SP 123456.'])
    },
  )

  it('takes an RQE only with a CRM, and only digits', () => {
    expect(messagesOf({ registry: 'CRF-RJ 98765' }).rqe).toEqual([PROFILE_MESSAGES.rqeNeedsCrm])
    expect(messagesOf({ registry: '' }).rqe).toEqual([PROFILE_MESSAGES.rqeNeedsCrm])
    expect(messagesOf({ rqe: '45a' }).rqe).toEqual([PROFILE_MESSAGES.rqe])
    // A registry that does not parse has its own message; the RQE waits for it.
    expect(messagesOf({ registry: 'CRM 1' })).toEqual({ registry: [PROFILE_MESSAGES.registry] })
    expect(messagesOf({ registry: 'CRF-RJ 98765', rqe: '' })).toEqual({})
  })

  it('limits name, specialty and bio like the database, and wants an http(s) avatar', () => {
    expect(messagesOf({ full_name: '  ' }).full_name).toEqual(['Informe o nome completo.'])
    expect(messagesOf({ full_name: 'N'.repeat(121) }).full_name).toEqual(['O nome pode ter até 120 caracteres.'])
    expect(messagesOf({ specialty: 'E'.repeat(81) }).specialty).toEqual(['A especialidade pode ter até 80 caracteres.'])
    expect(messagesOf({ bio: 'b'.repeat(BIO_MAX) })).toEqual({})
    expect(messagesOf({ bio: 'b'.repeat(BIO_MAX + 1) }).bio).toEqual(['A bio pode ter até 500 caracteres.'])
    for (const avatar_url of ['javascript:alert(1)', '/eu.png', 'data:image/png;base64,xx', 'https://'])
      expect(messagesOf({ avatar_url }).avatar_url, avatar_url).toEqual([
        'Use o endereço de uma imagem começando com https://.',
      ])
  })
})

describe('between the form and the columns', () => {
  it('splits the registry, empties become null, and an RQE is dropped without a CRM', () => {
    expect(profileColumns({ ...valid, registry: 'crm/sp 123.456' })).toEqual({
      full_name: 'Helena Prado',
      registry_council: 'CRM',
      registry_uf: 'SP',
      registry_number: '123456',
      rqe: '4567',
      specialty: 'Neurologia',
      bio: 'Neurologista.',
      avatar_url: 'https://example.com/h.webp',
    })
    expect(
      profileColumns({ full_name: ' Ana ', registry: '', rqe: '1', specialty: ' ', bio: '', avatar_url: '' }),
    ).toEqual({
      full_name: 'Ana',
      registry_council: null,
      registry_uf: null,
      registry_number: null,
      rqe: null,
      specialty: null,
      bio: null,
      avatar_url: null,
    })
  })

  it('shows a stored registry as one text, and missing values as empty fields', () => {
    expect(profileFormValues(profileColumns(valid))).toEqual(valid)
    const empty = {
      full_name: null,
      registry_council: null,
      registry_uf: null,
      registry_number: null,
      rqe: null,
      specialty: null,
      bio: null,
      avatar_url: null,
    }
    expect(profileFormValues(empty)).toEqual({
      full_name: '',
      registry: '',
      rqe: '',
      specialty: '',
      bio: '',
      avatar_url: '',
    })
  })
})

describe('a save the database refused', () => {
  const refused = (constraint: string) => ({
    code: '23514',
    message: `new row for relation "profiles" violates check constraint "${constraint}"`,
  })

  it.each([
    ['profiles_registry_number', 'registry', PROFILE_MESSAGES.registry],
    ['profiles_registry_complete', 'registry', PROFILE_MESSAGES.registry],
    ['profiles_registry_uf', 'registry', PROFILE_MESSAGES.registry],
    ['profiles_rqe', 'rqe', PROFILE_MESSAGES.rqeNeedsCrm],
    ['profiles_specialty_length', 'specialty', PROFILE_MESSAGES.specialty],
    ['profiles_bio_length', 'bio', PROFILE_MESSAGES.bio],
    ['profiles_full_name_length', 'full_name', PROFILE_MESSAGES.nameTooLong],
    ['profiles_avatar_url_format', 'avatar_url', PROFILE_MESSAGES.avatar],
  ])('%s goes to the field %s in pt-BR', (constraint, field, message) => {
    expect(profileErrorField(refused(constraint))).toEqual({ field, message })
  })

  it('leaves other errors to the toast', () => {
    expect(profileErrorField({ code: '42501', message: 'permission denied' })).toBeNull()
    expect(profileErrorField({ code: '23514', message: 'violates check constraint "posts_x"' })).toBeNull()
    expect(profileErrorField(new TypeError('Failed to fetch'))).toBeNull()
    expect(profileErrorField(null)).toBeNull()
  })
})
