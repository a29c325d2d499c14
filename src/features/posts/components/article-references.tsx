import type { PostReference } from '@/features/posts/api/types'
import { referenceCitationText, referenceLinks } from '@/features/posts/utils/references'
import { referenceAnchorId } from '@/lib/references/markers'

const LINK = 'text-brand-700 underline underline-offset-2 hover:text-brand-900 [overflow-wrap:anywhere]'

/** `showsUrl`: the link's text is its address, which printing then does not repeat (src/styles/index.css). */
function ExternalLink({ href, children, showsUrl }: { href: string; children: React.ReactNode; showsUrl?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK} data-shows-url={showsUrl || undefined}>
      {children}
    </a>
  )
}

/**
 * "Referências" at the end of an article (docs/product-guide.md#medical-review-and-references): the
 * post's references in order, each at `#ref-n`, where the body's markers [n] point. DOI and PMID link
 * to doi.org and PubMed.
 */
export function ArticleReferences({ references }: { references: readonly PostReference[] | undefined }) {
  if (!references || references.length === 0) return null
  return (
    <section
      aria-labelledby="referencias-title"
      className="mt-10 border-t border-slate-200 pt-8"
      data-testid="article-references"
    >
      <h2 id="referencias-title" className="text-xl font-bold text-slate-900">
        Referências
      </h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6 text-sm leading-relaxed text-slate-700 marker:text-slate-500">
        {references.map((reference, index) => {
          const links = referenceLinks(reference)
          return (
            <li
              // The list is the post's, in its order; nothing is keyed across renders.
              key={index}
              id={referenceAnchorId(index + 1)}
              className="scroll-mt-20 rounded-sm pl-1 [overflow-wrap:anywhere] target:bg-amber-50"
            >
              {referenceCitationText(reference)}
              {links.doi ? (
                <>
                  {' '}
                  <ExternalLink href={links.doi}>doi:{reference.doi}</ExternalLink>
                </>
              ) : null}
              {links.pmid ? (
                <>
                  {' '}
                  <ExternalLink href={links.pmid}>PMID: {reference.pmid}</ExternalLink>
                </>
              ) : null}
              {links.url ? (
                <>
                  {' '}
                  <ExternalLink href={links.url} showsUrl>
                    {links.url}
                  </ExternalLink>
                </>
              ) : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
