import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { toast } from '@/hooks/use-toast'
import { useQueueAiDraft } from '@/features/clio/api/ai-drafts'
import { clio } from '@/lib/clio/clio'
import type { ImageStyle } from '@/lib/clio/constants'
import { generateErrorToast, generationWarnings } from '@/features/clio/utils/clio-toasts'
import { useElapsedSeconds } from '@/hooks/use-elapsed-seconds'

/**
 * "Gerar Novo Post"'s call: Clio writes the draft (with its image) and it joins the team's queue.
 * Not retried: the generation has its own time-out and spends the AI budget. `cancel` aborts it;
 * leaving the screen does too.
 */
export function useDraftGeneration(onDone: () => void) {
  const controller = useRef<AbortController | null>(null)
  const queue = useQueueAiDraft()
  const generation = useMutation({
    mutationFn: async ({
      tema,
      estilo_imagem,
      signal,
    }: {
      tema: string
      estilo_imagem: ImageStyle
      signal: AbortSignal
    }) => {
      const result = await clio.generate({ tema, gerar_imagem: true, estilo_imagem }, { signal })
      await queue.mutateAsync({ tema, estilo_imagem, generation: result })
      return result
    },
    retry: false,
    meta: { errorToast: generateErrorToast },
    onSuccess: (result) => {
      toast({ title: 'Conteúdo gerado!', description: result.titulo })
      for (const warning of generationWarnings(result)) toast({ ...warning, variant: 'warning' })
      onDone()
    },
    // A cancellation has no error toast (generateErrorToast gives none); it is confirmed here.
    onError: (error) => {
      if (!generateErrorToast(error)) toast({ title: 'Geração cancelada.' })
    },
  })
  const seconds = useElapsedSeconds(generation.isPending ? generation.submittedAt : null)

  useEffect(() => () => controller.current?.abort(), [])

  return {
    running: generation.isPending,
    seconds,
    start(tema: string, estilo_imagem: ImageStyle) {
      controller.current = new AbortController()
      generation.mutate({ tema, estilo_imagem, signal: controller.current.signal })
    },
    cancel: () => controller.current?.abort(),
  }
}
