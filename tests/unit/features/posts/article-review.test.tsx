import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PostDetail, PostReviewRef } from '@/features/posts/api/types'
import { ArticleView } from '@/features/posts/components/article-view'
import { articleStructuredData } from '@/features/posts/utils/article-structured-data'
import { reviewFormSchema } from '@/features/posts/components/post-editor/review-card'
import { defaultNextReview } from '@/features/posts/api/post-review'
import { buildPostDetail } from '../../../factories/post'

const review: PostReviewRef = {
  reviewer_name: 'Dra. Ana Souza',
  reviewer_slug: 'dra-ana-souza',
  reviewer_registry: 'CRM-SP 123456',
  reviewer_rqe: '7788',
  reviewer_specialty: 'Neurologia',
  reviewed_on: '2026-11-12',
  next_review_on: '2027-11-12',
}

const article = buildPostDetail({
  title: 'Canabidiol e epilepsia',
  slug: 'canabidiol-e-epilepsia',
  author: {
    id: 'a',
    full_name: 'Equipe Editorial',
    avatar_url: null,
    slug: 'equipe-editorial',
    public_registry: 'CRM-RJ 55',
    public_rqe: null,
    public_specialty: null,
  },
  review,
})

const site = { url: 'https://blog.test', name: 'Cannabis Medicinal' }
const url = 'https://blog.test/blog/post/canabidiol-e-epilepsia'

const show = (overrides: Partial<PostDetail>) =>
  render(
    <MemoryRouter>
      <ArticleView article={{ ...article, ...overrides }} url={url} interactive={false} />
    </MemoryRouter>,
  )

describe('technical review on the article', () => {
  it('names the reviewer as CFM 2.336/2023 art. 4º asks (profession, registry, specialty and its RQE), the review day and the next review, linking the reviewer page', () => {
    show({})
    const box = screen.getByTestId('article-review')
    expect(box).toHaveTextContent(
      'Revisão técnica: Dra. Ana Souza, Médico(a), CRM-SP 123456, Neurologia, RQE 7788 — revisado em 12 de novembro de 2026',
    )
    expect(box).toHaveTextContent('Próxima revisão: 12 de novembro de 2027')
    expect(screen.getByRole('link', { name: 'Dra. Ana Souza' })).toHaveAttribute('href', '/autor/dra-ana-souza')
  })

  it('claims no review while the review is pending after an edit', () => {
    show({ review_pending: true })
    expect(screen.queryByTestId('article-review')).toBeNull()
    expect(screen.queryByText(/Revisão técnica/)).toBeNull()
  })

  it('links the author byline to the author page', () => {
    show({ review: null })
    expect(screen.getByRole('link', { name: 'Equipe Editorial' })).toHaveAttribute('href', '/autor/equipe-editorial')
  })
})

describe('article structured data', () => {
  it('puts the reviewer (Person: profession, registry and RQE as credentials, specialty) and lastReviewed on the MedicalWebPage, the author as Person', () => {
    const data = articleStructuredData(article, { url, site, description: 'd', image: null })
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      author: {
        '@type': 'Person',
        name: 'Equipe Editorial',
        url: 'https://blog.test/autor/equipe-editorial',
        jobTitle: 'Médico(a)',
        hasCredential: { '@type': 'EducationalOccupationalCredential', name: 'CRM-RJ 55' },
      },
      mainEntityOfPage: {
        '@type': 'MedicalWebPage',
        '@id': url,
        lastReviewed: '2026-11-12',
        reviewedBy: {
          '@type': 'Person',
          name: 'Dra. Ana Souza',
          url: 'https://blog.test/autor/dra-ana-souza',
          jobTitle: 'Médico(a)',
          knowsAbout: 'Neurologia',
          hasCredential: [
            { name: 'CRM-SP 123456' },
            { credentialCategory: 'Registro de Qualificação de Especialista', name: 'RQE 7788' },
          ],
        },
      },
    })
  })

  it('claims no credential for an author whose registry is not verified: only the public columns count, never a declared one', () => {
    const declared = {
      registry_council: 'CRM',
      registry_uf: 'RJ',
      registry_number: '55',
      rqe: '1',
      specialty: 'Neurologia',
    }
    const unverified = {
      ...article.author!,
      ...declared,
      public_registry: null,
      public_rqe: null,
      public_specialty: null,
    }
    const data = articleStructuredData({ ...article, author: unverified }, { url, site, description: 'd', image: null })
    expect(data.author).toEqual({
      '@type': 'Person',
      name: 'Equipe Editorial',
      url: 'https://blog.test/autor/equipe-editorial',
    })
  })

  it('leaves reviewedBy and lastReviewed out while the review is pending', () => {
    const data = articleStructuredData(
      { ...article, review_pending: true },
      { url, site, description: 'd', image: null },
    )
    expect(data.mainEntityOfPage).toEqual({ '@type': 'MedicalWebPage', '@id': url, url })
  })
})

describe('the record-review dialog', () => {
  const schema = reviewFormSchema('2026-11-25')
  const messages = (values: object) => schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? []

  it('asks for a reviewer, refuses a review day in the future and a next review not after it', () => {
    expect(messages({ reviewerId: '', reviewedOn: '2026-11-25', nextReviewOn: '2027-11-25' })).toEqual([
      'Escolha o revisor.',
    ])
    expect(messages({ reviewerId: 'r', reviewedOn: '2026-11-26', nextReviewOn: '2027-11-26' })).toEqual([
      'A data da revisão não pode estar no futuro.',
    ])
    expect(messages({ reviewerId: 'r', reviewedOn: '2026-11-25', nextReviewOn: '2026-11-25' })).toEqual([
      'A próxima revisão deve ser depois da data da revisão.',
    ])
    expect(messages({ reviewerId: 'r', reviewedOn: '2026-11-25', nextReviewOn: '2027-11-25' })).toEqual([])
  })

  it('proposes the next review 12 months after the review, as the database does by default', () => {
    expect(defaultNextReview('2026-11-12')).toBe('2027-11-12')
    expect(defaultNextReview('2028-02-29')).toBe('2029-02-28')
  })
})
