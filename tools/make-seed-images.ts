// Draws the cover illustrations of the seed posts (supabase/seeds/posts.sql) as SVG and exports
// them to WebP in public/seed-images/<slug>.webp (plus <slug>-480w/-800w.webp for srcset). Everything is drawn here from basic shapes:
// no downloads, no external fonts, no text. Run with `npm run seed:images`
// (tsx tools/make-seed-images.ts). Set SEED_IMAGES_PNG_DIR=/some/dir to also write PNG copies.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { SEED_COVER_WIDTHS } from '../src/lib/responsive-images.ts'

const W = 1200
const H = 675

type Category = 'pesquisas' | 'tratamentos' | 'legislacao' | 'noticias'

type Motif =
  | 'neurons'
  | 'forest-plot'
  | 'report'
  | 'receptors'
  | 'dropper'
  | 'interactions'
  | 'molecules'
  | 'care'
  | 'document'
  | 'import'
  | 'scales'
  | 'globe'
  | 'hospital'
  | 'gavel'
  | 'sleep'
  | 'puzzle'
  | 'calendar'

interface Cover {
  slug: string
  category: Category
  motif: Motif
  /** seed for the small per-image variations (decorative leaves, dots) */
  seed: number
}

/** One entry per post of supabase/seeds/posts.sql (same slugs). */
export const COVERS: Cover[] = [
  {
    slug: 'canabidiol-e-epilepsias-refratarias-o-que-mostram-os-estudos',
    category: 'pesquisas',
    motif: 'neurons',
    seed: 1,
  },
  {
    slug: 'cannabis-e-dor-cronica-o-que-dizem-as-revisoes-sistematicas',
    category: 'pesquisas',
    motif: 'forest-plot',
    seed: 2,
  },
  { slug: 'relatorio-das-academias-nacionais-dos-eua-sobre-cannabis', category: 'pesquisas', motif: 'report', seed: 3 },
  { slug: 'sistema-endocanabinoide-o-que-e-e-como-funciona', category: 'pesquisas', motif: 'receptors', seed: 4 },
  {
    slug: 'como-funciona-o-acompanhamento-medico-no-tratamento-com-cannabis',
    category: 'tratamentos',
    motif: 'dropper',
    seed: 5,
  },
  {
    slug: 'efeitos-adversos-e-interacoes-medicamentosas-dos-produtos-de-cannabis',
    category: 'tratamentos',
    motif: 'interactions',
    seed: 6,
  },
  { slug: 'cbd-e-thc-diferencas-usos-estudados-e-cuidados', category: 'tratamentos', motif: 'molecules', seed: 7 },
  { slug: 'cannabis-em-cuidados-paliativos-o-que-se-sabe', category: 'tratamentos', motif: 'care', seed: 8 },
  {
    slug: 'rdc-327-2019-como-a-anvisa-regula-os-produtos-de-cannabis',
    category: 'legislacao',
    motif: 'document',
    seed: 9,
  },
  {
    slug: 'importacao-de-produtos-de-cannabis-por-pessoa-fisica-rdc-660-2022',
    category: 'legislacao',
    motif: 'import',
    seed: 10,
  },
  {
    slug: 'cultivo-domestico-para-fins-medicinais-o-que-decidiram-os-tribunais',
    category: 'legislacao',
    motif: 'scales',
    seed: 11,
  },
  { slug: 'onu-reclassifica-a-cannabis-entenda-a-votacao-de-2020', category: 'noticias', motif: 'globe', seed: 12 },
  { slug: 'sao-paulo-lei-preve-canabidiol-no-sus-estadual', category: 'noticias', motif: 'hospital', seed: 13 },
  { slug: 'resolucao-do-cfm-sobre-canabidiol-o-que-aconteceu-em-2022', category: 'noticias', motif: 'gavel', seed: 14 },
  { slug: 'cannabis-e-sono-evidencias-ainda-iniciais', category: 'pesquisas', motif: 'sleep', seed: 15 },
  {
    slug: 'canabidiol-e-autismo-o-que-os-estudos-ja-permitem-dizer',
    category: 'tratamentos',
    motif: 'puzzle',
    seed: 16,
  },
  {
    slug: 'stj-e-o-cultivo-de-canhamo-para-fins-medicinais-proximos-passos',
    category: 'legislacao',
    motif: 'calendar',
    seed: 17,
  },
]

interface Palette {
  /** darkest background tone */
  deep: string
  /** main accent of the category */
  accent: string
  /** light tint of the accent */
  light: string
  /** very light tint, for paper-like surfaces */
  paper: string
}

const PALETTES: Record<Category, Palette> = {
  pesquisas: { deep: '#042f35', accent: '#0e7490', light: '#67e8f9', paper: '#ecfeff' },
  tratamentos: { deep: '#052e1b', accent: '#15803d', light: '#86efac', paper: '#f0fdf4' },
  legislacao: { deep: '#1e1038', accent: '#6d28d9', light: '#c4b5fd', paper: '#f5f3ff' },
  noticias: { deep: '#0b1e3f', accent: '#1d4ed8', light: '#93c5fd', paper: '#eff6ff' },
}

/** Shared leaf green, so every cover keeps the project's green identity. */
const LEAF = '#4ade80'

// ---------------------------------------------------------------------------------------------
// helpers

function rng(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0
  return () => {
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    return s / 4294967296
  }
}

const f = (n: number): string => (Math.round(n * 10) / 10).toString()

function pts(points: Array<[number, number]>): string {
  return points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')
}

