import { Calculator } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { TagsInput } from '@/components/ui/tags-input'
import { Textarea } from '@/components/ui/textarea'
import type { Profile } from '@/lib/auth/profile'
import { postFieldTexts } from '@/lib/compliance/post-compliance'
import { ComplianceReport, type CheckedField } from '@/components/compliance-report'
import { clio } from '@/lib/clio/clio'
import { CoverField } from '@/features/posts/components/post-editor/cover-field'
import { SeoPreview } from '@/features/posts/components/post-editor/seo-preview'
import { SEO_DESCRIPTION_MAX, type PostEditorValues } from '@/features/posts/schemas'
import { creatorExcerpt, stripTags } from '@/features/posts/utils/excerpt'
import type { EditorialRights } from '@/features/posts/utils/post-permissions'
import { POST_STATUSES } from '@/features/posts/utils/post-status'
import { POST_STATUS_LABELS } from '@/config/labels'
import { readTimeFromHtml } from '@/features/posts/utils/reading-time'
import { cn } from '@/lib/cn'

/**
 * What the category and author fields offer, read by the route (categories and staff belong to other
 * features; docs/architecture.md#layers). Undefined while loading.
 */
export interface PostEditorChoices {
  categories: Array<{ id: string; name: string; is_active: boolean }> | undefined
  authors: Profile[] | undefined
}

/** Whoever may not publish chooses between these two. */
const REVIEW_STATUSES = POST_STATUSES.filter((status) => status === 'draft' || status === 'review')

