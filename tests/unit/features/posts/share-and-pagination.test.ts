// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { visiblePages } from '@/features/posts/components/pagination'
import { shareUrl } from '@/features/posts/utils/share'

describe('shareUrl', () => {
  const url = 'https://blog.example/blog/post/rdc-327'
  it('builds each network link with the encoded address', () => {
    expect(shareUrl('facebook', url, 'RDC')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    )
    expect(shareUrl('linkedin', url, 'RDC')).toContain(encodeURIComponent(url))
    expect(shareUrl('twitter', url, 'Canabidiol & epilepsia')).toContain('text=Canabidiol%20%26%20epilepsia')
    expect(shareUrl('whatsapp', url, 'RDC')).toBe(`https://wa.me/?text=${encodeURIComponent(`RDC ${url}`)}`)
  })
})

describe('visiblePages', () => {
  it('shows every page of short lists', () => {
    expect(visiblePages(1, 1)).toEqual([1])
    expect(visiblePages(2, 3)).toEqual([1, 2, 3])
  })

  it('folds long lists around the current page', () => {
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(visiblePages(1, 12)).toEqual([1, 2, 'gap', 12])
  })
})
