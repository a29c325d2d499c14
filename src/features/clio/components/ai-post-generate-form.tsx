import { Loader2, Wand2, X } from 'lucide-react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { toast } from '@/hooks/use-toast'
import { useQueueAiDraft } from '@/features/clio/api/ai-drafts'
import { clio } from '@/lib/clio/clio'
import { DEFAULT_IMAGE_STYLE, IMAGE_STYLES, type ImageStyle } from '@/lib/clio/constants'
import { generateErrorToast, generationWarnings } from '@/features/clio/utils/clio-toasts'
import { formatElapsed, useElapsedSeconds } from '@/hooks/use-elapsed-seconds'

/**
 * "Gerar Novo Post": theme and image style; the generation may take minutes with a real provider,
 * so it shows the time elapsed and "Cancelar" aborts it. The result joins the team's queue.
 */
export function AiPostGenerateForm({ onClose }: { onClose: () => void }) {
  const [tema, setTema] = useState('')
  const [estilo, setEstilo] = useState<ImageStyle>(DEFAULT_IMAGE_STYLE)
  const controller = useRef<AbortController | null>(null)
  const queue = useQueueAiDraft()

  // Not retried: the generation has its own time-out and spends the AI budget.
  const generation = useMutation({
    mutationFn: async ({ tema: theme, estilo_imagem, signal }: { tema: string; estilo_imagem: ImageStyle; signal: AbortSignal }) => {
      const result = await clio.generate({ tema: theme, gerar_imagem: true, estilo_imagem }, { signal })
      await queue.mutateAsync({ tema: theme, estilo_imagem, generation: result })
      return result
    },
    retry: false,
    meta: { errorToast: generateErrorToast },
    onSuccess: (result) => {
      toast({ title: 'Conteúdo gerado!', description: result.titulo })
      for (const warning of generationWarnings(result)) toast({ ...warning, variant: 'warning' })
      setTema('')
      onClose()
    },
    // A cancellation has no error toast (generateErrorToast gives none); it is confirmed here.
    onError: (error) => {
      if (!generateErrorToast(error)) toast({ title: 'Geração cancelada.' })
    },
  })
  const seconds = useElapsedSeconds(generation.isPending ? generation.submittedAt : null)

  useEffect(() => () => controller.current?.abort(), [])

  function generate() {
    const theme = tema.trim()
    if (!theme) {
      toast({ title: 'Erro', description: 'Por favor, digite um tema para gerar o conteúdo.', variant: 'destructive' })
      return
    }
    controller.current = new AbortController()
    generation.mutate({ tema: theme, estilo_imagem: estilo, signal: controller.current.signal })
  }

  const running = generation.isPending
  return (
    <form
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault()
        generate()
      }}
    >
      <FormField label="Tema do Post">
        {(field) => (
          <Input
            {...field}
            value={tema}
            disabled={running}
            placeholder="Ex.: canabidiol e epilepsia infantil"
            onChange={(event) => setTema(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Estilo da Imagem">
        {(field) => (
          <Select value={estilo} onValueChange={(value) => setEstilo(value as ImageStyle)} disabled={running}>
            <SelectTrigger id={field.id}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {IMAGE_STYLES.map((style) => (
                <SelectItem key={style.value} value={style.value}>
                  {style.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      {running ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="text-brand-700 size-4 animate-spin" aria-hidden="true" />
          Gerando conteúdo… {formatElapsed(seconds ?? 0)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={running}>
          <Wand2 aria-hidden="true" />
          Gerar Conteúdo
        </Button>
        <Button variant="outline" onClick={() => (running ? controller.current?.abort() : onClose())}>
          <X aria-hidden="true" />
          Cancelar
        </Button>
      </div>
    </form>
  )
}
