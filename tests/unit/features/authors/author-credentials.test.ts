// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '@/features/authors/api/get-author'
import { authorJsonLd, credentialLine } from '@/features/authors/utils/author-credentials'

// The verified registry, as visitors read it (profiles.public_*).
const helena: Author = {
  id: 'a1',
  full_name: 'Helena Prado',
  slug: 'helena-prado',
  avatar_url: 'https://example.com/h.webp',
  bio: 'Neurologista.',
  public_registry: 'CRM-SP 123456',
  public_rqe: '4567',
  public_specialty: 'Neurologia',
}
const URL_ = 'https://blog.example.org/autor/helena-prado'
const UNVERIFIED = { public_registry: null, public_rqe: null, public_specialty: null }

describe('credentialLine (CFM 2.336/2023 art. 4º)', () => {
  it('writes "Médico(a) · CRM-SP 123456 · Neurologia · RQE 4567": the profession, the registry, the specialty followed by its RQE', () => {
    expect(credentialLine(helena)).toBe('Médico(a) · CRM-SP 123456 · Neurologia · RQE 4567')
  })

  it("leaves a physician's specialty out without an RQE; another council's specialty needs none", () => {
    expect(credentialLine({ ...helena, public_rqe: null })).toBe('Médico(a) · CRM-SP 123456')
    expect(
      credentialLine({
        ...helena,
        public_registry: 'CRF-RJ 98765',
        public_rqe: null,
        public_specialty: 'Farmácia clínica',
      }),
    ).toBe('Farmacêutico(a) · CRF-RJ 98765 · Farmácia clínica')
  })

  it('writes nothing while the registry is not verified', () => {
    expect(credentialLine(UNVERIFIED)).toBeNull()
  })
})

describe('authorJsonLd', () => {
  it('is a Person with page, photo, bio, profession, specialty and the registry and RQE as credentials recognised by the regional council', () => {
    const council = { '@type': 'Organization', name: 'Conselho Regional de Medicina', alternateName: 'CRM-SP' }
    expect(authorJsonLd(helena, URL_, helena.avatar_url)).toEqual({
      '@type': 'Person',
      name: 'Helena Prado',
      url: URL_,
      image: 'https://example.com/h.webp',
      description: 'Neurologista.',
      jobTitle: 'Médico(a)',
      knowsAbout: 'Neurologia',
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'Registro profissional',
          name: 'CRM-SP 123456',
          identifier: 'CRM-SP 123456',
          recognizedBy: council,
        },
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'Registro de Qualificação de Especialista',
          name: 'RQE 4567',
          identifier: 'RQE 4567',
          recognizedBy: council,
        },
      ],
    })
  })

  it('names no council for CRN and CRP, whose regions are numbered rather than by state', () => {
    for (const council of ['CRN', 'CRP']) {
      const data = authorJsonLd({ ...helena, public_registry: `${council}-SP 123456`, public_rqe: null }, URL_, null)
      expect(data.hasCredential).toEqual([
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'Registro profissional',
          name: `${council}-SP 123456`,
          identifier: `${council}-SP 123456`,
        },
      ])
    }
  })

  it('leaves out what the profile does not have, and claims no credential before the registry is verified', () => {
    const bare = { ...helena, full_name: null, avatar_url: null, bio: null, ...UNVERIFIED }
    expect(authorJsonLd(bare, URL_, null)).toEqual({ '@type': 'Person', name: 'Usuário', url: URL_ })
  })
})
