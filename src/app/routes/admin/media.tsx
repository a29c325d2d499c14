import { useState } from 'react'
import { DocumentMeta } from '@/components/layout/document-meta'
import { PagedList } from '@/components/paged-list'
import { MediaCard } from '@/features/media/components/media-card'
import { DeleteMediaDialog } from '@/features/media/components/delete-media-dialog'
import { MediaDetailsDialog } from '@/features/media/components/media-details-dialog'
import { MediaFilters } from '@/features/media/components/media-filters'
import { useMediaFilters } from '@/features/media/hooks/use-media-filters'
import { useProfiles } from '@/features/users/api/users'
import { useUrlSearchText } from '@/hooks/use-url-search-text'
import { useSession } from '@/lib/auth/session-context'
import { useMediaLibrary, type MediaItem } from '@/lib/media-library'
import { Button } from '@/components/ui/button'

const PAGE_SIZE = 24

/**
 * /admin/midia: every image of the `post-images` bucket, newest first, 24 a page from the server
 * (public.media_library, decision 050), with where each is used and "Excluir" for the unused ones.
 * Filters and search live in the query string.
 */
export function MediaRoute() {
  const { profile } = useSession()
  const search = useUrlSearchText()
  const { filters, filtered, changeFilters, changePage } = useMediaFilters(search.value)
  const library = useMediaLibrary(filters, PAGE_SIZE)
  const people = useProfiles(true)
  const [deleting, setDeleting] = useState<MediaItem | null>(null)
  const [editing, setEditing] = useState<MediaItem | null>(null)
  // Courtesies: the policies decide. Authors delete their own uploads and edit the details of images no
  // published post shows; editors and admins delete and edit any.
  const isAuthor = profile?.role === 'author'
  const canDelete = (item: MediaItem) => !isAuthor || item.uploaded_by === profile.id
  const canEdit = (item: MediaItem) => !isAuthor || !item.posts.some((post) => post.status === 'published')

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Biblioteca de mídia" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Biblioteca de mídia</h1>
      <p className="mt-1 text-slate-600">
        Todas as imagens enviadas, da Pexels e geradas pela Clio, com onde cada uma é usada. Uma imagem em uso não pode
        ser excluída.
      </p>

      <div className="mt-6">
        <MediaFilters
          values={filters}
          search={search.text}
          onSearch={search.setText}
          people={people.data ?? []}
          filtered={filtered}
          onChange={changeFilters}
          onClear={() => {
            search.setText('')
            changeFilters({ source: null, inUse: null, uploader: null, from: null, to: null })
          }}
        />
      </div>

      <div className="mt-6">
        <PagedList
          query={library}
          page={filters.page}
          pageSize={PAGE_SIZE}
          onPageChange={changePage}
          scrollFrom="md"
          empty={{
            title: 'Nenhuma imagem encontrada',
            description: filtered
              ? 'Nenhuma imagem corresponde aos filtros escolhidos.'
              : 'As imagens enviadas no editor, da Pexels e geradas pela Clio aparecem aqui.',
          }}
        >
          {(page) => (
            <ul
              className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 ${library.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {page.items.map((item) => (
                <MediaCard
                  key={item.object_name}
                  item={item}
                  canDelete={canDelete(item)}
                  onDelete={() => setDeleting(item)}
                  actions={
                    canEdit(item) ? (
                      <Button
                        variant="outline"
                        size="touch"
                        onClick={() => setEditing(item)}
                        aria-label={`Editar detalhes de ${item.object_name}`}
                      >
                        Editar detalhes
                      </Button>
                    ) : null
                  }
                />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      {deleting ? <DeleteMediaDialog item={deleting} onClose={() => setDeleting(null)} /> : null}
      {editing ? <MediaDetailsDialog item={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  )
}
