import type { EducationalOccupationalCredentialLeaf, OrganizationLeaf, PersonLeaf } from 'schema-dts'
import { credentialParts, parseRegistry, shownCredentials, type Registry } from '@/lib/auth/registry'
import type { Author } from '@/features/authors/api/get-author'

type Credentials = Pick<Author, 'public_registry' | 'public_rqe' | 'public_specialty'>

const publicCredentials = (author: Credentials) => ({
  registry: author.public_registry,
  rqe: author.public_rqe,
  specialty: author.public_specialty,
})

/** The verified registry, or null while there is none (profiles.public_registry). */
function authorRegistry(author: Credentials): Registry | null {
  return author.public_registry ? parseRegistry(author.public_registry) : null
}

// Councils registered per state, so "CRM-SP" names the regional council itself. CRN and CRP have
// numbered regions that span several states: their UF does not name a council, so none is claimed.
const COUNCILS_BY_UF: Partial<Record<Registry['council'], string>> = {
  CRM: 'Conselho Regional de Medicina',
  CRF: 'Conselho Regional de Farmácia',
  CRO: 'Conselho Regional de Odontologia',
  COREN: 'Conselho Regional de Enfermagem',
}

/** The line under the name (CFM 2.336/2023 art. 4º): "Médico(a) · CRM-SP 123456 · Neurologia · RQE 4567". */
export function credentialLine(author: Credentials): string | null {
  const parts = credentialParts(publicCredentials(author))
  return parts.length > 0 ? parts.join(' · ') : null
}

/** schema.org Person for the author page (search engines): name, page, photo, bio and the credentials shown on it. */
export function authorJsonLd(author: Author, pageUrl: string, imageUrl: string | null): PersonLeaf {
  const registry = authorRegistry(author)
  const shown = shownCredentials(publicCredentials(author))
  const councilName = registry ? COUNCILS_BY_UF[registry.council] : undefined
  const recognizedBy: OrganizationLeaf | undefined =
    registry && councilName
      ? { '@type': 'Organization', name: councilName, alternateName: `${registry.council}-${registry.uf}` }
      : undefined
  const credential = (category: string, name: string): EducationalOccupationalCredentialLeaf => ({
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: category,
    name,
    identifier: name,
    ...(recognizedBy ? { recognizedBy } : {}),
  })
  const credentials = shown
    ? [
        credential('Registro profissional', shown.registry),
        ...(shown.rqe ? [credential('Registro de Qualificação de Especialista', shown.rqe)] : []),
      ]
    : []
  return {
    '@type': 'Person',
    name: author.full_name || 'Usuário',
    url: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(shown ? { jobTitle: shown.profession } : {}),
    ...(shown?.specialty ? { knowsAbout: shown.specialty } : {}),
    ...(credentials.length > 0 ? { hasCredential: credentials } : {}),
  }
}
