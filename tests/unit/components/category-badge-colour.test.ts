/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { badgeBackground, CATEGORY_COLORS, whiteTextContrast } from '@/lib/category-colors'

describe('badgeBackground', () => {
  it('gives every named colour a background white text reads on at WCAG AA (4.5:1)', () => {
    for (const { name, hex } of CATEGORY_COLORS) {
      expect(whiteTextContrast(badgeBackground(hex)), name).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('keeps a colour that already passes, and darkens one that fails only as much as needed', () => {
    expect(badgeBackground('#1e3a8a')).toBe('#1e3a8a')
    expect(whiteTextContrast('#22c55e')).toBeLessThan(4.5)
    const green = badgeBackground('#22c55e')
    expect(green).not.toBe('#22c55e')
    // One step lighter would fail again: darkened no further than needed.
    const lighter = `#${[1, 3, 5]
      .map((i) =>
        Math.min(255, Math.round(parseInt(green.slice(i, i + 2), 16) / 0.92))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`
    expect(whiteTextContrast(lighter)).toBeLessThan(4.5)
  })

  it('leaves a value that is not a #rrggbb colour alone', () => {
    expect(badgeBackground('var(--x)')).toBe('var(--x)')
  })
})
