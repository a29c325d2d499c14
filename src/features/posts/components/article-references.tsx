import { Fragment } from 'react'
import type { CitationRun, PostDetail, PostReference } from '@/features/posts/api/types'
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

const isWebAddress = (href: string | undefined): href is string => !!href && /^https?:\/\//i.test(href)

/** A reference in the site's citation style: the mailer's runs as elements (text is never parsed as HTML). */
function FormattedReference({ runs }: { runs: readonly CitationRun[] }) {
  return runs.map((run, index) => {
    let piece: React.ReactNode = run.t
    if (run.i) piece = <i>{piece}</i>
    if (run.b) piece = <b>{piece}</b>
    // The runs are the reference's, in its order; nothing is keyed across renders.
    if (!isWebAddress(run.href)) return <Fragment key={index}>{piece}</Fragment>
    return (
      <ExternalLink key={index} href={run.href} showsUrl={run.t === run.href}>
        {piece}
      </ExternalLink>
    )
  })
}

/** The reference's own fields, with DOI, PMID and URL linked: before the mailer formatted the list. */
function ReferenceFields({ reference }: { reference: PostReference }) {
  const links = referenceLinks(reference)
  return (
    <>
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
    </>
  )
}

/**
 * "Referências" at the end of an article (docs/product-guide.md#medical-review-and-references): the
 * post's references in order, each at `#ref-n`, where the body's markers [n] point, in the citation
 * style chosen in the settings (ABNT or Vancouver, formatted by the mailer: decision 059). Until the
 * list is formatted — seconds after a save — each reference shows its fields; DOI and PMID link to
 * doi.org and PubMed either way.
 */
export function ArticleReferences({
  references,
  citations,
}: {
  references: readonly PostReference[] | undefined
  citations?: PostDetail['citations']
}) {
  if (!references || references.length === 0) return null
  // The database drops the copy when the list changes; the length check only guards a torn read.
  const formatted = citations?.citations.length === references.length ? citations.citations : null
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
        {references.map((reference, index) => (
          <li
            // The list is the post's, in its order; nothing is keyed across renders.
            key={index}
            id={referenceAnchorId(index + 1)}
            className="scroll-mt-20 rounded-sm pl-1 [overflow-wrap:anywhere] target:bg-amber-50"
          >
            {formatted ? <FormattedReference runs={formatted[index]} /> : <ReferenceFields reference={reference} />}
          </li>
        ))}
      </ol>
    </section>
  )
}
