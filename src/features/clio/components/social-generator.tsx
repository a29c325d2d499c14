import { Copy, Download, Image as ImageIcon, Loader2, RefreshCw, Search, Share2, Wand2 } from 'lucide-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/hooks/use-toast'
import type { ClioClient, ClioImage } from '@/lib/clio/client'
import { ClioError } from '@/lib/clio/errors'
import {
  DEFAULT_IMAGE_STYLE,
  IMAGE_SIZES,
  IMAGE_STYLES,
  orientationWord,
  PLATFORMS,
  type ImageSize,
  type ImageStyle,
  type Platform,
  xLength,
} from '@/lib/clio/constants'
import { socialLink, type SocialPostOption } from '@/features/clio/api/social-posts'
import { generateErrorToast } from '@/features/clio/utils/clio-toasts'
import { ComplianceReport } from '@/components/compliance-report'
import { cn } from '@/lib/cn'
import type { MutationErrorToast } from '@/lib/query-client'
import { publicPageQuery } from '@/lib/public-page'
import { clioKeys } from '@/lib/query-keys'

export const REQUIRED_SOCIAL_FIELDS =
  'Campos obrigatórios: Preencha o tópico, selecione uma plataforma e tamanho da imagem.'
const NEED_TEXT_AND_SIZE = 'Primeiro gere o texto e selecione um tamanho de imagem'
const PEXELS_UNCONFIGURED = 'Pexels não configurado no serviço Clio (veja "Diagnóstico").'
const NEED_CONTENT = 'Primeiro gere um conteúdo'
const NO_POST = 'nenhum'

interface GeneratedImage extends ClioImage {
  fromPexels: boolean
}

type ImageKind = 'generate' | 'regenerate' | 'pexels'

interface ImageRequest {
  kind: ImageKind
  titulo: string
  estilo_imagem: ImageStyle
  tamanho: ImageSize
  /** "Regerar Imagem" asks for another variant of the same text, so the picture changes. */
  variante?: number
}

/** The service's own words for a failure, when it sent any (docs/product-guide.md#messages "Clio API: {error}"). */
function clioApiMessage(error: unknown): string | null {
  if (
    error instanceof ClioError &&
    error.kind === 'http' &&
    error.body &&
    typeof error.body === 'object' &&
    error.body.error
  ) {
    return `Clio API: ${error.body.error}`
  }
  return null
}

function errorToast(error: unknown): MutationErrorToast | null {
  const apiMessage = clioApiMessage(error)
  if (apiMessage && !(error instanceof ClioError && (error.status ?? 0) >= 500)) {
    return { title: 'Erro', description: apiMessage }
  }
  return generateErrorToast(error)
}

/** docs/product-guide.md#messages Pexels messages: server problem (500), key not configured, anything else. */
function pexelsErrorToast(error: unknown): MutationErrorToast | null {
  if (error instanceof ClioError && error.kind === 'http') {
    if (error.status === 500) {
      return {
        title: 'Erro no Pexels',
        description: 'O servidor está com problemas. Tente novamente em alguns minutos.',
      }
    }
    if (/api key/i.test(error.details)) {
      return {
        title: 'API Pexels Não Configurada',
        description: 'Use "Regerar Imagem" para gerar uma imagem com a Clio.',
      }
    }
    const message = typeof error.body === 'object' && error.body?.error ? error.body.error : error.message
    return { title: 'Erro no Pexels', description: `HTTP ${error.status}: ${message}` }
  }
  return errorToast(error)
}

/**
 * "Gerador de Posts para Redes Sociais" (docs/product-guide.md#clio-the-ai-assistant): copy for one platform within its limit, and an
 * image at an exact size from Clio or Pexels, checked live against the advertising rules.
 */
