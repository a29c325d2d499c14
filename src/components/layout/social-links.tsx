import { createLucideIcon, type LucideIcon } from 'lucide-react'

// lucide-react 1.x no longer ships brand icons; these are lucide's former brand icons (ISC licence),
// drawn with the same stroke style as the rest of the site's icons.
const Instagram = createLucideIcon('instagram', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5', key: 'r' }],
  ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z', key: 'c' }],
  ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'd' }],
])
const Facebook = createLucideIcon('facebook', [
  ['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z', key: 'f' }],
])
const Linkedin = createLucideIcon('linkedin', [
  ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z', key: 'i' }],
  ['rect', { width: '4', height: '12', x: '2', y: '9', key: 'b' }],
  ['circle', { cx: '4', cy: '4', r: '2', key: 'o' }],
])
const Youtube = createLucideIcon('youtube', [
  [
    'path',
    {
      d: 'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
      key: 'y',
    },
  ],
  ['path', { d: 'm10 15 5-3-5-3z', key: 'p' }],
])

export type SocialNetwork = 'instagram' | 'facebook' | 'linkedin' | 'youtube'

export interface SocialLink {
  network: SocialNetwork
  label: string
  href: string
  Icon: LucideIcon
}

const NETWORKS: { network: SocialNetwork; label: string; Icon: LucideIcon }[] = [
  { network: 'instagram', label: 'Instagram', Icon: Instagram },
  { network: 'facebook', label: 'Facebook', Icon: Facebook },
  { network: 'linkedin', label: 'LinkedIn', Icon: Linkedin },
  { network: 'youtube', label: 'YouTube', Icon: Youtube },
]

/**
 * The footer's social links, in a fixed order, from the configured profile URLs (`VITE_SOCIAL_*`).
 * A network without an http(s) URL is left out: no icon is better than a dead one.
 */
export function socialLinks(urls: Partial<Record<SocialNetwork, string>>): SocialLink[] {
  return NETWORKS.flatMap(({ network, label, Icon }) => {
    const href = urls[network]?.trim() ?? ''
    return /^https?:\/\/\S+$/i.test(href) ? [{ network, label, href, Icon }] : []
  })
}
