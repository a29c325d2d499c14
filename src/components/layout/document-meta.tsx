import { env } from '@/lib/env'

export const DEFAULT_DESCRIPTION = 'Informação científica, tratamentos, legislação e notícias sobre cannabis medicinal.'

/** Title and description meta for a page; React 19 hoists these tags into <head>. */
export function DocumentMeta({ title, description = DEFAULT_DESCRIPTION }: { title?: string; description?: string }) {
  const fullTitle = title ? `${title} | ${env.siteName}` : env.siteName
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  )
}
