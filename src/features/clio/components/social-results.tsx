import { Copy, Download, Image as ImageIcon, RefreshCw, Search } from 'lucide-react'
import { useMemo } from 'react'
import { ComplianceReport } from '@/components/compliance-report'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import { PEXELS_UNCONFIGURED, textLength, type SocialGeneratorState } from '@/features/clio/hooks/use-social-generator'
import { orientationWord } from '@/lib/clio/constants'
import { cn } from '@/lib/cn'

async function copy(value: string, done: string) {
  try {
    await navigator.clipboard.writeText(value)
    toast({ title: done })
  } catch {
    toast({ title: 'Erro ao copiar.', variant: 'destructive' })
  }
}

/** "Texto Gerado": editable, counted against the platform's limit, checked live against the advertising rules. */
export function GeneratedText({ generator, text }: { generator: SocialGeneratorState; text: string }) {
  const { platformInfo } = generator
  const checked = useMemo(() => [{ text }], [text])
  const length = textLength(text, generator.fields.platform)
  const over = platformInfo ? length - platformInfo.maxChars : 0
  return (
    <section aria-labelledby="texto-gerado" className="space-y-2 rounded-lg border border-slate-200 p-3">
      <h3 id="texto-gerado" className="font-semibold text-slate-900">
        Texto Gerado
      </h3>
      <Textarea
        aria-labelledby="texto-gerado"
        rows={8}
        value={text}
        onChange={(event) => generator.setText(event.target.value)}
      />
      <p
        className={cn('text-right text-xs tabular-nums', over > 0 ? 'font-semibold text-red-600' : 'text-slate-500')}
        data-testid="char-counter"
      >
        {length.toLocaleString('pt-BR')}/{platformInfo?.maxChars.toLocaleString('pt-BR')}
        {over > 0
          ? ` · ${over.toLocaleString('pt-BR')} ${over === 1 ? 'caractere' : 'caracteres'} acima do limite`
          : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy(text, 'Texto copiado!')}>
          <Copy aria-hidden="true" />
          Copiar
        </Button>
        <Button size="sm" variant="outline" disabled={generator.busy} onClick={generator.regenerateText}>
          <RefreshCw
            aria-hidden="true"
            className={generator.calls.textRegeneration.isPending ? 'animate-spin' : undefined}
          />
          Regenerar
        </Button>
      </div>
      <ComplianceReport fields={checked} title="Verificação de conformidade" />
    </section>
  )
}

/** "Imagem Gerada": the picture at the chosen size, a warning when it came in another orientation, its credit. */
export function GeneratedImage({ generator }: { generator: SocialGeneratorState }) {
  const { image, sizeInfo } = generator
  if (!image || !sizeInfo) return null

  function checkOrientation(img: HTMLImageElement) {
    if (!sizeInfo || !img.naturalWidth) return
    const expected = orientationWord(sizeInfo.width, sizeInfo.height)
    const actual = orientationWord(img.naturalWidth, img.naturalHeight)
    if (expected !== actual) {
      toast({
        title: 'Orientação Incorreta Detectada',
        description: `A imagem veio ${actual} (${img.naturalWidth} × ${img.naturalHeight}), mas o tamanho escolhido é ${expected} (${sizeInfo.width} × ${sizeInfo.height}).`,
        variant: 'destructive',
      })
    }
  }

  return (
    <section aria-labelledby="imagem-gerada" className="space-y-2 rounded-lg border border-slate-200 p-3">
      <h3 id="imagem-gerada" className="font-semibold text-slate-900">
        Imagem Gerada
      </h3>
      <img
        src={image.url}
        alt={`Imagem para ${generator.fields.topic}`}
        width={sizeInfo.width}
        height={sizeInfo.height}
        className="max-h-96 w-auto rounded-md border border-slate-200"
        onLoad={(event) => checkOrientation(event.currentTarget)}
      />
      <p className="text-xs text-slate-600">
        Formato esperado: {sizeInfo.width} × {sizeInfo.height} ({sizeInfo.label}) · orientação{' '}
        {orientationWord(sizeInfo.width, sizeInfo.height)}
      </p>
      {image.fromPexels ? <PexelsCredit photographer={image.photographer} source={image.source} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy(image.url, 'URL copiada!')}>
          <Copy aria-hidden="true" />
          Copiar URL
        </Button>
        <a
          href={image.url}
          download
          className="inline-flex h-8 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium hover:bg-slate-50"
        >
          <Download className="size-4" aria-hidden="true" />
          Baixar
        </a>
      </div>
    </section>
  )
}

function PexelsCredit({ photographer, source }: { photographer?: string; source?: string }) {
  const name = photographer ?? 'autor desconhecido'
  return (
    <p className="text-xs text-slate-600" data-testid="pexels-credit">
      Foto de{' '}
      {source ? (
        <a href={source} target="_blank" rel="noopener noreferrer" className="underline">
          {name}
        </a>
      ) : (
        name
      )}{' '}
      no{' '}
      <a href="https://www.pexels.com" target="_blank" rel="noopener noreferrer" className="underline">
        Pexels
      </a>
    </p>
  )
}

/** Clio's two ways to another picture: the next variant of the same text, or one drawn again. */
const CLIO_IMAGE_ACTIONS = [
  { kind: 'generate', label: 'Gerar variação da imagem', Icon: ImageIcon },
  { kind: 'regenerate', label: 'Redesenhar imagem', Icon: RefreshCw },
] as const

/** "Opções de Imagem": another Clio picture, a regenerated one, or a Pexels photo, each with why it is not available yet. */
export function ImageOptions({ generator }: { generator: SocialGeneratorState }) {
  const { busy, imageBlocked, pexelsUnconfigured } = generator
  const blockedBy = imageBlocked ? 'motivo-imagem' : undefined
  return (
    <section aria-labelledby="opcoes-imagem" className="space-y-2 rounded-lg border border-slate-200 p-3">
      <h3 id="opcoes-imagem" className="font-semibold text-slate-900">
        Opções de Imagem
      </h3>
      <div className="flex flex-wrap gap-2">
        {CLIO_IMAGE_ACTIONS.map(({ kind, label, Icon }) => (
          <Button
            key={kind}
            size="sm"
            variant="outline"
            disabled={busy || imageBlocked !== null}
            aria-describedby={blockedBy}
            onClick={() => generator.requestImage(kind)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="outline"
          disabled={busy || pexelsUnconfigured || imageBlocked !== null}
          aria-describedby={pexelsUnconfigured ? 'motivo-pexels' : blockedBy}
          onClick={() => generator.requestImage('pexels')}
        >
          <Search aria-hidden="true" />
          Buscar no Pexels
        </Button>
      </div>
      {imageBlocked ? (
        <p id="motivo-imagem" className="text-xs text-slate-500">
          {imageBlocked}
        </p>
      ) : null}
      {pexelsUnconfigured ? (
        <p id="motivo-pexels" className="text-xs text-slate-500">
          {PEXELS_UNCONFIGURED}
        </p>
      ) : null}
    </section>
  )
}
