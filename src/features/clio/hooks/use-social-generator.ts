import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { toast } from '@/hooks/use-toast'
import type { ClioClient, ClioImage } from '@/lib/clio/client'
import {
  DEFAULT_IMAGE_STYLE,
  IMAGE_SIZES,
  PLATFORMS,
  type ImageSize,
  type ImageStyle,
  type Platform,
  xLength,
} from '@/lib/clio/constants'
import { socialLink, type SocialPostOption } from '@/features/clio/api/social-posts'
import { pexelsErrorToast, socialErrorToast } from '@/features/clio/utils/clio-toasts'
import { publicPageQuery } from '@/lib/public-page'
import { clioKeys } from '@/lib/query-keys'

export const REQUIRED_SOCIAL_FIELDS =
  'Campos obrigatórios: Preencha o tópico, selecione uma plataforma e tamanho da imagem.'
const NEED_TEXT_AND_SIZE = 'Primeiro gere o texto e selecione um tamanho de imagem'
export const PEXELS_UNCONFIGURED = 'Pexels não configurado no serviço Clio (veja "Diagnóstico").'
const NEED_CONTENT = 'Primeiro gere um conteúdo'
export const NO_POST = 'nenhum'

interface GeneratedImage extends ClioImage {
  fromPexels: boolean
}

type ImageKind = 'generate' | 'regenerate' | 'pexels'

interface ImageRequest {
  kind: ImageKind
  titulo: string
  estilo_imagem: ImageStyle
  tamanho: ImageSize
  /** "Gerar variação da imagem" asks for another variant of the same text, so the picture changes. */
  variante?: number
}

const imageFailed = () =>
  void toast({ title: 'Erro na geração da imagem', description: 'Tente "Buscar no Pexels".', variant: 'warning' })
const offlineWarning = (reason: string) =>
  toast({ title: 'Aviso - Modo offline', description: reason, variant: 'warning' })

/**
 * The social generator's calls to Clio: the text with its image, the text again, and an image again
 * (Clio's next variant, a regenerated one, or a Pexels photo). None is retried: each has its own
 * time-out and may spend the AI budget. Results go to `onText` / `onImage`; failures toast from meta.
 */
function useSocialCalls(client: ClioClient, onText: (text: string) => void, onImage: (image: GeneratedImage) => void) {
  const generation = useMutation({
    mutationFn: (input: Parameters<ClioClient['generate']>[0]) => client.generate(input),
    retry: false,
    meta: { errorToast: socialErrorToast },
    onSuccess: (result) => {
      if (!result?.conteudo) {
        toast({ title: 'Erro', description: 'Resposta inválida da API', variant: 'destructive' })
        return
      }
      onText(result.conteudo)
      if (result.fallback) offlineWarning(result.fallback.reason)
      if (result.imagem_error) {
        toast({
          title: 'Texto gerado, imagem com erro',
          description: 'Use "Gerar variação da imagem" ou "Buscar no Pexels".',
          variant: 'warning',
        })
      } else if (!result.imagem) {
        imageFailed()
      } else {
        onImage({ ...result.imagem, fromPexels: false })
        toast({ title: 'Conteúdo gerado!' })
      }
    },
  })
  const textRegeneration = useMutation({
    mutationFn: (input: Parameters<ClioClient['regenerateText']>[0]) => client.regenerateText(input),
    retry: false,
    meta: { errorToast: socialErrorToast },
    onSuccess: (result) => {
      onText(result.conteudo)
      toast({ title: 'Texto regenerado!' })
      if (result.fallback) offlineWarning(result.fallback.reason)
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
        kind === 'pexels' ? pexelsErrorToast(error) : socialErrorToast(error),
    },
    onSuccess: (result, { kind }) => {
      if (!result) return imageFailed()
      onImage({ ...result, fromPexels: kind === 'pexels' })
      const credit = result.photographer ? ` por ${result.photographer}` : ''
      toast({ title: kind === 'pexels' ? `Imagem encontrada do Pexels${credit}` : 'Imagem regenerada!' })
    },
  })
  return { generation, textRegeneration, imageRequest }
}

/**
 * A chosen published post's link (UTM tagged), once its public page exists: shared before, it would
 * show the site's generic preview instead of the post's title and cover.
 */
