/**
 * Professional registries as people write them ("CRM-SP 123456", "CRM/SP 123.456", "crm sp 123456")
 * and as the site prints them ("CRM-SP 123456"). The database checks the same parts
 * (profiles_registry_* in the medical_credibility migration).
 */
export const REGISTRY_COUNCILS = ['CRM', 'CRF', 'CRO', 'CRN', 'CRP', 'COREN'] as const
export type RegistryCouncil = (typeof REGISTRY_COUNCILS)[number]

export const BRAZILIAN_UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const
export type BrazilianUf = (typeof BRAZILIAN_UFS)[number]

export interface Registry {
  council: RegistryCouncil
  uf: BrazilianUf
  number: string
}

const REGISTRY_TEXT = /^([a-z]+)\s*[-/\s]\s*([a-z]{2})\s*[-:\s]?\s*(?:n[º°o.]*\s*)?([\d.]{1,11})$/i

/** The registry in a typed text, or null when council, UF or number is not one we know. */
export function parseRegistry(input: string): Registry | null {
  const match = REGISTRY_TEXT.exec(input.trim())
  if (!match) return null
  const council = match[1].toUpperCase()
  const uf = match[2].toUpperCase()
  const number = match[3].replace(/\./g, '')
  if (!(REGISTRY_COUNCILS as readonly string[]).includes(council)) return null
  if (!(BRAZILIAN_UFS as readonly string[]).includes(uf)) return null
  if (!/^\d{1,8}$/.test(number)) return null
  return { council: council as RegistryCouncil, uf: uf as BrazilianUf, number }
}

export function formatRegistry(registry: Registry): string {
  return `${registry.council}-${registry.uf} ${registry.number}`
}

/**
 * The word that goes with each council's registry. CFM Resolução 2.336/2023, art. 4º, I asks a
 * physician's name and CRM "acompanhados da palavra MÉDICO"; the other councils get their profession
 * the same way. COREN registers nurses, technicians and assistants alike, so it names the field.
 */
export const PROFESSION_BY_COUNCIL: Record<RegistryCouncil, string> = {
  CRM: 'Médico(a)',
  CRF: 'Farmacêutico(a)',
  CRO: 'Cirurgião(ã)-dentista',
  CRN: 'Nutricionista',
  CRP: 'Psicólogo(a)',
  COREN: 'Profissional de enfermagem',
}

/** A verified registry as visitors may read it (profiles.public_*, or a review's copy of them). */
export interface PublicCredentials {
  registry: string | null
  rqe: string | null
  specialty: string | null
}

/** What may be printed beside a name, after the rule below: each part null when it is not to be shown. */
export interface ShownCredentials {
  profession: string
  registry: string
  specialty: string | null
  rqe: string | null
}

/**
 * The verified credentials as CFM 2.336/2023 art. 4º has them printed: the profession and the
 * registry, and the specialty followed by its RQE — a physician's specialty only with its RQE
 * (art. 4º, II), the RQE only with a CRM. Null without a registry.
 */
export function shownCredentials({ registry: text, rqe, specialty }: PublicCredentials): ShownCredentials | null {
  const registry = text ? parseRegistry(text) : null
  if (!registry) return null
  const isPhysician = registry.council === 'CRM'
  return {
    profession: PROFESSION_BY_COUNCIL[registry.council],
    registry: formatRegistry(registry),
    specialty: specialty && (!isPhysician || rqe) ? specialty : null,
    rqe: isPhysician && rqe ? `RQE ${rqe}` : null,
  }
}

/** The same, as the parts to print after the name: ["Médico(a)", "CRM-SP 123456", "Neurologia", "RQE 4567"]. */
export function credentialParts(credentials: PublicCredentials): string[] {
  const shown = shownCredentials(credentials)
  if (!shown) return []
  return [shown.profession, shown.registry, shown.specialty, shown.rqe].filter((part): part is string => part !== null)
}
