import { ChevronDown } from 'lucide-react'
import { useCurrentSection } from '@/features/posts/hooks/use-current-section'
import { outlineSections, type OutlineEntry } from '@/features/posts/utils/article-outline'

const TITLE = 'Neste artigo'

/** The sections as plain links to their anchors: they work in the prerendered HTML, before any script. */
function TocList({ entries, current }: { entries: readonly OutlineEntry[]; current: string | null }) {
  const link = (entry: OutlineEntry) => (
    <a
      href={`#${entry.id}`}
      aria-current={entry.id === current ? 'true' : undefined}
      className="aria-[current=true]:border-brand-700 aria-[current=true]:text-brand-800 block border-l-2 border-transparent py-1.5 pl-3 text-slate-600 hover:text-slate-900 aria-[current=true]:font-medium max-xl:flex max-xl:min-h-11 max-xl:items-center max-xl:py-1"
    >
      {entry.text}
    </a>
  )
  return (
    <ol className="space-y-0.5 text-sm">
      {outlineSections(entries).map((section) => (
        <li key={section.id}>
          {link(section)}
          {section.children.length > 0 ? (
            <ol className="ml-3 space-y-0.5">
              {section.children.map((child) => (
                <li key={child.id}>{link(child)}</li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/**
 * The article's table of contents (docs/product-guide.md#public-site): on phones and tablets a block at the top that
 * opens and closes (<details>, no script needed); from 1280 px a list beside the text that stays in view. The
 * section being read is marked in both.
 */
export function ArticleToc({ entries, placement }: { entries: readonly OutlineEntry[]; placement: 'top' | 'side' }) {
  const current = useCurrentSection(entries.map((entry) => entry.id))
  if (placement === 'side') {
    return (
      <nav aria-label={TITLE} className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto" data-testid="toc-side">
        <p className="mb-2 text-sm font-semibold text-slate-900">{TITLE}</p>
        <TocList entries={entries} current={current} />
      </nav>
    )
  }
  return (
    <details
      className="group mt-8 rounded-xl border border-slate-200 bg-slate-50 xl:hidden print:hidden"
      data-testid="toc-top"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        {TITLE}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <nav aria-label={TITLE} className="px-4 pb-3">
        <TocList entries={entries} current={current} />
      </nav>
    </details>
  )
}
