import type { BlogPostingLeaf, PersonLeaf } from 'schema-dts'
import { paths } from '@/config/paths'
import type { PostAuthorRef, PostDetail } from '@/features/posts/api/types'
import { citationJsonLd } from '@/features/posts/utils/references'
import { claimedReview } from '@/features/posts/utils/review-text'
import { shownCredentials, type PublicCredentials } from '@/lib/auth/registry'

interface Site {
  url: string
  name: string
}

type Credential = { '@type': 'EducationalOccupationalCredential'; credentialCategory: string; name: string }

const credential = (category: string, name: string): Credential => ({
  '@type': 'EducationalOccupationalCredential',
  credentialCategory: category,
  name,
})

/**
 * A person as schema.org reads them: name, their page here and, once an admin verified it, what CFM
 * 2.336/2023 art. 4º asks beside the name — the profession (jobTitle), the registry and the RQE
 * (credentials) and the specialty (knowsAbout; a physician's only with its RQE).
 */
export function personLd(
  site: Site,
  person: { name: string; slug?: string | null } & Partial<PublicCredentials>,
): PersonLeaf {
  const shown = shownCredentials({
    registry: person.registry ?? null,
    rqe: person.rqe ?? null,
    specialty: person.specialty ?? null,
  })
  const held = shown
    ? [
        credential('Registro profissional', shown.registry),
        ...(shown.rqe ? [credential('Registro de Qualificação de Especialista', shown.rqe)] : []),
      ]
    : []
  return {
    '@type': 'Person',
    name: person.name,
    ...(person.slug ? { url: site.url + paths.author.href(person.slug) } : {}),
    ...(shown ? { jobTitle: shown.profession } : {}),
    ...(shown?.specialty ? { knowsAbout: shown.specialty } : {}),
    ...(held.length === 1 ? { hasCredential: held[0] } : held.length > 1 ? { hasCredential: held } : {}),
  }
}

const authorCredentials = (author: PostAuthorRef): PublicCredentials => ({
  registry: author.public_registry ?? null,
  rqe: author.public_rqe ?? null,
  specialty: author.public_specialty ?? null,
})

/**
 * The article's BlogPosting. Its page is a MedicalWebPage which, while the text still matches its
 * technical review, names the reviewer (`reviewedBy`) and the day (`lastReviewed`): reviewedBy is a
 * property of the page, not of the article.
 */
export function articleStructuredData(
  post: PostDetail,
  { url, site, description, image }: { url: string; site: Site; description: string; image: string | null },
): BlogPostingLeaf {
  const review = claimedReview(post)
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    url,
    mainEntityOfPage: {
      '@type': 'MedicalWebPage',
      '@id': url,
      url,
      ...(review
        ? {
            lastReviewed: review.reviewed_on,
            reviewedBy: personLd(site, {
              name: review.reviewer_name,
              slug: review.reviewer_slug,
              registry: review.reviewer_registry,
              rqe: review.reviewer_rqe,
              specialty: review.reviewer_specialty,
            }),
          }
        : {}),
    },
    inLanguage: 'pt-BR',
    ...(image ? { image: [image] } : {}),
    datePublished: post.published_at ?? post.created_at,
    dateModified: post.updated_at,
    ...(post.author?.full_name
      ? {
          author: personLd(site, {
            name: post.author.full_name,
            slug: post.author.slug,
            ...authorCredentials(post.author),
          }),
        }
      : {}),
    publisher: {
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: `${site.url}/favicon.svg` },
    },
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    ...(post.reference_list.length > 0 ? { citation: citationJsonLd(post.reference_list) } : {}),
  }
}
