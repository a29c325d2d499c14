import { useLocation } from 'react-router'
import { DEFAULT_DESCRIPTION } from '@/components/layout/document-meta'
import { env } from '@/lib/env'

export interface PublicPageMetaProps {
  /** Without a title the page is the site itself (the home page). */
  title?: string
  description?: string | null
  /** Open Graph type: "website" for lists, "article" for a post. */
  type?: 'website' | 'article'
  /** Absolute URL of the share image. */
  image?: string | null
  /** Its pixel size, when known (share previews lay out before the image arrives). */
  imageSize?: { width: number; height: number } | null
  /** Its text alternative. */
  imageAlt?: string
}

/**
 * The head of a public page, written into the prerendered HTML (React hoists these tags into <head>):
 * title, description, canonical URL, Open Graph and Twitter tags, and the RSS feed.
 */
export function PublicPageMeta({
  title,
  description,
  type = 'website',
  image,
  imageSize,
  imageAlt,
}: PublicPageMetaProps) {
  const { pathname } = useLocation()
  const fullTitle = title ? `${title} | ${env.siteName}` : env.siteName
  const text = description?.trim() || DEFAULT_DESCRIPTION
  const url = env.siteUrl + pathname
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <link rel="alternate" type="application/rss+xml" title={env.siteName} href={`${env.siteUrl}/rss.xml`} />
      <meta property="og:site_name" content={env.siteName} />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? env.siteName} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      {image && imageSize ? <meta property="og:image:width" content={String(imageSize.width)} /> : null}
      {image && imageSize ? <meta property="og:image:height" content={String(imageSize.height)} /> : null}
      {image && imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? env.siteName} />
      <meta name="twitter:description" content={text} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {image && imageAlt ? <meta name="twitter:image:alt" content={imageAlt} /> : null}
    </>
  )
}

/** An image path from the database as an absolute URL on the site (share previews need one). */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${env.siteUrl}/`).href
}
