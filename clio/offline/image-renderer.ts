// Offline images: an SVG drawn from basic shapes, seeded by the title (and variant), rendered by
// sharp at exactly the requested width × height. One look per style, so the style select visibly
// matters. No text, no people, no products: the same constraints the AI prompts carry.
import sharp from 'sharp'
import type { ImageStyle } from '../contract.ts'
import { pick, seededRandom } from './seeded-random.ts'

export interface OfflineImageInput {
  title: string
  style: ImageStyle
  width: number
  height: number
  variant: number
}

type Random = () => number

const r1 = (n: number) => Math.round(n * 10) / 10

function hsl(h: number, s: number, l: number, a = 1): string {
  return a === 1
    ? `hsl(${r1(h % 360)} ${r1(s)}% ${r1(l)}%)`
    : `hsl(${r1(h % 360)} ${r1(s)}% ${r1(l)}% / ${r1(a * 100) / 100})`
}

/** A palmate leaf: seven lanceolate leaflets fanned around the base of a stem. */
function leafPath(size: number): string {
  const leaflets = [
    { angle: -88, length: 0.42 },
    { angle: -60, length: 0.68 },
    { angle: -30, length: 0.9 },
    { angle: 0, length: 1 },
    { angle: 30, length: 0.9 },
    { angle: 60, length: 0.68 },
    { angle: 88, length: 0.42 },
  ]
  const paths = leaflets.map(({ angle, length }) => {
    const l = size * length
    const w = l * 0.13
    // Points up (negative y), rotated about the base; small teeth suggest the serrated edge.
    const teeth = [0.25, 0.45, 0.65, 0.82]
      .map((t) => {
        const x = w * Math.sin(Math.PI * t) * 1.05
        return `L ${r1(x)} ${r1(-l * t)} L ${r1(x * 0.86)} ${r1(-l * (t + 0.06))}`
      })
      .join(' ')
    const teethBack = [0.82, 0.65, 0.45, 0.25]
      .map((t) => {
        const x = -w * Math.sin(Math.PI * t) * 1.05
        return `L ${r1(x * 0.86)} ${r1(-l * (t + 0.06))} L ${r1(x)} ${r1(-l * t)}`
      })
      .join(' ')
    return `<path transform="rotate(${angle})" d="M 0 0 ${teeth} L 0 ${r1(-l)} ${teethBack} Z"/>`
  })
  const stem = `<path d="M 0 0 Q ${r1(size * 0.05)} ${r1(size * 0.35)} ${r1(-size * 0.02)} ${r1(size * 0.6)}" fill="none" stroke-width="${r1(size * 0.025)}" stroke-linecap="round"/>`
  return paths.join('') + stem
}