export function SocialGenerator({ client, posts = [] }: { client: ClioClient; posts?: readonly SocialPostOption[] }) {
  const [topic, setTopic] = useState('')
  // A chosen published post: its title becomes the topic and the copy ends with its link (UTM tagged).
  const [postSlug, setPostSlug] = useState(NO_POST)
  const [platform, setPlatform] = useState<Platform | ''>('')
  const [size, setSize] = useState<ImageSize | ''>('')
  const [style, setStyle] = useState<ImageStyle>(DEFAULT_IMAGE_STYLE)
  const [text, setText] = useState<string | null>(null)
  const [image, setImage] = useState<GeneratedImage | null>(null)
  // Variant 0 is the picture "Gerar Conteúdo" drew; each "Regerar Imagem" asks for the next one.
  const imageVariant = useRef(0)
  // The service says whether Pexels has a key (GET /api/health, as "Diagnóstico" reads it); while
  // unknown the button stays usable and a failure explains itself.
  const health = useQuery({
    queryKey: clioKeys.health(client.baseUrl),
    queryFn: () => client.health(),
    staleTime: 60_000,
    retry: false,
  })
  const pexelsUnconfigured = health.data?.providers?.pexels === false

  // Clio's calls are not retried: each has its own time-out and may spend the AI budget.
  const generation = useMutation({
    mutationFn: (input: Parameters<ClioClient['generate']>[0]) => client.generate(input),
    retry: false,
    meta: { errorToast },
    onSuccess: (result) => {
      if (!result?.conteudo) {
        toast({ title: 'Erro', description: 'Resposta inválida da API', variant: 'destructive' })
        return
      }
      setText(result.conteudo)
      if (result.fallback)
        toast({ title: 'Aviso - Modo offline', description: result.fallback.reason, variant: 'warning' })
      if (result.imagem_error) {
        toast({
          title: 'Texto gerado, imagem com erro',
          description: 'Use "Regerar Imagem" ou "Buscar no Pexels".',
          variant: 'warning',
        })
      } else if (!result.imagem) {
        toast({ title: 'Erro na geração da imagem', description: 'Tente "Buscar no Pexels".', variant: 'warning' })
      } else {
        setImage({ ...result.imagem, fromPexels: false })
        toast({ title: 'Conteúdo gerado!' })
      }
    },
  })

  const textRegeneration = useMutation({
    mutationFn: (input: Parameters<ClioClient['regenerateText']>[0]) => client.regenerateText(input),
    retry: false,
    meta: { errorToast },
    onSuccess: (result) => {
      setText(result.conteudo)
      toast({ title: 'Texto regenerado!' })
      if (result.fallback)
        toast({ title: 'Aviso - Modo offline', description: result.fallback.reason, variant: 'warning' })
    },
  })

  const imageRequest = useMutation({
    mutationFn: ({ kind, titulo, estilo_imagem, tamanho, variante }: ImageRequest) =>
      kind === 'generate'
        ? client.generateImage({ titulo, tema: titulo, estilo_imagem, tamanho, variante })
        : kind === 'regenerate'
          ? client.regenerateImage({ titulo, estilo_imagem, tamanho })
          : client.generatePexelsImage({ titulo, tamanho }),
    retry: false,
    meta: {
      errorToast: (error: unknown, { kind }: ImageRequest) =>
        kind === 'pexels' ? pexelsErrorToast(error) : errorToast(error),
    },
    onSuccess: (result, { kind }) => {
      if (!result) {
        toast({ title: 'Erro na geração da imagem', description: 'Tente "Buscar no Pexels".', variant: 'warning' })
        return
      }
      setImage({ ...result, fromPexels: kind === 'pexels' })
      toast({
        title:
          kind === 'pexels'
            ? `Imagem encontrada do Pexels${result.photographer ? ` por ${result.photographer}` : ''}`
            : 'Imagem regenerada!',
      })
    },
  })

  const busy = generation.isPending || textRegeneration.isPending || imageRequest.isPending
  const platformInfo = PLATFORMS.find((item) => item.value === platform)
  const sizeInfo = IMAGE_SIZES.find((item) => item.value === size)
  const ready = topic.trim() !== '' && platform !== '' && size !== ''
  // X counts every link as 23 characters; the other platforms count characters.
  const checked = useMemo(() => (text === null ? null : [{ text }]), [text])
  const length = text === null ? 0 : platform === 'twitter' ? xLength(text) : text.length
  const over = platformInfo && text !== null ? length - platformInfo.maxChars : 0
  const chosenPost = posts.find((post) => post.slug === postSlug)
  // The link goes into the text only once the post's page exists: shared before, it would show the
  // site's generic preview instead of the post's title and cover.
  const chosenPage = useQuery({
    ...publicPageQuery(chosenPost?.slug ?? '', chosenPost?.page_changed_at ?? ''),
    enabled: Boolean(chosenPost),
  })
  const pageReady = chosenPage.data === true
  const link = chosenPost && platformInfo && pageReady ? socialLink(chosenPost.slug, platformInfo.value) : undefined

  function generate() {
    if (!ready || !platformInfo || !sizeInfo) {
      toast({ title: 'Erro', description: REQUIRED_SOCIAL_FIELDS, variant: 'destructive' })
      return
    }
    setImage(null)
    imageVariant.current = 0
    generation.mutate({
      tema: topic.trim(),
      gerar_imagem: true,
      estilo_imagem: style,
      tamanho: sizeInfo.value,
      plataforma: platformInfo.value,
      ...(link ? { link } : {}),
    })
  }

  function regenerateText() {
    if (text === null || !platformInfo) {
      toast({ title: 'Erro', description: NEED_CONTENT, variant: 'destructive' })
      return
    }
    textRegeneration.mutate({ tema: topic.trim(), plataforma: platformInfo.value, ...(link ? { link } : {}) })
  }

  function imageAction(kind: ImageKind) {
    if (text === null || !sizeInfo) {
      toast({ title: 'Erro', description: NEED_TEXT_AND_SIZE, variant: 'destructive' })
      return
    }
    const variante = kind === 'generate' ? ++imageVariant.current : undefined
    imageRequest.mutate({ kind, titulo: topic.trim(), estilo_imagem: style, tamanho: sizeInfo.value, variante })
  }

  const imageBlocked = text === null || !sizeInfo ? NEED_TEXT_AND_SIZE : null
  const pexelsBlocked = pexelsUnconfigured ? PEXELS_UNCONFIGURED : imageBlocked

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

  async function copy(value: string, done: string) {
    try {
      await navigator.clipboard.writeText(value)
      toast({ title: done })
    } catch {
      toast({ title: 'Erro ao copiar.', variant: 'destructive' })
    }
  }

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Share2 className="text-brand-700 size-5" aria-hidden="true" />
          Gerador de Posts para Redes Sociais
        </CardTitle>
        <CardDescription>Texto no tamanho certo para cada rede e imagem no formato exato.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {posts.length > 0 ? (
            <div className="sm:col-span-2">
              <FormField label="Post publicado (opcional)">
                {(field) => (
                  <Select
                    value={postSlug}
                    onValueChange={(value) => {
                      setPostSlug(value)
                      const post = posts.find((item) => item.slug === value)
                      if (post) setTopic(post.title)
                    }}
                  >
                    <SelectTrigger id={field.id}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NO_POST}>Nenhum: escrever a partir do tema</SelectItem>
                      {posts.map((post) => (
                        <SelectItem key={post.id} value={post.slug}>
                          {post.title}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FormField>
              {link ? (
                <p className="mt-1 text-xs break-all text-slate-500" data-testid="social-link">
                  O texto termina com o link do post: {link}
                </p>
              ) : chosenPost && !pageReady ? (
                <p className="mt-1 text-xs text-slate-500" data-testid="social-link">
                  {chosenPage.isError
                    ? 'Não foi possível ver se a página pública do post está pronta; o texto sai sem o link.'
                    : 'A página pública do post ainda está sendo preparada: o link entra no texto assim que ela estiver pronta.'}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <FormField label="Tópico ou Tema">
              {(field) => (
                <Input
                  {...field}
                  value={topic}
                  onChange={(event) => setTopic(event.target.value)}
                  placeholder="Ex.: o que a ANVISA permite hoje"
                />
              )}
            </FormField>
          </div>
          <FormField label="Plataforma">
            {(field) => (
              <Select value={platform} onValueChange={(value) => setPlatform(value as Platform)}>
                <SelectTrigger id={field.id}>
                  <SelectValue placeholder="Selecione" />
                </SelectTrigger>
                <SelectContent>
                  {PLATFORMS.map((item) => (
                    <SelectItem key={item.value} value={item.value}>
                      {item.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="Tamanho da Imagem">
            {(field) => (
              <Select value={size} onValueChange={(value) => setSize(value as ImageSize)}>
                <SelectTrigger id={field.id}>
                  <SelectValue placeholder="Selecione" />
                </SelectTrigger>
                <SelectContent>
                  {IMAGE_SIZES.map((item) => (
                    <SelectItem key={item.value} value={item.value}>
                      {item.label} ({item.value})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="Estilo da Imagem">
            {(field) => (
              <Select value={style} onValueChange={(value) => setStyle(value as ImageStyle)}>
                <SelectTrigger id={field.id}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {IMAGE_STYLES.map((item) => (
                    <SelectItem key={item.value} value={item.value}>
                      {item.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="Estilo do Conteúdo">
            {(field) => (
              <Input
                {...field}
                readOnly
                value={platformInfo?.style ?? 'Escolha uma plataforma'}
                className="bg-slate-50"
              />
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2" aria-live="polite">
          {platformInfo ? (
            <Badge variant="secondary">Máx. {platformInfo.maxChars.toLocaleString('pt-BR')} caracteres</Badge>
          ) : null}
          {sizeInfo ? (
            <Badge variant="secondary">
              {sizeInfo.width} × {sizeInfo.height}
            </Badge>
          ) : null}
        </div>
        <div className="space-y-1">
          <Button onClick={generate} disabled={!ready || busy}>
            {generation.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Wand2 aria-hidden="true" />
            )}
            {generation.isPending ? 'Gerando...' : 'Gerar Conteúdo'}
          </Button>
          {!ready ? <p className="text-xs text-slate-500">{REQUIRED_SOCIAL_FIELDS}</p> : null}
        </div>

        {text !== null ? (
          <section aria-labelledby="texto-gerado" className="space-y-2 rounded-lg border border-slate-200 p-3">
            <h3 id="texto-gerado" className="font-semibold text-slate-900">
              Texto Gerado
            </h3>
            <Textarea
              aria-labelledby="texto-gerado"
              rows={8}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <p
              className={cn(
                'text-right text-xs tabular-nums',
                over > 0 ? 'font-semibold text-red-600' : 'text-slate-500',
              )}
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
              <Button size="sm" variant="outline" disabled={busy} onClick={regenerateText}>
                <RefreshCw aria-hidden="true" className={textRegeneration.isPending ? 'animate-spin' : undefined} />
                Regenerar
              </Button>
            </div>
            <ComplianceReport fields={checked} title="Verificação de conformidade" />
          </section>
        ) : null}

        {busy && !image ? (
          <div
            role="status"
            className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600"
          >
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Gerando conteúdo e imagem…
          </div>
        ) : null}

        {image && sizeInfo ? (
          <section aria-labelledby="imagem-gerada" className="space-y-2 rounded-lg border border-slate-200 p-3">
            <h3 id="imagem-gerada" className="font-semibold text-slate-900">
              Imagem Gerada
            </h3>
            <img
              src={image.url}
              alt={`Imagem para ${topic}`}
              width={sizeInfo.width}
              height={sizeInfo.height}
              className="max-h-96 w-auto rounded-md border border-slate-200"
              onLoad={(event) => checkOrientation(event.currentTarget)}
            />
            <p className="text-xs text-slate-600">
              Formato esperado: {sizeInfo.width} × {sizeInfo.height} ({sizeInfo.label}) · orientação{' '}
              {orientationWord(sizeInfo.width, sizeInfo.height)}
            </p>
            {image.fromPexels ? (
              <p className="text-xs text-slate-600" data-testid="pexels-credit">
                Foto de{' '}
                {image.source ? (
                  <a href={image.source} target="_blank" rel="noopener noreferrer" className="underline">
                    {image.photographer ?? 'autor desconhecido'}
                  </a>
                ) : (
                  (image.photographer ?? 'autor desconhecido')
                )}{' '}
                no{' '}
                <a href="https://www.pexels.com" target="_blank" rel="noopener noreferrer" className="underline">
                  Pexels
                </a>
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => void copy(image.url, 'URL copiada!')}>
                <Copy aria-hidden="true" />
                Copiar URL
              </Button>
              <a
                href={image.url}
                download
                className={cn(
                  'inline-flex h-8 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium hover:bg-slate-50',
                )}
              >
                <Download className="size-4" aria-hidden="true" />
                Baixar
              </a>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="opcoes-imagem" className="space-y-2 rounded-lg border border-slate-200 p-3">
          <h3 id="opcoes-imagem" className="font-semibold text-slate-900">
            Opções de Imagem
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={busy || imageBlocked !== null}
              aria-describedby={imageBlocked ? 'motivo-imagem' : undefined}
              onClick={() => imageAction('generate')}
            >
              <ImageIcon aria-hidden="true" />
              Regerar Imagem
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy || imageBlocked !== null}
              aria-describedby={imageBlocked ? 'motivo-imagem' : undefined}
              onClick={() => imageAction('regenerate')}
            >
              <RefreshCw aria-hidden="true" />
              Regenerar Imagem
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy || pexelsBlocked !== null}
              aria-describedby={pexelsUnconfigured ? 'motivo-pexels' : imageBlocked ? 'motivo-imagem' : undefined}
              onClick={() => imageAction('pexels')}
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
      </CardContent>
    </Card>
  )
}
