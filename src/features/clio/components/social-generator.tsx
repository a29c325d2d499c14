import { Loader2, Share2, Wand2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { ClioClient } from '@/lib/clio/client'
import type { SocialPostOption } from '@/features/clio/api/social-posts'
import { SocialFields } from '@/features/clio/components/social-fields'
import { GeneratedImage, GeneratedText, ImageOptions } from '@/features/clio/components/social-results'
import { REQUIRED_SOCIAL_FIELDS, useSocialGenerator } from '@/features/clio/hooks/use-social-generator'

/**
 * "Gerador de Posts para Redes Sociais" (docs/product-guide.md#clio-the-ai-assistant): copy for one platform within its limit, and an
 * image at an exact size from Clio or Pexels, checked live against the advertising rules.
 */
export function SocialGenerator({ client, posts = [] }: { client: ClioClient; posts?: readonly SocialPostOption[] }) {
  const generator = useSocialGenerator(client, posts)
  const { platformInfo, sizeInfo, busy, ready, text } = generator
  const generating = generator.calls.generation.isPending

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
        <SocialFields generator={generator} posts={posts} />
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
          <Button onClick={generator.generate} disabled={!ready || busy}>
            {generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
            {generating ? 'Gerando...' : 'Gerar Conteúdo'}
          </Button>
          {!ready ? <p className="text-xs text-slate-500">{REQUIRED_SOCIAL_FIELDS}</p> : null}
        </div>
        {text !== null ? <GeneratedText generator={generator} text={text} /> : null}
        {busy && !generator.image ? (
          <div
            role="status"
            className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600"
          >
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Gerando conteúdo e imagem…
          </div>
        ) : null}
        <GeneratedImage generator={generator} />
        <ImageOptions generator={generator} />
      </CardContent>
    </Card>
  )
}
