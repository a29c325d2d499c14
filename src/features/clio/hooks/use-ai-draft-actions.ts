import { useMutation } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { toast } from '@/hooks/use-toast'
import {
  draftExtras,
  useApproveAiDraft,
  useRejectAiDraft,
  useUpdateAiDraft,
  type AiDraft,
} from '@/features/clio/api/ai-drafts'
import { clio } from '@/lib/clio/clio'

/** A failure's toast comes from the mutation's meta; nothing more to do here. */
const reported = () => undefined

/**
 * What a Clio draft card can do: approve it into a draft post, reject it, or have Clio write its text
 * or draw its image again. Clio's calls are not retried (each has its own time-out); saving the draft
 * keeps its hook's retry.
 */
export function useAiDraftActions(draft: AiDraft) {
  const approve = useApproveAiDraft({
    meta: { errorToast: { title: 'Erro', description: 'Falha ao aprovar post. Tente novamente.' } },
  })
  const reject = useRejectAiDraft({
    meta: {
      errorToast: (error: unknown) => ({
        title: 'Erro',
        description: error instanceof Error ? error.message : 'Falha ao rejeitar post.',
      }),
    },
  })
  const update = useUpdateAiDraft()
  const textRegeneration = useMutation({
    mutationFn: async () => {
      const text = await clio.regenerateText({ tema: draft.tema })
      const { titulo, subtitulo, conteudo, proveniencia } = text
      await update.mutateAsync({
        id: draft.id,
        changes: { titulo, subtitulo, conteudo, proveniencia, ...draftExtras(text) },
      })
    },
    retry: false,
    meta: { errorToast: { title: 'Erro', description: 'Falha ao regenerar texto.' } },
    onSuccess: () => toast({ title: 'Texto regenerado!' }),
  })
  const imageRegeneration = useMutation({
    mutationFn: async () => {
      const imagem = await clio.regenerateImage({ titulo: draft.titulo, estilo_imagem: draft.estilo_imagem })
      if (!imagem) throw new Error('sem imagem')
      await update.mutateAsync({ id: draft.id, changes: { imagem, imagem_error: null } })
    },
    retry: false,
    meta: { errorToast: { title: 'Erro', description: 'Falha ao regenerar imagem. Tente novamente.' } },
    onSuccess: () => toast({ title: 'Imagem regenerada!' }),
  })
  const imageChoice = useMutation({
    mutationFn: (url: string) =>
      update.mutateAsync({ id: draft.id, changes: { imagem: { url, public_url: url }, imagem_error: null } }),
    meta: { errorToast: { title: 'Erro', description: 'Falha ao trocar a imagem. Tente novamente.' } },
  })

  return {
    approving: approve.isPending,
    regeneratingText: textRegeneration.isPending,
    regeneratingImage: imageRegeneration.isPending,
    busy:
      approve.isPending ||
      textRegeneration.isPending ||
      imageRegeneration.isPending ||
      imageChoice.isPending ||
      reject.isPending,
    regenerateText: () => textRegeneration.mutate(),
    regenerateImage: () => imageRegeneration.mutate(),
    /** A library image instead of Clio's: approval then reuses it, stored once (issue 48, item 3). */
    chooseImage: (url: string) => imageChoice.mutate(url),
    // Approving or rejecting takes the draft out of the queue, so the card may be gone by the time it
    // settles: the success toast follows mutateAsync's promise, which settles all the same.
    approve() {
      approve.mutateAsync(draft).then(({ postId, withImage }) => {
        toast({
          title: 'Post aprovado!',
          description: withImage ? 'Salvo como rascunho.' : 'Salvo como rascunho, sem imagem.',
          action: { label: 'Abrir no editor', href: paths.admin.editPost.href(postId) },
          duration: 10_000,
        })
      }, reported)
    },
    reject() {
      reject.mutateAsync(draft.id).then(() => toast({ title: 'Post rejeitado.' }), reported)
    },
  }
}
