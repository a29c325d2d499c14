import { describe, expect, it } from 'vitest'
import { POST_PLACEHOLDER_IMAGE, showPlaceholderForBrokenCovers } from '@/features/posts/utils/cover-placeholder'

describe('covers of a prerendered page without React (the islands entry)', () => {
  it("show the placeholder when a cover fails to load, as PostImage's onError does; other images are left alone", () => {
    document.body.innerHTML =
      '<img data-post-image src="https://x.test/capa.webp" loading="lazy"><img src="https://x.test/corpo.webp">'
    showPlaceholderForBrokenCovers()
    const [cover, bodyImage] = document.querySelectorAll('img')
    cover.dispatchEvent(new Event('error'))
    bodyImage.dispatchEvent(new Event('error'))
    expect(cover.getAttribute('src')).toBe(POST_PLACEHOLDER_IMAGE)
    expect(bodyImage.getAttribute('src')).toBe('https://x.test/corpo.webp')
  })
})
