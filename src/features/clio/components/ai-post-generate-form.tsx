import { Loader2, Wand2, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ChoiceField } from '@/components/ui/select'
import { toast } from '@/hooks/use-toast'
import { useDraftGeneration } from '@/features/clio/hooks/use-draft-generation'
import { DEFAULT_IMAGE_STYLE, IMAGE_STYLES, type ImageStyle } from '@/lib/clio/constants'
import { formatElapsed } from '@/hooks/use-elapsed-seconds'

/**
 * "Gerar Novo Post": theme (`initialTheme` to start with) and image style; the generation may take minutes with a real provider,
 * so it shows the time elapsed and "Cancelar" aborts it. The result joins the team's queue.
 */
export function AiPostGenerateForm({ initialTheme = '', onClose }: { initialTheme?: string; onClose: () => void }) {
  const [tema, setTema] = useState(initialTheme)
  const [estilo, setEstilo] = useState<ImageStyle>(DEFAULT_IMAGE_STYLE)
  const generation = useDraftGeneration(() => {
    setTema('')
    onClose()
  })

  function generate() {
    const theme = tema.trim()
    if (!theme) {
      toast({ title: 'Erro', description: 'Por favor, digite um tema para gerar o conteúdo.', variant: 'destructive' })
      return
    }
    generation.start(theme, estilo)
  }

  const running = generation.running
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
            // Opened with a theme from another screen: the field is where the person looks next.
            autoFocus={Boolean(initialTheme)}
            disabled={running}
            placeholder="Ex.: canabidiol e epilepsia infantil"
            onChange={(event) => setTema(event.target.value)}
          />
        )}
      </FormField>
      <ChoiceField
        label="Estilo da Imagem"
        value={estilo}
        onChange={setEstilo}
        choices={IMAGE_STYLES}
        disabled={running}
      />
      {running ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Loader2 className="text-brand-700 size-4 animate-spin" aria-hidden="true" />
          Gerando conteúdo… {formatElapsed(generation.seconds ?? 0)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={running}>
          <Wand2 aria-hidden="true" />
          Gerar Conteúdo
        </Button>
        <Button variant="outline" onClick={() => (running ? generation.cancel() : onClose())}>
          <X aria-hidden="true" />
          Cancelar
        </Button>
      </div>
    </form>
  )
}
