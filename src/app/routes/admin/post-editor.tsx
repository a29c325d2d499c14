import type * as React from 'react'
import { ShieldAlert } from 'lucide-react'
import { Link, useParams, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { DocumentMeta } from '@/components/layout/document-meta'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/auth/session-context'
import { useAllCategories } from '@/features/categories/api/get-all-categories'
import { usePostForEdit } from '@/features/posts/api/get-post-for-edit'
import { postViewHref } from '@/features/posts/components/admin-post-card'
import { NewsletterSendCard } from '@/features/newsletter/components/newsletter-send-card'
import { PostEditorForm } from '@/features/posts/components/post-editor/post-editor-form'
import { useEditorialRights } from '@/app/hooks/use-editorial-rights'
import { canManagePost } from '@/features/posts/utils/post-permissions'
import { oneLineParam } from '@/lib/one-line-param'
import { useProfiles } from '@/features/users/api/users'
import { NotesPanel } from '@/features/notes/components/notes-panel'
import { useNotesEditor } from '@/features/notes/hooks/use-notes-editor'
import type { Profile } from '@/lib/auth/profile'
import { toAppError } from '@/lib/errors'

function EditorSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[1fr_22rem]" aria-busy="true">
      <div className="space-y-4">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
      <Skeleton className="h-[32rem] w-full" />
    </div>
  )
}

/** The newsletter's card under a saved post's sidebar, for editors and admins. */
function newsletterCard(profile: Profile) {
  if (profile.role !== 'editor' && profile.role !== 'admin') return undefined
  return (saved: { id: string; title: string }, unsaved: boolean) => (
    <NewsletterSendCard postId={saved.id} title={saved.title} unsaved={unsaved} />
  )
}

/** A saved post's editor with its notes: the notes feature's highlights, toolbar button and panel. */
function PostEditorWithNotes({
  postId,
  staff,
  ...formProps
}: React.ComponentProps<typeof PostEditorForm> & { postId: string; staff: Profile[] }) {
  const notes = useNotesEditor({ postId, profileId: formProps.profile.id, staff })
  return <PostEditorForm {...formProps} bodyAddon={notes.addon} asideTop={<NotesPanel {...notes.panel} />} />
}

/** /admin/posts/new and /admin/posts/{id}: the post editor, for whoever may edit that post. */
export function PostEditorRoute() {
  const { id } = useParams()
  const [searchParams] = useSearchParams()
  const { profile } = useSession()
  const post = usePostForEdit(id ?? null)
  const rights = useEditorialRights()
  const categories = useAllCategories()
  // Every staff member: the author field's choices (editors and admins) and the notes' mentions (all).
  const staff = useProfiles(Boolean(profile))

  if (!profile || !rights.ready || (id && post.isPending)) return <EditorSkeleton />

  if (id && post.isError) {
    const notFound = toAppError(post.error).kind === 'not-found'
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <DocumentMeta title="Editar Post" />
        {notFound ? (
          <EmptyState title="Post não encontrado" description="O post que você procura não existe ou foi removido.">
            <Link to={paths.admin.posts.href()} className={buttonVariants({ variant: 'outline' })}>
              Voltar para Posts
            </Link>
          </EmptyState>
        ) : (
          <ErrorState title="Erro ao carregar post" onRetry={() => void post.refetch()} retrying={post.isFetching} />
        )}
      </div>
    )
  }

  // Authors edit only their own posts, and not once they are public unless authors publish without
  // review; the database refuses the rest anyway (posts policies and posts_verify_publishing).
  if (id && post.data && !canManagePost(profile, post.data, rights.authorsPublishWithoutReview)) {
    const ownPublicPost = post.data.author_id === profile.id
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <DocumentMeta title="Acesso negado" />
        <ShieldAlert className="mx-auto size-12 text-red-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{ownPublicPost ? 'Post publicado' : 'Acesso negado'}</h1>
        <p className="mt-2 text-slate-600">
          {ownPublicPost
            ? 'Este post está publicado ou agendado: só editores e administradores podem alterá-lo.'
            : 'Você só pode editar os seus próprios posts.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Link to={paths.admin.posts.href()} className={buttonVariants({ variant: 'outline' })}>
            Voltar para Posts
          </Link>
          {ownPublicPost ? (
            <a
              href={postViewHref(post.data)}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: 'outline' })}
            >
              Visualizar
            </a>
          ) : null}
        </div>
      </div>
    )
  }

  const formProps = {
    post: id ? (post.data ?? null) : null,
    profile,
    rights,
    choices: { categories: categories.data, authors: staff.data },
    savedPostCards: newsletterCard(profile),
  }
  return (
    <>
      <DocumentMeta title={id ? 'Editar Post' : 'Novo Post'} />
      {id ? (
        <PostEditorWithNotes key={id} postId={id} staff={staff.data ?? []} {...formProps} />
      ) : (
        <PostEditorForm key="new" {...formProps} newTitle={oneLineParam(searchParams.get('titulo'))} />
      )}
    </>
  )
}