/** Regular hexagon (flat orientation: vertex at the right) as a list of points. */
function hexPoints(cx: number, cy: number, r: number, rotation = 30): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (let i = 0; i < 6; i++) {
    const a = ((rotation + i * 60) * Math.PI) / 180
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// cannabis leaf

/** One serrated leaflet pointing up from (0,0), length len, half-width w. */
function leafletPath(len: number, w: number): string {
  const steps = 18
  const left: Array<[number, number]> = []
  const right: Array<[number, number]> = []
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    const profile = Math.pow(Math.sin(Math.PI * Math.pow(t, 0.85)), 1.1)
    const tooth = i % 2 === 0 ? 1 : 0.72
    const x = w * profile * tooth
    const y = -len * t
    left.push([-x, y])
    right.push([x, y - (i % 2 === 0 ? len * 0.012 : 0)])
  }
  const d = [`M0,0`]
  for (const [x, y] of left) d.push(`L${f(x)},${f(y)}`)
  d.push(`L0,${f(-len)}`)
  for (const [x, y] of right.reverse()) d.push(`L${f(x)},${f(y)}`)
  d.push('Z')
  return d.join(' ')
}

/** A seven-leaflet cannabis leaf with its base at (x,y). */
function cannabisLeaf(
  x: number,
  y: number,
  size: number,
  rotation: number,
  fill: string,
  opacity: number,
  veins = true,
): string {
  const leaflets: Array<[number, number]> = [
    [0, 1],
    [-27, 0.86],
    [27, 0.86],
    [-56, 0.64],
    [56, 0.64],
    [-88, 0.38],
    [88, 0.38],
  ]
  const parts: string[] = []
  // draw the small ones first so the central leaflet is on top
  for (const [angle, scale] of [...leaflets].reverse()) {
    const len = size * scale
    parts.push(
      `<g transform="rotate(${angle})"><path d="${leafletPath(len, len * 0.13)}" fill="${fill}"/>` +
        (veins
          ? `<line x1="0" y1="0" x2="0" y2="${f(-len * 0.93)}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="${f(Math.max(1, size * 0.008))}"/>`
          : '') +
        `</g>`,
    )
  }
  const stem = `<path d="M0,0 Q${f(size * 0.02)},${f(size * 0.18)} ${f(-size * 0.03)},${f(size * 0.34)}" stroke="${fill}" stroke-width="${f(size * 0.028)}" fill="none" stroke-linecap="round"/>`
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${rotation})" opacity="${opacity}">${stem}${parts.join('')}</g>`
}

// ---------------------------------------------------------------------------------------------
// background

function background(p: Palette, seed: number): string {
  const r = rng(seed * 7 + 3)
  const dots: string[] = []
  for (let gx = 0; gx < 15; gx++) {
    for (let gy = 0; gy < 9; gy++) {
      const x = 40 + gx * 80
      const y = 30 + gy * 80
      dots.push(`<circle cx="${x}" cy="${y}" r="1.6" fill="#ffffff" opacity="${f(0.05 + r() * 0.07)}"/>`)
    }
  }
  const leaves = [
    cannabisLeaf(90 + r() * 60, 640, 300, -24 + r() * 10, LEAF, 0.07, false),
    cannabisLeaf(1130 - r() * 40, 700, 240, 20 + r() * 10, LEAF, 0.06, false),
  ]
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.deep}"/>
      <stop offset="0.62" stop-color="${p.accent}"/>
      <stop offset="1" stop-color="${p.light}" stop-opacity="0.9"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.66" cy="0.45" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.05"/>
    </linearGradient>
    <linearGradient id="paper" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="${p.paper}"/>
    </linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="14"/>
      <feOffset dx="0" dy="10" result="b"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
    <filter id="soft"><feGaussianBlur stdDeviation="30"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <circle cx="${f(980 + r() * 80)}" cy="${f(80 + r() * 60)}" r="190" fill="${p.light}" opacity="0.13" filter="url(#soft)"/>
  <circle cx="${f(160 + r() * 80)}" cy="${f(150 + r() * 60)}" r="150" fill="${LEAF}" opacity="0.08" filter="url(#soft)"/>
  <g>${dots.join('')}</g>
  ${leaves.join('')}
  <path d="M0,${H - 90} C300,${H - 150} 700,${H - 20} ${W},${H - 110} L${W},${H} L0,${H} Z" fill="#000000" opacity="0.10"/>`
}

// ---------------------------------------------------------------------------------------------
// motifs (each drawn for the 1200×675 canvas, roughly centred)

function neurons(p: Palette, seed: number): string {
  const r = rng(seed * 31)
  const nodes: Array<[number, number]> = []
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + r() * 0.3
    const rad = 120 + r() * 150
    nodes.push([600 + Math.cos(a) * rad * 1.45, 300 + Math.sin(a) * rad * 0.78])
  }
  nodes.push([600, 300])
  const edges: string[] = []
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const [x1, y1] = nodes[i]
      const [x2, y2] = nodes[j]
      const d = Math.hypot(x1 - x2, y1 - y2)
      if (d < 210) {
        const mx = (x1 + x2) / 2 + (r() - 0.5) * 40
        const my = (y1 + y2) / 2 + (r() - 0.5) * 40
        edges.push(
          `<path d="M${f(x1)},${f(y1)} Q${f(mx)},${f(my)} ${f(x2)},${f(y2)}" stroke="${p.light}" stroke-width="2" fill="none" opacity="${f(0.35 + r() * 0.35)}"/>`,
        )
      }
    }
  }
  const circles = nodes
    .map(([x, y], i) => {
      const big = i === nodes.length - 1 ? 26 : 7 + r() * 8
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(big + 10)}" fill="${p.light}" opacity="0.14"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(big)}" fill="#ffffff" opacity="0.92"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(big * 0.45)}" fill="${p.accent}"/>`
    })
    .join('')
  // EEG-like trace across the bottom
  const trace: Array<[number, number]> = []
  for (let x = 140; x <= 1060; x += 10) {
    const spike = x > 520 && x < 700 ? Math.sin(x * 0.35) * 46 * Math.sin(((x - 520) / 180) * Math.PI) : 0
    trace.push([x, 555 + Math.sin(x * 0.05) * 10 + spike])
  }
  return `<g>${edges.join('')}${circles}</g>
    <rect x="120" y="500" width="960" height="110" rx="22" fill="url(#panel)" stroke="#ffffff" stroke-opacity="0.18"/>
    <polyline points="${pts(trace)}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linejoin="round" stroke-linecap="round" opacity="0.9"/>
    ${cannabisLeaf(1040, 250, 130, 14, LEAF, 0.85)}`
}

