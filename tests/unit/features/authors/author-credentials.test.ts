// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '@/features/authors/api/get-author'
import { authorJsonLd, credentialLine } from '@/features/authors/utils/author-credentials'

const helena: Author = {
  id: 'a1',
  full_name: 'Helena Prado',
  slug: 'helena-prado',
  avatar_url: 'https://example.com/h.webp',
  bio: 'Neurologista.',
  registry_council: 'CRM',
  registry_uf: 'SP',
  registry_number: '123456',
  rqe: '4567',
  specialty: 'Neurologia',
}
const URL_ = 'https://blog.example.org/autor/helena-prado'

describe('credentialLine', () => {
  it('writes "CRM-SP 123456 · RQE 4567", the registry alone, or nothing', () => {
    expect(credentialLine(helena)).toBe('CRM-SP 123456 · RQE 4567')
    expect(credentialLine({ ...helena, rqe: null })).toBe('CRM-SP 123456')
    expect(credentialLine({ ...helena, registry_council: null, registry_uf: null, registry_number: null })).toBeNull()
  })
})

describe('authorJsonLd', () => {
  it('is a Person with page, photo, bio, specialty and the registry and RQE as credentials recognised by the regional council', () => {
    const council = { '@type': 'Organization', name: 'Conselho Regional de Medicina', alternateName: 'CRM-SP' }
    expect(authorJsonLd(helena, URL_, helena.avatar_url)).toEqual({
      '@type': 'Person',
      name: 'Helena Prado',
      url: URL_,
      image: 'https://example.com/h.webp',
      description: 'Neurologista.',
      jobTitle: 'Neurologia',
      knowsAbout: 'Neurologia',
      hasCredential: [
        { '@type': 'EducationalOccupationalCredential', credentialCategory: 'Registro profissional', name: 'CRM-SP 123456', identifier: 'CRM-SP 123456', recognizedBy: council },
        { '@type': 'EducationalOccupationalCredential', credentialCategory: 'Registro de Qualificação de Especialista', name: 'RQE 4567', identifier: 'RQE 4567', recognizedBy: council },
      ],
    })
  })

  it('names no council for CRN and CRP, whose regions are numbered rather than by state', () => {
    for (const council of ['CRN', 'CRP']) {
      const data = authorJsonLd({ ...helena, registry_council: council, rqe: null }, URL_, null)
      expect(data.hasCredential).toEqual([{ '@type': 'EducationalOccupationalCredential', credentialCategory: 'Registro profissional', name: `${council}-SP 123456`, identifier: `${council}-SP 123456` }])
    }
  })

  it('leaves out what the profile does not have', () => {
    const bare = { ...helena, full_name: null, avatar_url: null, bio: null, specialty: null, registry_council: null, registry_uf: null, registry_number: null, rqe: null }
    expect(authorJsonLd(bare, URL_, null)).toEqual({ '@type': 'Person', name: 'Usuário', url: URL_ })
  })
})