/** Realista: soft photographic depth — blurred gradient background, bokeh lights, a leaf in focus. */
function realistic(random: Random, w: number, h: number): string {
  const m = Math.min(w, h)
  const hue = 95 + random() * 50
  const bokeh = Array.from({ length: 22 }, () => {
    const r = m * (0.03 + random() * 0.09)
    return `<circle cx="${r1(random() * w)}" cy="${r1(random() * h)}" r="${r1(r)}" fill="${hsl(hue + random() * 40 - 10, 40 + random() * 30, 65 + random() * 25, 0.25 + random() * 0.35)}"/>`
  }).join('')
  const leafSize = m * (0.38 + random() * 0.12)
  const cx = w * (0.42 + random() * 0.25)
  const cy = h * (0.5 + random() * 0.12)
  const tilt = -25 + random() * 50
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 30, 22)}"/>
      <stop offset="0.55" stop-color="${hsl(hue + 15, 35, 38)}"/>
      <stop offset="1" stop-color="${hsl(hue + 40, 30, 62)}"/>
    </linearGradient>
    <radialGradient id="light" cx="${r1(0.2 + random() * 0.6)}" cy="${r1(0.15 + random() * 0.3)}" r="0.7">
      <stop offset="0" stop-color="${hsl(50, 80, 92, 0.55)}"/>
      <stop offset="1" stop-color="${hsl(50, 80, 92, 0)}"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <linearGradient id="leaf" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${hsl(hue + 5, 45, 22)}"/>
      <stop offset="1" stop-color="${hsl(hue - 5, 55, 42)}"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="${r1(m * 0.018)}"/></filter>
    <filter id="shadow"><feGaussianBlur stdDeviation="${r1(m * 0.012)}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g filter="url(#blur)">${bokeh}</g>
  <rect width="100%" height="100%" fill="url(#light)"/>
  <g transform="translate(${r1(cx + m * 0.02)} ${r1(cy + m * 0.03)}) rotate(${r1(tilt)})" fill="#000" stroke="#000" opacity="0.35" filter="url(#shadow)">${leafPath(leafSize)}</g>
  <g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(tilt)})" fill="url(#leaf)" stroke="${hsl(hue, 40, 25)}">${leafPath(leafSize)}</g>
  <rect width="100%" height="100%" fill="url(#vignette)"/>`
}

/** Ilustração: flat colours with dark outlines — sky, sun, hills and a leaf. */
function illustration(random: Random, w: number, h: number): string {
  const m = Math.min(w, h)
  const hue = 140 + random() * 60
  const stroke = `stroke="${hsl(200, 40, 15)}" stroke-width="${r1(m * 0.008)}" stroke-linejoin="round"`
  const hill = (base: number, amp: number, color: string) => {
    const y0 = h * base
    const c1 = y0 - h * amp * (0.5 + random())
    const c2 = y0 - h * amp * (0.5 + random())
    return `<path d="M 0 ${r1(y0)} C ${r1(w * 0.3)} ${r1(c1)} ${r1(w * 0.6)} ${r1(c2)} ${w} ${r1(y0 - h * amp * random())} L ${w} ${h} L 0 ${h} Z" fill="${color}" ${stroke}/>`
  }
  const sun = `<circle cx="${r1(w * (0.15 + random() * 0.7))}" cy="${r1(h * (0.18 + random() * 0.12))}" r="${r1(m * 0.09)}" fill="${hsl(45, 90, 62)}" ${stroke}/>`
  const clouds = Array.from({ length: 3 }, () => {
    const x = random() * w
    const y = h * (0.1 + random() * 0.25)
    const r = m * (0.035 + random() * 0.03)
    return `<g fill="#fff" ${stroke}><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r * 2.2)}" ry="${r1(r)}"/></g>`
  }).join('')
  const leafSize = m * 0.3
  return `
  <rect width="100%" height="100%" fill="${hsl(hue + 20, 55, 84)}"/>
  ${sun}${clouds}
  ${hill(0.72, 0.18, hsl(hue, 40, 55))}
  ${hill(0.85, 0.12, hsl(hue - 20, 45, 42))}
  <g transform="translate(${r1(w * (0.3 + random() * 0.4))} ${r1(h * 0.62)}) rotate(${r1(-15 + random() * 30)})" fill="${hsl(hue - 30, 55, 38)}" ${stroke}>${leafPath(leafSize)}</g>`
}

/** Abstrato: a grid of geometric shapes in a restrained palette. */
function abstract(random: Random, w: number, h: number): string {
  const baseHue = random() * 360
  const palette = [0, 30, 160, 190, 210].map((offset, i) => hsl(baseHue + offset, 35 + i * 8, 30 + i * 12))
  const cols = 6 + Math.floor(random() * 4)
  const cell = w / cols
  const rows = Math.ceil(h / cell)
  const shapes: string[] = [`<rect width="100%" height="100%" fill="${hsl(baseHue, 15, 94)}"/>`]
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = col * cell
      const y = row * cell
      const fill = pick(random, palette)
      const kind = Math.floor(random() * 4)
      if (kind === 0)
        shapes.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cell)}" height="${r1(cell)}" fill="${fill}"/>`)
      else if (kind === 1) {
        shapes.push(`<circle cx="${r1(x + cell / 2)}" cy="${r1(y + cell / 2)}" r="${r1(cell * 0.42)}" fill="${fill}"/>`)
      } else if (kind === 2) {
        const corner = Math.floor(random() * 4)
        const pts = [
          [x, y],
          [x + cell, y],
          [x + cell, y + cell],
          [x, y + cell],
        ].filter((_, i) => i !== corner)
        shapes.push(`<polygon points="${pts.map(([a, b]) => `${r1(a)},${r1(b)}`).join(' ')}" fill="${fill}"/>`)
      } else {
        shapes.push(
          `<path d="M ${r1(x)} ${r1(y + cell)} A ${r1(cell)} ${r1(cell)} 0 0 1 ${r1(x + cell)} ${r1(y)} L ${r1(x + cell)} ${r1(y + cell)} Z" fill="${fill}"/>`,
        )
      }
    }
  }
  return shapes.join('')
}

