import type { ComponentType } from 'react'

// An island: a part of a prerendered page that the browser hydrates on its own, with the props written
// beside its markup, while the rest of the page stays static HTML (src/islands/main.tsx,
// docs/decisions/065-islands-on-prerendered-pages.md). The same markup whichever entry the page loads:
// the full app hydrates it as part of the page.

/** Every island a prerendered page may have; src/islands/registry.tsx names the component of each. */
export type IslandName =
  'site-header' | 'newsletter' | 'author-avatar' | 'view-count' | 'like' | 'share' | 'reader-tools' | 'toc'

export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'

/**
 * `component` with `props` (JSON: no functions), inside an element with no box of its own (`display:
 * contents`: the layout is the component's), a `<span>` where only inline content may stand.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  inline = false,
}: {
  name: IslandName
  component: ComponentType<Props>
  props: Props
  inline?: boolean
}) {
  const Wrapper = inline ? 'span' : 'div'
  const marks = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }
  return (
    <Wrapper className="contents" {...marks}>
      <Component {...props} />
    </Wrapper>
  )
}
