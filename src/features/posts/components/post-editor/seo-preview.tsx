import { env } from '@/lib/env'

/** How the post may look in a search result: title, address and description. */
export function SeoPreview({ title, slug, description }: { title: string; slug: string; description: string }) {
  const host = typeof window === 'undefined' ? '' : window.location.host
  return (
    <div
      className="rounded-md border border-slate-200 bg-white p-3"
      aria-label="Prévia no resultado de busca"
      role="group"
    >
      <p className="truncate text-xs text-slate-600">
        {host} › blog › post › {slug || '…'}
      </p>
      <p className="mt-0.5 line-clamp-1 text-base text-[#1a0dab]">
        {title || 'Título do post'} | {env.siteName}
      </p>
      <p className="mt-0.5 line-clamp-2 text-sm text-slate-700">{description || 'A descrição aparece aqui.'}</p>
    </div>
  )
}