function forestPlot(p: Palette, seed: number): string {
  const r = rng(seed * 13)
  const rows: string[] = []
  const x0 = 330
  const cx = 610
  for (let i = 0; i < 7; i++) {
    const y = 175 + i * 50
    const est = cx + 25 + (r() - 0.35) * 120
    const half = Math.min(40 + r() * 90, 790 - est)
    const sz = 9 + r() * 10
    rows.push(
      `<rect x="${x0 - 170}" y="${y - 7}" width="${f(90 + r() * 60)}" height="14" rx="7" fill="${p.accent}" opacity="0.25"/>` +
        `<line x1="${f(est - half)}" y1="${y}" x2="${f(est + half)}" y2="${y}" stroke="${p.deep}" stroke-width="3" stroke-linecap="round"/>` +
        `<rect x="${f(est - sz / 2)}" y="${f(y - sz / 2)}" width="${f(sz)}" height="${f(sz)}" fill="${p.accent}"/>`,
    )
  }
  const dy = 175 + 7 * 50 + 10
  const diamond = `<polygon points="${pts([
    [cx + 10, dy],
    [cx + 55, dy - 14],
    [cx + 100, dy],
    [cx + 55, dy + 14],
  ])}" fill="${p.deep}"/>`
  return `<g filter="url(#shadow)">
      <rect x="130" y="110" width="700" height="470" rx="26" fill="url(#paper)"/>
    </g>
    <line x1="${cx}" y1="150" x2="${cx}" y2="555" stroke="${p.deep}" stroke-width="2" stroke-dasharray="6 8" opacity="0.5"/>
    <line x1="${x0 + 20}" y1="555" x2="800" y2="555" stroke="${p.deep}" stroke-width="2" opacity="0.35"/>
    ${rows.join('')}${diamond}
    <g transform="translate(940,330)">
      <circle r="150" fill="url(#panel)" stroke="#ffffff" stroke-opacity="0.25"/>
      ${cannabisLeaf(0, 70, 150, 0, LEAF, 0.95)}
    </g>`
}

function report(p: Palette, seed: number): string {
  const r = rng(seed * 17)
  const lines = (x: number, y: number, n: number, w: number): string =>
    Array.from(
      { length: n },
      (_, i) =>
        `<rect x="${x}" y="${y + i * 26}" width="${f(w * (0.6 + r() * 0.4))}" height="10" rx="5" fill="${p.accent}" opacity="0.22"/>`,
    ).join('')
  return `<g filter="url(#shadow)">
      <rect x="470" y="95" width="400" height="500" rx="18" fill="#ffffff" opacity="0.55" transform="rotate(7 670 345)"/>
      <rect x="400" y="90" width="400" height="500" rx="18" fill="url(#paper)"/>
    </g>
    <rect x="400" y="90" width="400" height="140" rx="18" fill="${p.accent}"/>
    <rect x="400" y="200" width="400" height="30" fill="${p.accent}"/>
    ${cannabisLeaf(600, 210, 90, 0, '#ffffff', 0.95)}
    ${lines(440, 270, 5, 320)}
    <g transform="translate(440,420)">
      ${[60, 95, 40, 120, 80]
        .map(
          (h, i) =>
            `<rect x="${i * 58}" y="${130 - h}" width="38" height="${h}" rx="6" fill="${i === 3 ? LEAF : p.accent}" opacity="${i === 3 ? 1 : 0.55}"/>`,
        )
        .join('')}
    </g>
    <g transform="translate(960,250)" opacity="0.95">
      ${hexRing(0, 0, 46, p.light, 5)}${hexRing(80, 46, 46, p.light, 5)}
      <circle cx="0" cy="-46" r="9" fill="#ffffff"/><circle cx="120" cy="115" r="9" fill="${LEAF}"/>
    </g>
    <g transform="translate(250,420)">${magnifier(p)}</g>`
}

function magnifier(p: Palette): string {
  return `<circle r="70" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-width="12"/>
    <line x1="50" y1="50" x2="120" y2="120" stroke="#ffffff" stroke-width="20" stroke-linecap="round"/>
    <path d="M-35,-10 A40,40 0 0 1 -5,-40" stroke="${p.light}" stroke-width="8" fill="none" stroke-linecap="round"/>`
}

function hexRing(cx: number, cy: number, r: number, stroke: string, sw: number, double = false): string {
  const hp = hexPoints(cx, cy, r)
  let out = `<polygon points="${pts(hp)}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round"/>`
  if (double) {
    const inner = hexPoints(cx, cy, r * 0.7)
    out += `<line x1="${f(inner[0][0])}" y1="${f(inner[0][1])}" x2="${f(inner[1][0])}" y2="${f(inner[1][1])}" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round"/>`
    out += `<line x1="${f(inner[2][0])}" y1="${f(inner[2][1])}" x2="${f(inner[3][0])}" y2="${f(inner[3][1])}" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round"/>`
    out += `<line x1="${f(inner[4][0])}" y1="${f(inner[4][1])}" x2="${f(inner[5][0])}" y2="${f(inner[5][1])}" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round"/>`
  }
  return out
}