/** Status and schedule, organisation (category, author, tags, read time), cover and SEO. */
export function PostEditorSidebar({
  form,
  profile,
  rights,
  readTimeFollowsContent,
  choices,
}: {
  form: UseFormReturn<PostEditorValues>
  profile: Profile
  rights: EditorialRights
  readTimeFollowsContent: boolean
  choices: PostEditorChoices
}) {
  const { register, control, setValue, formState } = form
  const { errors } = formState
  const [status, content, title, slug, excerpt, seo, image, imageCredit, references, tags] = useWatch({
    control,
    name: ['status', 'content', 'title', 'slug', 'excerpt', 'seo_description', 'image', 'image_credit', 'reference_list', 'tags'],
  })
  // Everything a reader sees, as the database checks it when the post is published (an excerpt left
  // empty is derived from the content on save, so it is not checked twice).
  const fields = useMemo(
    () => postFieldTexts({ title, excerpt, content, seo_description: seo, tags, reference_list: references }),
    [title, excerpt, content, seo, tags, references],
  )
  // Checked in a deferred render (null in the first one): the editor shows the post before the check
  // has run, and typing never waits for it (decision 032).
  const checkedFields = useDeferredValue<CheckedField[] | null>(fields, null)
  const canChooseAuthor = profile.role === 'editor' || profile.role === 'admin'

  // Read time follows the content on a new post until typed by hand (an existing post keeps its own).
  const [readTimeManual, setReadTimeManual] = useState(!readTimeFollowsContent)
  useEffect(() => {
    if (!readTimeManual && stripTags(content))
      setValue('read_time', String(readTimeFromHtml(content)), { shouldDirty: true })
  }, [content, readTimeManual, setValue])

  return (
    <div className="min-w-0 space-y-4">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Publicação</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField label="Status" error={errors.status?.message}>
            {(field) => (
              <Controller
                control={control}
                name="status"
                render={({ field: status }) => (
                  <Select value={status.value} onValueChange={status.onChange}>
                    <SelectTrigger id={field.id}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {(rights.canPublish ? POST_STATUSES : REVIEW_STATUSES).map((value) => (
                        <SelectItem key={value} value={value}>
                          {POST_STATUS_LABELS[value]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          {status === 'scheduled' ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Publicar em (horário de Brasília)</legend>
              <div className="grid grid-cols-2 gap-2">
                <Input
                  type="date"
                  aria-label="Data da publicação"
                  aria-invalid={errors.schedule_date ? true : undefined}
                  {...register('schedule_date')}
                />
                <Input
                  type="time"
                  aria-label="Hora da publicação"
                  aria-invalid={errors.schedule_date ? true : undefined}
                  {...register('schedule_time')}
                />
              </div>
              {errors.schedule_date ? <p className="text-sm text-red-600">{errors.schedule_date.message}</p> : null}
            </fieldset>
          ) : null}
          {rights.canFeature ? (
            <Controller
              control={control}
              name="featured"
              render={({ field }) => (
                <div className="flex items-center justify-between gap-3">
                  <Label htmlFor="post-featured">Destaque na Homepage</Label>
                  <Switch id="post-featured" checked={field.value} onCheckedChange={field.onChange} />
                </div>
              )}
            />
          ) : null}
          {!rights.canPublish ? (
            <p className="text-xs text-slate-600">
              Envie o post para revisão quando estiver pronto: um editor ou administrador publica.
            </p>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Organização</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField label="Categoria" error={errors.category_id?.message}>
            {(field) => (
              <Controller
                control={control}
                name="category_id"
                render={({ field: category }) => (
                  // Always controlled: '' shows the placeholder (undefined would make the Select uncontrolled).
                  <Select value={category.value ?? ''} onValueChange={category.onChange}>
                    <SelectTrigger
                      id={field.id}
                      aria-invalid={field['aria-invalid']}
                      aria-describedby={field['aria-describedby']}
                    >
                      <SelectValue placeholder="Selecione uma categoria" />
                    </SelectTrigger>
                    <SelectContent>
                      {(choices.categories ?? []).map((item) => (
                        <SelectItem key={item.id} value={item.id}>
                          {item.name}
                          {item.is_active ? '' : ' (inativa)'}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>

          <FormField label="Autor" error={errors.author_id?.message}>
            {(field) =>
              canChooseAuthor ? (
                <Controller
                  control={control}
                  name="author_id"
                  render={({ field: author }) => (
                    <Select value={author.value ?? ''} onValueChange={author.onChange}>
                      <SelectTrigger id={field.id} aria-invalid={field['aria-invalid']}>
                        <SelectValue placeholder="Selecione o autor" />
                      </SelectTrigger>
                      <SelectContent>
                        {(choices.authors ?? [profile])
                          .slice()
                          .sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '', 'pt-BR'))
                          .map((item) => (
                            <SelectItem key={item.id} value={item.id}>
                              {item.full_name || 'Usuário'}
                            </SelectItem>
                          ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              ) : (
                // Authors always write as themselves (the posts policies enforce it).
                <Input id={field.id} value={profile.full_name || 'Usuário'} readOnly disabled />
              )
            }
          </FormField>

          <FormField label="Tags">
            {(field) => (
              <Controller
                control={control}
                name="tags"
                render={({ field: tags }) => (
                  <TagsInput
                    id={field.id}
                    value={tags.value}
                    onChange={tags.onChange}
                    placeholder="Digite e tecle Enter"
                  />
                )}
              />
            )}
          </FormField>

          <FormField label="Tempo de leitura (min)" error={errors.read_time?.message}>
            {(field) => (
              <div className="flex gap-2">
                <Input
                  {...field}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  {...register('read_time', { onChange: () => setReadTimeManual(true) })}
                />
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Calcular pelo conteúdo"
                  title="Calcular pelo conteúdo"
                  onClick={() => setValue('read_time', String(readTimeFromHtml(content)), { shouldDirty: true })}
                >
                  <Calculator aria-hidden="true" />
                </Button>
              </div>
            )}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-5">
          <CoverField
            value={image}
            credit={imageCredit}
            title={title}
            clio={clio}
            onChange={(url, credit) => {
              setValue('image', url, { shouldDirty: true })
              setValue('image_credit', credit, { shouldDirty: true })
            }}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-5" data-testid="editor-compliance">
          <ComplianceReport fields={checkedFields} referenceCount={references.length} title="Verificação de conformidade" />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">SEO</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <FormField label="Descrição para buscadores" error={errors.seo_description?.message}>
            {(field) => (
              <div className="space-y-1">
                <Textarea {...field} rows={3} {...register('seo_description')} />
                <p
                  className={cn(
                    'text-right text-xs tabular-nums',
                    seo.length > SEO_DESCRIPTION_MAX ? 'font-semibold text-red-600' : 'text-slate-500',
                  )}
                >
                  {seo.length}/{SEO_DESCRIPTION_MAX}
                </p>
              </div>
            )}
          </FormField>
          <SeoPreview title={title} slug={slug} description={seo.trim() || excerpt.trim() || creatorExcerpt(content)} />
        </CardContent>
      </Card>
    </div>
  )
}
