import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ChoiceField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { SocialPostOption } from '@/features/clio/api/social-posts'
import { NO_POST, type SocialGeneratorState } from '@/features/clio/hooks/use-social-generator'
import { IMAGE_SIZES, IMAGE_STYLES, PLATFORMS } from '@/lib/clio/constants'

const SIZE_CHOICES = IMAGE_SIZES.map((item) => ({ value: item.value, label: `${item.label} (${item.value})` }))

/** What the copy is about and where it goes: a published post or a topic, the platform, the image's size and style. */
export function SocialFields({
  generator,
  posts,
}: {
  generator: SocialGeneratorState
  posts: readonly SocialPostOption[]
}) {
  const { fields, platformInfo } = generator
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {posts.length > 0 ? <PostChoice generator={generator} posts={posts} /> : null}
      <div className="sm:col-span-2">
        <FormField label="Tópico ou Tema">
          {(field) => (
            <Input
              {...field}
              value={fields.topic}
              onChange={(event) => fields.setTopic(event.target.value)}
              placeholder="Ex.: o que a ANVISA permite hoje"
            />
          )}
        </FormField>
      </div>
      <ChoiceField
        label="Plataforma"
        value={fields.platform}
        onChange={fields.setPlatform}
        choices={PLATFORMS}
        placeholder="Selecione"
      />
      <ChoiceField
        label="Tamanho da Imagem"
        value={fields.size}
        onChange={fields.setSize}
        choices={SIZE_CHOICES}
        placeholder="Selecione"
      />
      <ChoiceField label="Estilo da Imagem" value={fields.style} onChange={fields.setStyle} choices={IMAGE_STYLES} />
      {/* The style is a sentence: it wraps and the box grows with it, never cut at the field's edge. */}
      <FormField label="Estilo do Conteúdo">
        {(field) => (
          <Textarea
            {...field}
            readOnly
            rows={1}
            value={platformInfo?.style ?? 'Escolha uma plataforma'}
            className="field-sizing-content min-h-10 resize-none bg-slate-50"
          />
        )}
      </FormField>
    </div>
  )
}

/** "Post publicado (opcional)": its title becomes the topic, and the copy ends with its link once its page exists. */
function PostChoice({ generator, posts }: { generator: SocialGeneratorState; posts: readonly SocialPostOption[] }) {
  const { chosen } = generator
  return (
    <div className="sm:col-span-2">
      <FormField label="Post publicado (opcional)">
        {(field) => (
          <Select value={generator.fields.postSlug} onValueChange={generator.choosePost}>
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
      {chosen.link && generator.fields.platform === 'instagram' ? (
        <p className="mt-1 text-xs break-all text-slate-500" data-testid="social-link">
          O Instagram não abre links no texto: o texto termina com &quot;link na bio&quot;. Link do post para a bio:{' '}
          {chosen.link}
        </p>
      ) : chosen.link ? (
        <p className="mt-1 text-xs break-all text-slate-500" data-testid="social-link">
          O texto termina com o link do post: {chosen.link}
        </p>
      ) : chosen.post && !chosen.pageReady ? (
        <p className="mt-1 text-xs text-slate-500" data-testid="social-link">
          {chosen.pageFailed
            ? 'Não foi possível ver se a página pública do post está pronta; o texto sai sem o link.'
            : 'A página pública do post ainda está sendo preparada: o link entra no texto assim que ela estiver pronta.'}
        </p>
      ) : null}
    </div>
  )
}