function useChosenPostLink(posts: readonly SocialPostOption[], postSlug: string, platform: Platform | undefined) {
  const post = posts.find((item) => item.slug === postSlug)
  const page = useQuery({ ...publicPageQuery(post?.slug ?? '', post?.page_changed_at ?? ''), enabled: Boolean(post) })
  const pageReady = page.data === true
  return {
    post,
    pageReady,
    pageFailed: page.isError,
    link: post && platform && pageReady ? socialLink(post.slug, platform) : undefined,
  }
}

/**
 * "Gerador de Posts para Redes Sociais": what is typed and chosen, what Clio answered, and the
 * actions, each refused with the spec's reason while something it needs is missing.
 */
export function useSocialGenerator(client: ClioClient, posts: readonly SocialPostOption[]) {
  const [topic, setTopic] = useState('')
  // A chosen published post: its title becomes the topic and the copy ends with its link.
  const [postSlug, setPostSlug] = useState(NO_POST)
  const [platform, setPlatform] = useState<Platform | ''>('')
  const [size, setSize] = useState<ImageSize | ''>('')
  const [style, setStyle] = useState<ImageStyle>(DEFAULT_IMAGE_STYLE)
  const [text, setText] = useState<string | null>(null)
  const [image, setImage] = useState<GeneratedImage | null>(null)
  // Variant 0 is the picture "Gerar Conteúdo" drew; each "Gerar variação da imagem" asks for the next one.
  const imageVariant = useRef(0)
  // The service says whether Pexels has a key (GET /api/health, as "Diagnóstico" reads it); while
  // unknown the button stays usable and a failure explains itself.
  const health = useQuery({
    queryKey: clioKeys.health(client.baseUrl),
    queryFn: () => client.health(),
    staleTime: 60_000,
    retry: false,
  })
  const calls = useSocialCalls(client, setText, setImage)
  const platformInfo = PLATFORMS.find((item) => item.value === platform)
  const sizeInfo = IMAGE_SIZES.find((item) => item.value === size)
  const chosen = useChosenPostLink(posts, postSlug, platformInfo?.value)
  const link = chosen.link ? { link: chosen.link } : {}
  const imageBlocked = text === null || !sizeInfo ? NEED_TEXT_AND_SIZE : null
  const refuse = (description: string) => void toast({ title: 'Erro', description, variant: 'destructive' })

  return {
    fields: { topic, setTopic, postSlug, platform, setPlatform, size, setSize, style, setStyle },
    platformInfo,
    sizeInfo,
    chosen,
    text,
    setText,
    image,
    imageBlocked,
    calls,
    busy: calls.generation.isPending || calls.textRegeneration.isPending || calls.imageRequest.isPending,
    ready: topic.trim() !== '' && platform !== '' && size !== '',
    pexelsUnconfigured: health.data?.providers?.pexels === false,
    choosePost(slug: string) {
      setPostSlug(slug)
      const post = posts.find((item) => item.slug === slug)
      if (post) setTopic(post.title)
    },
    generate() {
      if (!topic.trim() || !platformInfo || !sizeInfo) return refuse(REQUIRED_SOCIAL_FIELDS)
      setImage(null)
      imageVariant.current = 0
      const input = {
        tema: topic.trim(),
        gerar_imagem: true,
        estilo_imagem: style,
        tamanho: sizeInfo.value,
        plataforma: platformInfo.value,
      }
      calls.generation.mutate({ ...input, ...link })
    },
    regenerateText() {
      if (text === null || !platformInfo) return refuse(NEED_CONTENT)
      calls.textRegeneration.mutate({ tema: topic.trim(), plataforma: platformInfo.value, ...link })
    },
    requestImage(kind: ImageKind) {
      if (text === null || !sizeInfo) return refuse(NEED_TEXT_AND_SIZE)
      const variante = kind === 'generate' ? ++imageVariant.current : undefined
      calls.imageRequest.mutate({ kind, titulo: topic.trim(), estilo_imagem: style, tamanho: sizeInfo.value, variante })
    },
  }
}

export type SocialGeneratorState = ReturnType<typeof useSocialGenerator>

/** X counts every link as 23 characters; the other platforms count characters. */
export function textLength(text: string, platform: Platform | '') {
  return platform === 'twitter' ? xLength(text) : text.length
}
