// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { headerRowLayout, linksThatFit } from '@/components/layout/header-nav'

describe('linksThatFit', () => {
  it('shows every link when they fit the row, without room for "Mais"', () => {
    expect(linksThatFit([100, 100, 100], 60, 308, 4)).toBe(3)
  })

  it('keeps room for "Mais" after the links shown when not all fit', () => {
    // 100 + 4 + 100 + 4 + 60 = 268 ≤ 300; a third link would need 372.
    expect(linksThatFit([100, 100, 100], 60, 300, 4)).toBe(2)
    expect(linksThatFit([100, 100, 100], 60, 267, 4)).toBe(1)
  })

  it('shows none (only "Mais") in a row too narrow for one link, and none when there are no links', () => {
    expect(linksThatFit([200, 100], 60, 150, 4)).toBe(0)
    expect(linksThatFit([], 60, 500, 4)).toBe(0)
  })
})

describe('headerRowLayout', () => {
  // Seven links of 80 px, 4 px apart: 584 px; "Mais" is 70 px; the search box sits 16 px after the links.
  const seven = Array(7).fill(80) as number[]

  it('shows every link beside a 224 px search box when there is room', () => {
    expect(headerRowLayout(seven, 70, 584 + 16 + 224)).toEqual({ shown: 7, searchWidth: 224 })
  })

  it('narrows the search box, down to 160 px, rather than hide a link', () => {
    expect(headerRowLayout(seven, 70, 584 + 16 + 190)).toEqual({ shown: 7, searchWidth: 190 })
    expect(headerRowLayout(seven, 70, 584 + 16 + 160)).toEqual({ shown: 7, searchWidth: 160 })
  })

  it('narrows the search box to keep one more link beside "Mais", and keeps 224 px when narrowing would not help', () => {
    // 759 px: 5 links (416) + "Mais" (4 + 70) = 490 beside 224 px; 6 links (500) + "Mais" (74) = 574 ≤ 759 - 16 - 160.
    expect(headerRowLayout(seven, 70, 584 + 16 + 159)).toEqual({ shown: 6, searchWidth: 759 - 16 - 574 })
    // Twelve links: 5 fit beside 224 px, and 160 px would not make room for a 6th (574 > 743 - 16 - 160 = 567).
    expect(headerRowLayout(Array(12).fill(80) as number[], 70, 743)).toEqual({ shown: 5, searchWidth: 224 })
  })
})
