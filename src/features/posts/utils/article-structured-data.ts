import type { BlogPostingLeaf, PersonLeaf } from 'schema-dts'
import { paths } from '@/config/paths'
import type { PostAuthorRef, PostDetail } from '@/features/posts/api/types'
import { citationJsonLd } from '@/features/posts/utils/references'
import { claimedReview } from '@/features/posts/utils/review-text'

interface Site {
  url: string
  name: string
}

/** A person as schema.org reads them: name, their page here, and the professional registry as a credential. */
export function personLd(site: Site, person: { name: string; slug?: string | null; registry?: string | null }): PersonLeaf {
  return {
    '@type': 'Person',
    name: person.name,
    ...(person.slug ? { url: site.url + paths.author.href(person.slug) } : {}),
    ...(person.registry
      ? { hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'Registro profissional', name: person.registry } }
      : {}),
  }
}

function authorRegistry(author: PostAuthorRef): string | null {
  if (!author.registry_council || !author.registry_uf || !author.registry_number) return null
  return `${author.registry_council}-${author.registry_uf} ${author.registry_number}`
}

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
            reviewedBy: personLd(site, { name: review.reviewer_name, slug: review.reviewer_slug, registry: review.reviewer_registry }),
          }
        : {}),
    },
    inLanguage: 'pt-BR',
    ...(image ? { image: [image] } : {}),
    datePublished: post.published_at ?? post.created_at,
    dateModified: post.updated_at,
    ...(post.author?.full_name
      ? { author: personLd(site, { name: post.author.full_name, slug: post.author.slug, registry: authorRegistry(post.author) }) }
      : {}),
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: `${site.url}/favicon.svg` } },
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    ...(post.reference_list.length > 0 ? { citation: citationJsonLd(post.reference_list) } : {}),
  }
}

