import { Node } from '@tiptap/react'
import { markerAttributes, markerNumberFromHref } from '@/lib/references/markers'

/**
 * A reference marker "[n]" in the rich-text editor: one inline atom (deleted, moved and undone as a
 * whole, never half-edited), written as `<a href="#ref-n" class="ref-marker" data-ref="n">[n]</a>`.
 * Its rule outranks the link mark's, so a saved marker loads back as a marker, not as a plain link.
 */
export const ReferenceMarker = Node.create({
  name: 'referenceMarker',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      n: {
        default: 1,
        parseHTML: (element) => markerNumberFromHref(element.getAttribute('href')) ?? 1,
        renderHTML: () => ({}),
      },
    }
  },

  parseHTML() {
    return [
      {
        tag: 'a[href]',
        priority: 1001,
        getAttrs: (element) =>
          markerNumberFromHref(element.getAttribute('href')) !== null && /^\s*\[\d{1,3}\]\s*$/.test(element.textContent)
            ? null
            : false,
      },
    ]
  },

  renderHTML({ node }) {
    const n = Number(node.attrs.n)
    return ['a', markerAttributes(n), `[${n}]`]
  },

  renderText({ node }) {
    return `[${Number(node.attrs.n)}]`
  },
})
