import type { RegistryCouncil } from '@/lib/auth/registry'

/**
 * Where an admin checks a registry before verifying it. Only CFM's public "Busca por médicos"
 * (name, CRM, UF, situation and registered specialties, all councils of medicine) is linked: its
 * address was checked on 2026-11-28 with the project's search tools — public lookups built on it and
 * press guides to it name https://portal.cfm.org.br/busca-medicos/ — and the page takes the search in
 * its own form (no query parameters were verified, so none are sent). No public lookup address was
 * verified for CRF, CRO, CRN, CRP or COREN, so none is linked (docs/regulatory-sources.md, section 9).
 */
export const CFM_DOCTOR_SEARCH_URL = 'https://portal.cfm.org.br/busca-medicos/'

export function councilLookupUrl(council: RegistryCouncil): string | null {
  return council === 'CRM' ? CFM_DOCTOR_SEARCH_URL : null
}
