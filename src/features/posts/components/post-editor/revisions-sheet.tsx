import { diffWords } from 'diff'
import { History, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { ErrorState } from '@/components/feedback/error-state'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { usePostRevisions, type PostRevision } from '@/features/posts/api/get-post-revisions'
import { usePostStatusChanges } from '@/features/posts/api/post-status-history'
import { POST_STATUS_LABELS } from '@/config/labels'
import type { PostReference } from '@/features/posts/api/types'
import { isDerivedExcerpt, stripTags } from '@/features/posts/utils/excerpt'
import { referenceCitationText } from '@/features/posts/utils/references'
import { formatInBlogTime } from '@/features/posts/utils/schedule-time'
import { cn } from '@/lib/cn'

export interface RevisionText {
  title: string
  excerpt: string
  content: string
  /** The references, one "[n] citation" per line. */
  references: string
}

/** A reference list as the history compares it: "[n] Autores. Título. …", one per line. */
export function referencesText(references: readonly PostReference[]): string {
  return references
    .map(
      (reference, index) =>
        `[${index + 1}] ${referenceCitationText(reference) || reference.doi || reference.pmid || reference.url || ''}`,
    )
    .join('\n')
}

/** Word differences from the current text to a revision: green is what restoring brings back, struck red what it removes. */
function Difference({ label, current, revision }: { label: string; current: string; revision: string }) {
  const parts = diffWords(current, revision)
  const changed = parts.some((part) => part.added || part.removed)
  return (
    <section className="space-y-1">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {label}
        {changed ? null : <span className="ml-2 font-normal tracking-normal normal-case">(sem diferenças)</span>}
      </h4>
      <p
        className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
        data-testid={`diff-${label}`}
      >
        {parts.map((part, index) =>
          part.added ? (
            <ins key={index} className="bg-green-100 text-green-900 no-underline">
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={index} className="bg-red-100 text-red-800">
              {part.value}
            </del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </p>
    </section>
  )
}

/** The revisions, newest first: when and by whom; the chosen one is compared below. */
function RevisionList({
  revisions,
  selectedId,
  onSelect,
}: {
  revisions: PostRevision[]
  selectedId: string | undefined
  onSelect: (id: string) => void
}) {
  return (
    <ol className="flex max-h-48 flex-col gap-1 overflow-y-auto" aria-label="Versões">
      {revisions.map((revision, index) => (
        <li key={revision.id}>
          <button
            type="button"
            onClick={() => onSelect(revision.id)}
            aria-current={selectedId === revision.id ? 'true' : undefined}
            className={cn(
              'focus-visible:ring-brand-500 flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:outline-none',
              selectedId === revision.id && 'bg-brand-50 text-brand-900',
            )}
          >
            <span className="font-medium">
              {formatInBlogTime(revision.created_at)}
              {index === 0 ? ' · versão salva mais recente' : ''}
            </span>
            <span className="text-xs text-slate-600">{revision.saved_by_profile?.full_name ?? 'Equipe'}</span>
          </button>
        </li>
      ))}
    </ol>
  )
}

/** "Mudanças de status": who moved the post from which status to which, when, and the note of a return. */
function StatusChanges({ postId, open }: { postId: string; open: boolean }) {
  const changes = usePostStatusChanges(postId, open)
  return (
    <section aria-labelledby="status-changes-title" className="space-y-2">
      <h3 id="status-changes-title" className="text-sm font-semibold text-slate-900">
        Mudanças de status
      </h3>
      {changes.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : changes.isError ? (
        <ErrorState onRetry={() => void changes.refetch()} retrying={changes.isFetching} />
      ) : changes.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma mudança de status registrada.</p>
      ) : (
        <ol className="max-h-48 space-y-2 overflow-y-auto" aria-label="Mudanças de status">
          {changes.data.map((change) => (
            <li key={change.id} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
              <p>
                <span className="font-medium">
                  {change.from_status ? `${POST_STATUS_LABELS[change.from_status]} → ` : 'Criado como '}
                  {POST_STATUS_LABELS[change.to_status]}
                </span>
                <span className="text-slate-600">
                  {' '}
                  · {change.changed_by_profile?.full_name ?? 'Equipe'} · {formatInBlogTime(change.changed_at)}
                </span>
              </p>
              {change.note ? (
                <p className="mt-1 border-l-2 border-slate-300 pl-2 break-words whitespace-pre-wrap text-slate-700">
                  {change.note}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * "Histórico": the saved revisions of the post (newest first), each compared with what is in the
 * form now, and "Restaurar esta versão", which puts its title, excerpt, content and references back into the form
 * (saving it then makes a new revision; nothing is overwritten until then).
 */
export function RevisionsSheet({
  postId,
  open,
  onOpenChange,
  current,
  onRestore,
}: {
  postId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  current: RevisionText
  onRestore: (revision: PostRevision) => void
}) {
  const revisions = usePostRevisions(postId, open)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selected = revisions.data?.find((revision) => revision.id === selectedId) ?? revisions.data?.[0]

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-2xl sm:max-w-2xl">
        <SheetTitle className="flex items-center gap-2 pr-8">
          <History className="size-5" aria-hidden="true" />
          Histórico
        </SheetTitle>
        <SheetDescription>Mudanças de status e versões salvas deste post</SheetDescription>
        <StatusChanges postId={postId} open={open} />
        <h3 className="text-sm font-semibold text-slate-900">Versões</h3>
        {revisions.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : revisions.isError ? (
          <ErrorState onRetry={() => void revisions.refetch()} retrying={revisions.isFetching} />
        ) : revisions.data.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhuma versão salva ainda.</p>
        ) : (
          <>
            <RevisionList revisions={revisions.data} selectedId={selected?.id} onSelect={setSelectedId} />
            {selected ? (
              <div className="space-y-4 border-t border-slate-200 pt-4">
                <p className="text-xs text-slate-600">
                  Comparada com o texto atual do formulário:{' '}
                  <ins className="bg-green-100 text-green-900 no-underline">em verde</ins>, o que a restauração traz de
                  volta; <del className="bg-red-100 text-red-800">riscado</del>, o que ela retira.
                </p>
                <Difference label="Título" current={current.title} revision={selected.title} />
                <Difference
                  label="Resumo"
                  current={current.excerpt}
                  revision={isDerivedExcerpt(selected.excerpt, selected.content) ? '' : (selected.excerpt ?? '')}
                />
                <Difference
                  label="Conteúdo"
                  current={stripTags(current.content)}
                  revision={stripTags(selected.content)}
                />
                <Difference
                  label="Referências"
                  current={current.references}
                  revision={referencesText(selected.reference_list)}
                />
                <Button
                  onClick={() => {
                    onRestore(selected)
                    onOpenChange(false)
                  }}
                >
                  <RotateCcw aria-hidden="true" />
                  Restaurar esta versão
                </Button>
              </div>
            ) : null}
          </>
        )}
      </SheetContent>
    </Sheet>
  )
}