/** Criativo: vivid overlapping blobs on a dotted pattern. */
function creative(random: Random, w: number, h: number): string {
  const m = Math.min(w, h)
  const hue = random() * 360
  const blob = (cx: number, cy: number, r: number, color: string) => {
    const points = 7
    const pts = Array.from({ length: points }, (_, i) => {
      const a = (i / points) * Math.PI * 2
      const rr = r * (0.65 + random() * 0.6)
      return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]
    })
    // Closed Catmull-Rom through the points, as cubic Béziers.
    let d = `M ${r1(pts[0][0])} ${r1(pts[0][1])}`
    for (let i = 0; i < points; i++) {
      const p0 = pts[(i - 1 + points) % points]
      const p1 = pts[i]
      const p2 = pts[(i + 1) % points]
      const p3 = pts[(i + 2) % points]
      d += ` C ${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`
    }
    return `<path d="${d} Z" fill="${color}" opacity="0.85"/>`
  }
  const dot = r1(m * 0.05)
  const blobs = Array.from({ length: 7 }, (_, i) =>
    blob(random() * w, random() * h, m * (0.15 + random() * 0.2), hsl(hue + i * 47, 85, 55)),
  ).join('')
  const stripes = Array.from({ length: 5 }, (_, i) => {
    const y = random() * h
    return `<path d="M 0 ${r1(y)} Q ${r1(w / 2)} ${r1(y + (random() - 0.5) * h * 0.6)} ${w} ${r1(y + (random() - 0.5) * h * 0.3)}" fill="none" stroke="${hsl(hue + 180 + i * 20, 90, 60)}" stroke-width="${r1(m * 0.02)}" stroke-linecap="round"/>`
  }).join('')
  return `
  <defs>
    <pattern id="dots" width="${dot}" height="${dot}" patternUnits="userSpaceOnUse">
      <circle cx="${r1(dot / 2)}" cy="${r1(dot / 2)}" r="${r1(dot * 0.18)}" fill="${hsl(hue + 200, 70, 80, 0.6)}"/>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="${hsl(hue + 220, 60, 18)}"/>
  <rect width="100%" height="100%" fill="url(#dots)"/>
  ${blobs}${stripes}
  <g transform="translate(${r1(w * (0.3 + random() * 0.4))} ${r1(h * (0.55 + random() * 0.1))}) rotate(${r1(-30 + random() * 60)})" fill="${hsl(hue + 120, 90, 60)}" stroke="#fff" stroke-width="${r1(m * 0.006)}">${leafPath(m * 0.28)}</g>`
}

const DRAWERS: Record<ImageStyle, (random: Random, w: number, h: number) => string> = {
  realista: realistic,
  ilustracao: illustration,
  abstrato: abstract,
  criativo: creative,
}

export function offlineImageSvg(input: OfflineImageInput): string {
  const { width: w, height: h } = input
  const random = seededRandom(`${input.style}|${input.title}|${input.variant}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DRAWERS[input.style](random, w, h)}</svg>`
}

/** JPEG bytes of exactly width × height. */
export async function renderOfflineImage(input: OfflineImageInput): Promise<Buffer> {
  return sharp(Buffer.from(offlineImageSvg(input)))
    .resize(input.width, input.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer()
}
