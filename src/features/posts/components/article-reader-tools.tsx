import { Headphones, Pause, Play, Square } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SPEECH_RATES, useSpeech } from '@/features/posts/hooks/use-speech'
import { useTextSize } from '@/features/posts/hooks/use-text-size'
import { speechChunks } from '@/features/posts/utils/speech-text'
import { articleBodyElement } from '@/features/posts/utils/article-body-element'

const NOT_STARTED = 'Não foi possível iniciar a leitura'

/** "Ouvir este artigo" with pause/continue, stop and speed; nothing where the browser has no Portuguese voice. */
function ListenControls({ title, body }: { title: string; body: () => Element | null }) {
  const speech = useSpeech(() => {
    const element = body()
    return element ? speechChunks(title, element) : [title]
  })
  if (!speech.available) return null
  if (speech.state === 'idle' || speech.state === 'failed') {
    return (
      <Button variant="outline" size="touch" onClick={speech.start} data-testid="listen">
        <Headphones aria-hidden="true" />
        {speech.state === 'failed' ? NOT_STARTED : 'Ouvir este artigo'}
      </Button>
    )
  }
  const paused = speech.state === 'paused'
  return (
    <div role="group" aria-label="Leitura em voz alta" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="touch" onClick={paused ? speech.resume : speech.pause}>
        {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        {paused ? 'Continuar' : 'Pausar'}
      </Button>
      <Button variant="outline" size="touch" onClick={speech.stop}>
        <Square aria-hidden="true" />
        Parar
      </Button>
      <label className="flex items-center gap-1 text-sm text-slate-600">
        Velocidade
        <select
          value={speech.rate}
          onChange={(event) => speech.setRate(Number(event.target.value))}
          className="h-11 rounded-md border border-slate-300 bg-white px-2 text-sm md:h-8"
        >
          {SPEECH_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate.toLocaleString('pt-BR')}×
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

/** "A−"/"A+": the article text's size, remembered on this device (useTextSize). */
function TextSizeControls({ size }: { size: ReturnType<typeof useTextSize> }) {
  const steps = [
    { text: 'A−', label: 'Diminuir o texto', onClick: size.decrease, disabled: !size.canDecrease },
    { text: 'A+', label: 'Aumentar o texto', onClick: size.increase, disabled: !size.canIncrease },
  ]
  return (
    <div role="group" aria-label="Tamanho do texto" className="flex gap-1">
      {steps.map((step) => (
        <Button
          key={step.text}
          variant="outline"
          size="touch"
          onClick={step.onClick}
          disabled={step.disabled}
          aria-label={step.label}
        >
          {step.text}
        </Button>
      ))}
    </div>
  )
}

/**
 * The reader's tools above the article text: text size (the same store as the text's own, useTextSize),
 * and listening where the browser can. Not printed.
 */
export function ArticleReaderTools({ title }: { title: string }) {
  const size = useTextSize()
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2 print:hidden" data-testid="reader-tools">
      <TextSizeControls size={size} />
      <ListenControls title={title} body={articleBodyElement} />
    </div>
  )
}
