/**
 * Professional registries as people write them ("CRM-SP 123456", "CRM/SP 123.456", "crm sp 123456")
 * and as the site prints them ("CRM-SP 123456"). The database checks the same parts
 * (profiles_registry_* in the medical_credibility migration).
 */
export const REGISTRY_COUNCILS = ['CRM', 'CRF', 'CRO', 'CRN', 'CRP', 'COREN'] as const
export type RegistryCouncil = (typeof REGISTRY_COUNCILS)[number]

export const BRAZILIAN_UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
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
