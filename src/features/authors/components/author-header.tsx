import { BadgeCheck } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import type { Author } from '@/features/authors/api/get-author'
import { credentialLine } from '@/features/authors/utils/author-credentials'

/** The top of an author page: photo, name, the verified credentials (CFM 2.336/2023 art. 4º) and bio. */
export function AuthorHeader({ author }: { author: Author }) {
  const name = author.full_name || 'Usuário'
  const credentials = credentialLine(author)
  return (
    <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-8">
      <Avatar src={author.avatar_url} name={name} className="size-24 text-2xl sm:size-32 sm:text-3xl" />
      <div className="max-w-3xl min-w-0">
        <p className="text-brand-700 text-sm font-medium tracking-wide uppercase">Autor</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900 md:text-4xl">{name}</h1>
        {credentials ? (
          <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-700" data-testid="author-registry">
            <BadgeCheck className="text-brand-700 mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {credentials}
          </p>
        ) : null}
        {author.bio ? (
          <p className="mt-4 leading-relaxed break-words whitespace-pre-line text-slate-700" data-testid="author-bio">
            {author.bio}
          </p>
        ) : null}
      </div>
    </header>
  )
}