function receptors(p: Palette, seed: number): string {
  const r = rng(seed * 19)
  // a cell membrane (lipid bilayer) with receptors and ligands
  const heads: string[] = []
  for (let x = 60; x <= 1140; x += 26) {
    const y1 = 420 + Math.sin(x / 90) * 14
    heads.push(
      `<circle cx="${x}" cy="${f(y1)}" r="10" fill="${p.light}" opacity="0.85"/><circle cx="${x}" cy="${f(y1 + 76)}" r="10" fill="${p.light}" opacity="0.85"/>` +
        `<line x1="${x - 3}" y1="${f(y1 + 10)}" x2="${x - 3}" y2="${f(y1 + 34)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>` +
        `<line x1="${x + 3}" y1="${f(y1 + 10)}" x2="${x + 3}" y2="${f(y1 + 34)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>` +
        `<line x1="${x - 3}" y1="${f(y1 + 42)}" x2="${x - 3}" y2="${f(y1 + 66)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>` +
        `<line x1="${x + 3}" y1="${f(y1 + 42)}" x2="${x + 3}" y2="${f(y1 + 66)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    )
  }
  const receptor = (x: number, color: string): string => {
    const y = 420 + Math.sin(x / 90) * 14
    return `<g transform="translate(${x},${f(y)})">
      <path d="M-34,95 L-34,-40 Q-34,-70 -12,-70 L-12,-35 Q0,-20 12,-35 L12,-70 Q34,-70 34,-40 L34,95 Z" fill="${color}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
      <rect x="-22" y="-10" width="10" height="95" rx="5" fill="#ffffff" opacity="0.25"/>
      <rect x="12" y="-10" width="10" height="95" rx="5" fill="#ffffff" opacity="0.25"/>
    </g>`
  }
  const ligands: string[] = []
  for (let i = 0; i < 8; i++) {
    const x = 120 + i * 115 + (r() - 0.5) * 40
    const y = 120 + r() * 180
    ligands.push(
      `<g transform="translate(${f(x)},${f(y)}) rotate(${f(r() * 60)})" opacity="0.9">${hexRing(0, 0, 16, '#ffffff', 3)}<circle cx="24" cy="-14" r="5" fill="${LEAF}"/></g>`,
    )
  }
  return `${heads.join('')}${receptor(330, p.accent)}${receptor(610, '#16a34a')}${receptor(890, p.accent)}
    <g transform="translate(610,330)">${hexRing(0, 0, 20, '#ffffff', 4)}<circle cx="30" cy="-18" r="6" fill="${LEAF}"/></g>
    ${ligands.join('')}
    ${cannabisLeaf(1060, 250, 110, 18, LEAF, 0.8)}`
}

function dropperBottle(p: Palette, x: number, y: number, s: number): string {
  return `<g transform="translate(${x},${y}) scale(${s})" filter="url(#shadow)">
      <rect x="-34" y="-250" width="68" height="90" rx="30" fill="${p.deep}"/>
      <rect x="-46" y="-170" width="92" height="48" rx="10" fill="${p.deep}"/>
      <rect x="-22" y="-128" width="44" height="40" fill="${p.deep}" opacity="0.85"/>
      <path d="M-95,-70 Q-95,-100 -65,-100 L65,-100 Q95,-100 95,-70 L95,150 Q95,180 65,180 L-65,180 Q-95,180 -95,150 Z" fill="#b45309" opacity="0.92"/>
      <path d="M-95,-70 Q-95,-100 -65,-100 L65,-100 Q95,-100 95,-70 L95,150 Q95,180 65,180 L-65,180 Q-95,180 -95,150 Z" fill="url(#panel)"/>
      <rect x="-70" y="-10" width="140" height="130" rx="12" fill="url(#paper)"/>
      ${cannabisLeaf(0, 75, 58, 0, '#15803d', 1, false)}
      <rect x="-75" y="-85" width="16" height="220" rx="8" fill="#ffffff" opacity="0.25"/>
    </g>`
}

function dropper(p: Palette, seed: number): string {
  const r = rng(seed * 23)
  const drops = [0, 1, 2]
    .map((i) => {
      const x = 760 + i * 10
      const y = 200 + i * 70
      const s = 1 - i * 0.15
      return `<path transform="translate(${x},${y}) scale(${s})" d="M0,-26 C12,-8 20,4 20,14 A20,20 0 0 1 -20,14 C-20,4 -12,-8 0,-26 Z" fill="#fbbf24" opacity="${f(0.95 - i * 0.2)}"/>`
    })
    .join('')
  const checklist = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="220" cy="${230 + i * 70}" r="16" fill="${i < 3 ? LEAF : '#ffffff'}" opacity="${i < 3 ? 1 : 0.4}"/>` +
        (i < 3
          ? `<path d="M212,${230 + i * 70} l6,7 l12,-13" stroke="${p.deep}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
          : '') +
        `<rect x="252" y="${222 + i * 70}" width="${f(140 + r() * 90)}" height="16" rx="8" fill="#ffffff" opacity="0.55"/>`,
    )
    .join('')
  return `<rect x="170" y="170" width="320" height="300" rx="24" fill="url(#panel)" stroke="#ffffff" stroke-opacity="0.2"/>
    ${checklist}
    ${dropperBottle(p, 640, 360, 1)}
    ${drops}
    ${stethoscope(930, 250, p)}`
}

function stethoscope(x: number, y: number, p: Palette): string {
  return `<g transform="translate(${x},${y})" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round">
      <path d="M-50,-60 L-50,20 Q-50,80 0,80 Q50,80 50,20 L50,-60" opacity="0.9"/>
      <path d="M0,80 L0,150 Q0,220 80,220 Q140,220 140,160 L140,120"/>
      <circle cx="140" cy="100" r="28" fill="${p.light}" stroke="#ffffff"/>
      <circle cx="140" cy="100" r="10" fill="#ffffff" stroke="none"/>
    </g>`
}

function capsule(x: number, y: number, angle: number, a: string, b: string, s = 1): string {
  return `<g transform="translate(${x},${y}) rotate(${angle}) scale(${s})" filter="url(#shadow)">
      <path d="M0,-26 L-45,-26 A26,26 0 0 0 -45,26 L0,26 Z" fill="${a}"/>
      <path d="M0,-26 L45,-26 A26,26 0 0 1 45,26 L0,26 Z" fill="${b}"/>
      <rect x="-58" y="-16" width="90" height="8" rx="4" fill="#ffffff" opacity="0.35"/>
    </g>`
}

function interactions(p: Palette): string {
  return `<circle cx="470" cy="340" r="190" fill="${p.light}" opacity="0.16" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
    <circle cx="730" cy="340" r="190" fill="${LEAF}" opacity="0.16" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
    ${capsule(400, 280, -30, '#ffffff', p.light)}
    ${capsule(430, 420, 20, '#fca5a5', '#ffffff', 0.85)}
    <circle cx="330" cy="360" r="26" fill="#ffffff" filter="url(#shadow)"/><line x1="314" y1="360" x2="346" y2="360" stroke="${p.accent}" stroke-width="4"/>
    ${cannabisLeaf(790, 420, 150, 8, LEAF, 0.95)}
    <g transform="translate(600,340)" filter="url(#shadow)">
      <circle r="46" fill="#ffffff"/>
      <path d="M0,-24 L24,18 L-24,18 Z" fill="none" stroke="#d97706" stroke-width="6" stroke-linejoin="round"/>
      <line x1="0" y1="-8" x2="0" y2="4" stroke="#d97706" stroke-width="5" stroke-linecap="round"/>
      <circle cx="0" cy="11" r="3" fill="#d97706"/>
    </g>
    <g transform="translate(1000,160)">${hexRing(0, 0, 30, '#ffffff', 4, true)}${hexRing(52, 30, 30, '#ffffff', 4)}</g>`
}

function molecules(p: Palette): string {
  // CBD-like (two separate rings + chain) on the left, THC-like (fused rings) on the right
  const bond = (x1: number, y1: number, x2: number, y2: number, c = '#ffffff', w = 6): string =>
    `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`
  const chain = (x: number, y: number, n: number, dir: 1 | -1): string => {
    let out = ''
    let cx = x
    let cy = y
    for (let i = 0; i < n; i++) {
      const nx = cx + 40
      const ny = cy + (i % 2 === 0 ? 24 : -24) * dir
      out += bond(cx, cy, nx, ny)
      cx = nx
      cy = ny
    }
    return out
  }
  const r = 52
  const cbdA = hexPoints(300, 260, r)
  const cbdB = hexPoints(300 + r * Math.sqrt(3), 260 + 1.5 * r, r)
  const cbd =
    hexRing(300, 260, r, '#ffffff', 6, true) +
    hexRing(300 + r * Math.sqrt(3), 260 + 1.5 * r, r, '#ffffff', 6) +
    bond(cbdA[1][0], cbdA[1][1], cbdB[4][0], cbdB[4][1]) +
    chain(cbdB[0][0], cbdB[0][1], 4, 1) +
    `<circle cx="${f(cbdA[3][0] - 30)}" cy="${f(cbdA[3][1])}" r="15" fill="#f87171"/>` +
    bond(cbdA[3][0], cbdA[3][1], cbdA[3][0] - 18, cbdA[3][1]) +
    `<circle cx="${f(cbdA[5][0])}" cy="${f(cbdA[5][1] - 30)}" r="15" fill="#f87171"/>`
  const tx = 800
  const ty = 250
  const thc =
    hexRing(tx, ty, r, '#ffffff', 6) +
    hexRing(tx + r * Math.sqrt(3), ty, r, '#ffffff', 6, true) +
    hexRing(tx + (r * Math.sqrt(3)) / 2, ty + 1.5 * r, r, '#ffffff', 6) +
    chain(tx + r * Math.sqrt(3) * 1.5, ty + r * 0.5, 4, 1) +
    `<circle cx="${f(tx + (r * Math.sqrt(3)) / 2)}" cy="${f(ty + 2.5 * r)}" r="15" fill="#f87171"/>`
  return `<rect x="150" y="140" width="420" height="390" rx="28" fill="url(#panel)" stroke="${LEAF}" stroke-opacity="0.5" stroke-width="3"/>
    <rect x="640" y="140" width="420" height="390" rx="28" fill="url(#panel)" stroke="${p.light}" stroke-opacity="0.5" stroke-width="3"/>
    ${cbd}${thc}
    <circle cx="205" cy="480" r="16" fill="${LEAF}"/><rect x="232" y="472" width="130" height="16" rx="8" fill="#ffffff" opacity="0.5"/>
    <circle cx="695" cy="480" r="16" fill="${p.light}"/><rect x="722" y="472" width="130" height="16" rx="8" fill="#ffffff" opacity="0.5"/>
    ${cannabisLeaf(605, 600, 120, 0, LEAF, 0.9)}`
}

function care(p: Palette): string {
  // two hands holding a leaf, inside a soft circle, with a heart-shaped accent
  const hand = (flip: 1 | -1): string =>
    `<path transform="translate(600,470) scale(${flip},1)" d="M10,40 C70,40 120,10 170,-40 C190,-60 215,-45 200,-20 C180,10 150,40 120,60 L210,40 C235,35 245,65 220,75 L90,115 C60,122 30,120 10,112 Z" fill="#ffffff" opacity="0.92"/>`
  return `<circle cx="600" cy="330" r="240" fill="url(#panel)" stroke="#ffffff" stroke-opacity="0.2" stroke-width="3"/>
    ${cannabisLeaf(600, 470, 220, 0, LEAF, 0.95)}
    ${hand(1)}${hand(-1)}
    <path transform="translate(930,200) scale(1.4)" d="M0,18 C-30,-6 -28,-32 -10,-34 C-2,-35 0,-28 0,-24 C0,-28 2,-35 10,-34 C28,-32 30,-6 0,18 Z" fill="#fda4af" opacity="0.9"/>
    <g transform="translate(250,200)" opacity="0.9">
      <rect x="-30" y="-10" width="60" height="20" rx="6" fill="#ffffff"/><rect x="-10" y="-30" width="20" height="60" rx="6" fill="#ffffff"/>
    </g>
    <circle cx="600" cy="330" r="290" fill="none" stroke="${p.light}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="4 12"/>`
}

function documentMotif(p: Palette, seed: number): string {
  const r = rng(seed * 29)
  const lines = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="420" y="${215 + i * 34}" width="${f(200 + r() * 150)}" height="12" rx="6" fill="${p.accent}" opacity="${i === 0 ? 0.55 : 0.22}"/>`,
  ).join('')
  return `<g filter="url(#shadow)">
      <path d="M380,90 L760,90 L840,170 L840,590 L380,590 Z" fill="url(#paper)"/>
      <path d="M760,90 L760,170 L840,170 Z" fill="${p.light}"/>
    </g>
    <rect x="420" y="140" width="160" height="22" rx="11" fill="${p.accent}"/>
    ${lines}
    <g transform="translate(760,520)" filter="url(#shadow)">
      <circle r="62" fill="${p.accent}"/><circle r="50" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="5 6"/>
      ${cannabisLeaf(0, 22, 50, 0, '#ffffff', 1, false)}
    </g>
    ${dropperBottle(p, 1010, 400, 0.7)}
    ${capsule(200, 470, -25, '#ffffff', p.light, 0.9)}
    ${capsule(250, 560, 15, LEAF, '#ffffff', 0.7)}
    <g transform="translate(220,230)">${magnifier(p)}</g>`
}

function importMotif(p: Palette): string {
  // a parcel travelling along a dashed route with a plane, to a document with a check
  return `<path d="M170,470 C340,180 760,140 1000,330" stroke="#ffffff" stroke-width="4" stroke-dasharray="14 14" fill="none" opacity="0.7"/>
    <g transform="translate(590,205) rotate(8)">
      <path d="M-70,0 L70,-6 Q92,-6 92,4 Q92,12 70,12 L-70,10 Z" fill="#ffffff"/>
      <path d="M-5,2 L-40,-55 L-18,-55 L35,2 Z" fill="#ffffff"/><path d="M-5,8 L-40,62 L-18,62 L35,8 Z" fill="#ffffff"/>
      <path d="M-70,2 L-88,-28 L-74,-28 L-50,2 Z" fill="#ffffff"/>
    </g>
    <g transform="translate(200,480)" filter="url(#shadow)">
      <polygon points="${pts([
        [-110, -40],
        [0, -90],
        [110, -40],
        [0, 10],
      ])}" fill="#fcd34d"/>
      <polygon points="${pts([
        [-110, -40],
        [0, 10],
        [0, 130],
        [-110, 80],
      ])}" fill="#d97706"/>
      <polygon points="${pts([
        [110, -40],
        [0, 10],
        [0, 130],
        [110, 80],
      ])}" fill="#f59e0b"/>
      <polygon points="${pts([
        [-55, -65],
        [55, -15],
        [55, 5],
        [-55, -45],
      ])}" fill="#ffffff" opacity="0.5"/>
    </g>
    <g filter="url(#shadow)">
      <rect x="880" y="250" width="250" height="320" rx="18" fill="url(#paper)"/>
    </g>
    ${[0, 1, 2, 3].map((i) => `<rect x="915" y="${300 + i * 36}" width="${[170, 140, 180, 110][i]}" height="12" rx="6" fill="${p.accent}" opacity="0.3"/>`).join('')}
    <circle cx="1005" cy="490" r="40" fill="${LEAF}"/>
    <path d="M985,490 l14,15 l26,-30" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    ${cannabisLeaf(420, 560, 100, -10, LEAF, 0.7)}`
}

function scales(p: Palette): string {
  const pan = (x: number, y: number): string =>
    `<line x1="${x}" y1="${y}" x2="${x - 70}" y2="${y + 150}" stroke="#ffffff" stroke-width="3"/>
     <line x1="${x}" y1="${y}" x2="${x + 70}" y2="${y + 150}" stroke="#ffffff" stroke-width="3"/>
     <path d="M${x - 95},${y + 150} L${x + 95},${y + 150} Q${x + 80},${y + 200} ${x},${y + 200} Q${x - 80},${y + 200} ${x - 95},${y + 150} Z" fill="#ffffff"/>`
  return `<g filter="url(#shadow)">
      <rect x="588" y="140" width="24" height="390" rx="8" fill="#ffffff"/>
      <path d="M500,560 Q600,500 700,560 Z" fill="#ffffff"/>
      <rect x="470" y="555" width="260" height="26" rx="10" fill="#ffffff"/>
      <rect x="330" y="150" width="540" height="18" rx="9" fill="#ffffff" transform="rotate(-6 600 159)"/>
      <circle cx="600" cy="140" r="26" fill="${p.light}" stroke="#ffffff" stroke-width="6"/>
      ${pan(350, 185)}
      ${pan(850, 132)}
    </g>
    ${cannabisLeaf(850, 300, 70, 0, '#15803d', 1, false)}
    <g transform="translate(350,308)">
      <rect x="-36" y="-48" width="72" height="56" rx="6" fill="${p.accent}"/>
      <rect x="-26" y="-36" width="52" height="6" rx="3" fill="#ffffff" opacity="0.7"/>
      <rect x="-26" y="-22" width="40" height="6" rx="3" fill="#ffffff" opacity="0.7"/>
    </g>
    ${columns(150, 330, p)}
    ${columns(930, 330, p)}`
}

function columns(x: number, y: number, p: Palette): string {
  return `<g transform="translate(${x},${y})" opacity="0.35">
      <polygon points="0,0 60,-40 120,0" fill="#ffffff"/>
      ${[10, 45, 80].map((cx) => `<rect x="${cx}" y="8" width="24" height="150" fill="#ffffff"/>`).join('')}
      <rect x="-6" y="160" width="132" height="18" fill="${p.light}"/>
    </g>`
}

function globe(p: Palette): string {
  const cx = 560
  const cy = 330
  const R = 200
  const meridians = [0.25, 0.55, 0.85]
    .map(
      (k) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${f(R * k)}" ry="${R}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.6"/>`,
    )
    .join('')
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6]
    .map((k) => {
      const y = cy + R * k
      const half = R * Math.sqrt(1 - k * k)
      return `<line x1="${f(cx - half)}" y1="${f(y)}" x2="${f(cx + half)}" y2="${f(y)}" stroke="#ffffff" stroke-width="3" opacity="0.6"/>`
    })
    .join('')
  const laurel = (side: 1 | -1): string => {
    let out = ''
    for (let i = 0; i < 8; i++) {
      const a = ((200 - i * 16) * Math.PI) / 180
      const x = cx + side * Math.cos(a) * (R + 50) * -1
      const y = cy - Math.sin(a) * (R + 50) * -1
      out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="11" ry="26" fill="${p.light}" opacity="0.85" transform="rotate(${f(side * (i * 16 - 20))} ${f(x)} ${f(y)})"/>`
    }
    return out
  }
  return `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${p.accent}" opacity="0.55" stroke="#ffffff" stroke-width="5"/>
    ${meridians}${parallels}
    ${laurel(1)}${laurel(-1)}
    <g transform="translate(930,230)">
      ${[0, 1, 2, 3].map((i) => `<rect x="0" y="${i * 60}" width="${[150, 110, 150, 80][i]}" height="36" rx="10" fill="${i === 1 ? LEAF : '#ffffff'}" opacity="${i === 1 ? 0.95 : 0.35}"/>`).join('')}
    </g>
    ${cannabisLeaf(cx, cy + 110, 190, 0, LEAF, 0.9)}`
}

function hospital(p: Palette): string {
  return `<g filter="url(#shadow)">
      <rect x="380" y="180" width="440" height="380" rx="14" fill="url(#paper)"/>
      <rect x="500" y="110" width="200" height="90" rx="12" fill="url(#paper)"/>
    </g>
    <g transform="translate(600,155)"><rect x="-34" y="-11" width="68" height="22" rx="4" fill="#dc2626"/><rect x="-11" y="-34" width="22" height="68" rx="4" fill="#dc2626"/></g>
    ${[0, 1, 2]
      .map((row) =>
        [0, 1, 2, 3]
          .map(
            (col) =>
              `<rect x="${415 + col * 100}" y="${220 + row * 90}" width="70" height="56" rx="8" fill="${p.light}" opacity="0.7"/>`,
          )
          .join(''),
      )
      .join('')}
    <rect x="555" y="480" width="90" height="80" rx="6" fill="${p.accent}"/>
    ${dropperBottle(p, 1000, 420, 0.65)}
    <g transform="translate(210,430)">
      <path d="M0,-120 C-60,-120 -90,-70 -90,-35 C-90,20 0,90 0,90 C0,90 90,20 90,-35 C90,-70 60,-120 0,-120 Z" fill="#ffffff" opacity="0.9"/>
      <circle cx="0" cy="-40" r="36" fill="${p.accent}"/>
    </g>
    ${cannabisLeaf(1000, 200, 90, 12, LEAF, 0.85)}`
}

function gavel(p: Palette): string {
  return `<g filter="url(#shadow)">
      <g transform="translate(560,300) rotate(-35)">
        <rect x="-20" y="-10" width="360" height="36" rx="16" fill="#92400e"/>
        <rect x="-150" y="-80" width="150" height="176" rx="24" fill="#b45309"/>
        <rect x="-165" y="-92" width="26" height="200" rx="10" fill="#78350f"/>
        <rect x="-11" y="-92" width="26" height="200" rx="10" fill="#78350f"/>
        <rect x="-130" y="-62" width="20" height="140" rx="8" fill="#ffffff" opacity="0.2"/>
      </g>
      <ellipse cx="470" cy="540" rx="170" ry="34" fill="#78350f"/>
      <rect x="300" y="500" width="340" height="40" rx="18" fill="#b45309"/>
    </g>
    <g filter="url(#shadow)">
      <rect x="760" y="160" width="300" height="380" rx="16" fill="url(#paper)"/>
    </g>
    <rect x="795" y="200" width="120" height="18" rx="9" fill="${p.accent}"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="795" y="${245 + i * 32}" width="${[220, 190, 230, 160, 210, 140][i]}" height="11" rx="5" fill="${p.accent}" opacity="0.25"/>`).join('')}
    <g transform="translate(985,480) rotate(-12)">
      <rect x="-70" y="-26" width="140" height="52" rx="10" fill="none" stroke="#dc2626" stroke-width="6" opacity="0.85"/>
      <rect x="-48" y="-6" width="96" height="12" rx="6" fill="#dc2626" opacity="0.85"/>
    </g>
    ${cannabisLeaf(200, 330, 120, -14, LEAF, 0.85)}`
}

function sleep(p: Palette, seed: number): string {
  const r = rng(seed * 37)
  const stars = Array.from({ length: 22 }, () => {
    const x = 120 + r() * 960
    const y = 60 + r() * 260
    const s = 2 + r() * 3
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="#ffffff" opacity="${f(0.4 + r() * 0.5)}"/>`
  }).join('')
  // hypnogram-like steps
  const steps: Array<[number, number]> = []
  let y = 470
  for (let x = 160; x <= 1040; x += 40) {
    steps.push([x, y])
    y = 440 + Math.round(r() * 3) * 35
    steps.push([x, y])
  }
  return `${stars}
    <circle cx="820" cy="220" r="110" fill="#fef3c7"/>
    <circle cx="870" cy="185" r="100" fill="${p.deep}" opacity="0.9"/>
    <rect x="130" y="400" width="940" height="200" rx="24" fill="url(#panel)" stroke="#ffffff" stroke-opacity="0.18"/>
    <polyline points="${pts(steps)}" fill="none" stroke="${p.light}" stroke-width="5" stroke-linejoin="round"/>
    ${cannabisLeaf(330, 330, 140, -8, LEAF, 0.9)}`
}

function puzzle(p: Palette): string {
  const piece = (x: number, y: number, color: string, rot: number): string =>
    `<path transform="translate(${x},${y}) rotate(${rot})" d="M-80,-80 L-20,-80 A22,22 0 1 1 20,-80 L80,-80 L80,-20 A22,22 0 1 1 80,20 L80,80 L20,80 A22,22 0 1 0 -20,80 L-80,80 L-80,20 A22,22 0 1 0 -80,-20 Z" fill="${color}" filter="url(#shadow)"/>`
  return `${piece(480, 220, '#ffffff', 0)}${piece(640, 220, p.light, 0)}${piece(480, 380, LEAF, 0)}${piece(700, 430, '#fde68a', 8)}
    ${cannabisLeaf(480, 262, 70, 0, p.accent, 1, false)}
    <g transform="translate(1000,230)">${hexRing(0, 0, 34, '#ffffff', 4, true)}<circle cx="0" cy="-52" r="9" fill="#f87171"/></g>
    <circle cx="220" cy="240" r="60" fill="url(#panel)" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>
    <circle cx="220" cy="225" r="20" fill="#ffffff" opacity="0.8"/><path d="M185,275 Q220,240 255,275" fill="#ffffff" opacity="0.8"/>`
}

function calendar(p: Palette): string {
  const cells: string[] = []
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 7; col++) {
      const hi = row === 2 && col === 4
      cells.push(
        `<rect x="${365 + col * 62}" y="${270 + row * 62}" width="48" height="44" rx="8" fill="${hi ? LEAF : p.accent}" opacity="${hi ? 1 : 0.18}"/>`,
      )
    }
  }
  return `<g filter="url(#shadow)">
      <rect x="330" y="140" width="500" height="430" rx="24" fill="url(#paper)"/>
    </g>
    <rect x="330" y="140" width="500" height="100" rx="24" fill="${p.accent}"/>
    <rect x="330" y="200" width="500" height="40" fill="${p.accent}"/>
    <rect x="420" y="110" width="22" height="70" rx="11" fill="#ffffff"/><rect x="718" y="110" width="22" height="70" rx="11" fill="#ffffff"/>
    ${cells.join('')}
    ${cannabisLeaf(641, 419, 30, 0, '#ffffff', 1, false)}
    <g transform="translate(1000,300)">
      <path d="M0,85 Q-6,20 0,-40" stroke="#16a34a" stroke-width="7" fill="none" stroke-linecap="round"/>
      ${cannabisLeaf(-4, 40, 60, -40, '#22c55e', 0.95, false)}
      ${cannabisLeaf(0, -40, 120, 0, LEAF, 0.95)}
      <rect x="-80" y="90" width="160" height="90" rx="14" fill="#b45309"/>
      <rect x="-92" y="80" width="184" height="26" rx="10" fill="#92400e"/>
    </g>
    <g transform="translate(200,450)">
      <circle r="80" fill="url(#panel)" stroke="#ffffff" stroke-width="6"/>
      <line x1="0" y1="0" x2="0" y2="-50" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>
      <line x1="0" y1="0" x2="36" y2="18" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>
    </g>`
}

function motif(c: Cover, p: Palette): string {
  switch (c.motif) {
    case 'neurons':
      return neurons(p, c.seed)
    case 'forest-plot':
      return forestPlot(p, c.seed)
    case 'report':
      return report(p, c.seed)
    case 'receptors':
      return receptors(p, c.seed)
    case 'dropper':
      return dropper(p, c.seed)
    case 'interactions':
      return interactions(p)
    case 'molecules':
      return molecules(p)
    case 'care':
      return care(p)
    case 'document':
      return documentMotif(p, c.seed)
    case 'import':
      return importMotif(p)
    case 'scales':
      return scales(p)
    case 'globe':
      return globe(p)
    case 'hospital':
      return hospital(p)
    case 'gavel':
      return gavel(p)
    case 'sleep':
      return sleep(p, c.seed)
    case 'puzzle':
      return puzzle(p)
    case 'calendar':
      return calendar(p)
  }
}

export function coverSvg(c: Cover): string {
  const p = PALETTES[c.category]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${background(p, c.seed)}
  ${motif(c, p)}
  <rect x="0" y="${H - 8}" width="${W}" height="8" fill="${p.light}" opacity="0.8"/>
</svg>`
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const outDir = path.join(root, 'public', 'seed-images')
  const pngDir = process.env.SEED_IMAGES_PNG_DIR
  await mkdir(outDir, { recursive: true })
  if (pngDir) await mkdir(pngDir, { recursive: true })
  for (const cover of COVERS) {
    const svg = Buffer.from(coverSvg(cover))
    const file = path.join(outDir, `${cover.slug}.webp`)
    const info = await sharp(svg).webp({ quality: 80, effort: 6 }).toFile(file)
    // Narrower copies for srcset (src/lib/responsive-images.ts).
    for (const width of SEED_COVER_WIDTHS) {
      await sharp(svg)
        .resize({ width })
        .webp({ quality: 80, effort: 6 })
        .toFile(path.join(outDir, `${cover.slug}-${width}w.webp`))
    }
    if (pngDir)
      await sharp(svg)
        .png()
        .toFile(path.join(pngDir, `${cover.slug}.png`))
    console.log(`${path.relative(root, file)}  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB`)
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
