import type { EducationalOccupationalCredentialLeaf, OrganizationLeaf, PersonLeaf } from 'schema-dts'
import { formatRegistry, parseRegistry, type Registry } from '@/lib/auth/registry'
import type { Author } from '@/features/authors/api/get-author'

type Credentials = Pick<Author, 'registry_council' | 'registry_uf' | 'registry_number' | 'rqe' | 'specialty'>

/** The stored registry as one, or null when the profile has none (the database keeps the parts whole or absent). */
export function authorRegistry(author: Credentials): Registry | null {
  if (!author.registry_council || !author.registry_uf || !author.registry_number) return null
  return parseRegistry(`${author.registry_council}-${author.registry_uf} ${author.registry_number}`)
}

// Councils registered per state, so "CRM-SP" names the regional council itself. CRN and CRP have
// numbered regions that span several states: their UF does not name a council, so none is claimed.
const COUNCILS_BY_UF: Partial<Record<Registry['council'], string>> = {
  CRM: 'Conselho Regional de Medicina',
  CRF: 'Conselho Regional de Farmácia',
  CRO: 'Conselho Regional de Odontologia',
  COREN: 'Conselho Regional de Enfermagem',
}

/** The line under the name: "CRM-SP 123456 · RQE 4567". */
export function credentialLine(author: Credentials): string | null {
  const registry = authorRegistry(author)
  if (!registry) return null
  return [formatRegistry(registry), author.rqe ? `RQE ${author.rqe}` : null].filter(Boolean).join(' · ')
}

/** schema.org Person for the author page (search engines): name, page, photo, bio, specialty and credentials. */
export function authorJsonLd(author: Author, pageUrl: string, imageUrl: string | null): PersonLeaf {
  const registry = authorRegistry(author)
  const councilName = registry ? COUNCILS_BY_UF[registry.council] : undefined
  const recognizedBy: OrganizationLeaf | undefined =
    registry && councilName ? { '@type': 'Organization', name: councilName, alternateName: `${registry.council}-${registry.uf}` } : undefined
  const credential = (category: string, name: string): EducationalOccupationalCredentialLeaf => ({
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: category,
    name,
    identifier: name,
    ...(recognizedBy ? { recognizedBy } : {}),
  })
  const credentials = registry
    ? [
        credential('Registro profissional', formatRegistry(registry)),
        ...(author.rqe && registry.council === 'CRM' ? [credential('Registro de Qualificação de Especialista', `RQE ${author.rqe}`)] : []),
      ]
    : []
  return {
    '@type': 'Person',
    name: author.full_name || 'Usuário',
    url: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.specialty ? { jobTitle: author.specialty, knowsAbout: author.specialty } : {}),
    ...(credentials.length > 0 ? { hasCredential: credentials } : {}),
  }
}
