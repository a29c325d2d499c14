// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  markerHtml,
  markerNumberFromHref,
  markerNumbers,
  movedNumbers,
  removedNumbers,
  renumberMarkers,
} from '@/lib/references/markers'

const text = (...numbers: number[]) => `<p>A${numbers.map((n) => ` ${markerHtml(n)}`).join('')}.</p>`

describe('reference markers', () => {
  it('are links to #ref-n whose text is [n]', () => {
    expect(markerHtml(3)).toBe('<a href="#ref-3" class="ref-marker" data-ref="3">[3]</a>')
    expect(markerNumberFromHref('#ref-12')).toBe(12)
    expect(markerNumberFromHref('https://x.org/#ref-1')).toBeNull()
    expect(markerNumberFromHref(null)).toBeNull()
  })

  it('are found in document order, whatever the attribute order, and ordinary links are not markers', () => {
    const html = `<p>x <a data-ref="2" href="#ref-2" class="ref-marker">[2]</a> <a href="#ref-1">[1]</a> <a href="#ref-4">veja</a> <a href="https://doi.org">[5]</a></p>`
    expect(markerNumbers(html)).toEqual([2, 1])
  })

  it('follow a reference moved down or up', () => {
    // [1][2][3]; the first moves to the end: it becomes 3, the others move up.
    expect(renumberMarkers(text(1, 2, 3), movedNumbers(0, 2))).toBe(text(3, 1, 2))
    expect(renumberMarkers(text(1, 2, 3), movedNumbers(2, 0))).toBe(text(2, 3, 1))
    expect(renumberMarkers(text(1, 2, 3), movedNumbers(0, 1))).toBe(text(2, 1, 3))
  })

  it('of a removed reference leave the text and the later ones count down', () => {
    expect(renumberMarkers(text(1, 2, 3, 2), removedNumbers(1))).toBe(
      '<p>A '.concat(markerHtml(1), '  ', markerHtml(2), ' .</p>'),
    )
    expect(markerNumbers(renumberMarkers(text(1, 2, 3), removedNumbers(0)))).toEqual([1, 2])
  })

  it('are rewritten in the one canonical form', () => {
    expect(renumberMarkers('<a class="x" href="#ref-1">[1]</a>', (n) => n)).toBe(markerHtml(1))
  })
})
