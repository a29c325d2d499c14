/** @vitest-environment node */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JsonLd } from '@/components/seo/json-ld'

const HOSTILE_TITLE = '</script><script>alert(1)</script><!-- & </SCRIPT >'

describe('JsonLd', () => {
  it('keeps a hostile post title inside its one script element, and the JSON reads back unchanged', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ '@type': 'BlogPosting', headline: HOSTILE_TITLE }} />)
    expect(html.match(/<\/script/gi)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    const json = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? ''
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: HOSTILE_TITLE,
    })
  })
})
