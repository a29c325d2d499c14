import { useQueryClient } from '@tanstack/react-query'
import { Calculator } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { TagsInput } from '@/components/ui/tags-input'
import { Textarea } from '@/components/ui/textarea'
import type { Profile } from '@/lib/auth/profile'
import { postFieldTexts } from '@/lib/compliance/post-compliance'
import { ComplianceReport, type CheckedField } from '@/components/compliance-report'
import { clio } from '@/lib/clio/clio'
import { AssignmentCard, type StaffChoice } from '@/features/posts/components/post-editor/assignment-card'
import { ChoiceSelect, SidebarCard, type PostForm } from '@/features/posts/components/post-editor/sidebar-parts'
import { CoverDetails, recordCoverCredit } from '@/features/posts/components/post-editor/cover-details'
import { CoverField } from '@/features/posts/components/post-editor/cover-field'
import { SeoPreview } from '@/features/posts/components/post-editor/seo-preview'
import { SEO_DESCRIPTION_MAX } from '@/features/posts/schemas'
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
  /** Every staff member: the author, editor and technical reviewer fields' choices. */
  authors: StaffChoice[] | undefined
}

/** Whoever may not publish chooses between these two. */
const REVIEW_STATUSES = POST_STATUSES.filter((status) => status === 'draft' || status === 'review')

/** "Publicação": the status (what the person may choose), the schedule, "Destaque na Homepage". */
function PublicationCard({ form, rights }: { form: PostForm; rights: EditorialRights }) {
  const { register, control, formState } = form
  const status = useWatch({ control, name: 'status' })
  const { errors } = formState
  const statuses = (rights.canPublish ? POST_STATUSES : REVIEW_STATUSES).map((value) => ({
    value,
    label: POST_STATUS_LABELS[value],
  }))
  return (
    <SidebarCard title="Publicação" className="space-y-4">
      <FormField label="Status" error={errors.status?.message}>
        {(field) => <ChoiceSelect form={form} name="status" trigger={{ id: field.id }} options={statuses} />}
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
      <Controller
        control={control}
        name="glossary_links"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="post-glossary-links">Definições do glossário no texto</Label>
            <Switch id="post-glossary-links" checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      {!rights.canPublish ? (
        <p className="text-xs text-slate-600">
          Envie o post para revisão quando estiver pronto: um editor ou administrador publica.
        </p>
      ) : null}
    </SidebarCard>
  )
}

/** "Tempo de leitura": follows the content on a new post until typed by hand (an existing post keeps its own). */
function ReadTimeField({ form, followsContent }: { form: PostForm; followsContent: boolean }) {
  const { register, control, setValue, formState } = form
  const content = useWatch({ control, name: 'content' })
  const [manual, setManual] = useState(!followsContent)
  useEffect(() => {
    if (!manual && stripTags(content)) setValue('read_time', String(readTimeFromHtml(content)), { shouldDirty: true })
  }, [content, manual, setValue])
  return (
    <FormField label="Tempo de leitura (min)" error={formState.errors.read_time?.message}>
      {(field) => (
        <div className="flex gap-2">
          <Input
            {...field}
            type="number"
            min={1}
            inputMode="numeric"
            {...register('read_time', { onChange: () => setManual(true) })}
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
  )
}

/** "Organização": category, author (editors and admins choose; authors write as themselves), tags, read time. */
function OrganisationCard({
  form,
  profile,
  choices,
  readTimeFollowsContent,
}: {
  form: PostForm
  profile: Profile
  choices: PostEditorChoices
  readTimeFollowsContent: boolean
}) {
  const { control, formState } = form
  const { errors } = formState
  const canChooseAuthor = profile.role === 'editor' || profile.role === 'admin'
  const categories = (choices.categories ?? []).map((item) => ({
    value: item.id,
    label: `${item.name}${item.is_active ? '' : ' (inativa)'}`,
  }))
  const authors = (choices.authors ?? [profile])
    .slice()
    .sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '', 'pt-BR'))
    .map((item) => ({ value: item.id, label: item.full_name || 'Usuário' }))
  return (
    <SidebarCard title="Organização" className="space-y-4">
      <FormField label="Categoria" error={errors.category_id?.message}>
        {(field) => (
          <ChoiceSelect
            form={form}
            name="category_id"
            trigger={field}
            placeholder="Selecione uma categoria"
            options={categories}
          />
        )}
      </FormField>

      <FormField label="Autor" error={errors.author_id?.message}>
        {(field) =>
          canChooseAuthor ? (
            <ChoiceSelect
              form={form}
              name="author_id"
              trigger={{ id: field.id, 'aria-invalid': field['aria-invalid'] }}
              placeholder="Selecione o autor"
              options={authors}
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
              <TagsInput id={field.id} value={tags.value} onChange={tags.onChange} placeholder="Digite e tecle Enter" />
            )}
          />
        )}
      </FormField>

      <ReadTimeField form={form} followsContent={readTimeFollowsContent} />
    </SidebarCard>
  )
}

/** "SEO": the description for search engines, with its length, and how a result would look. */
function SeoCard({ form }: { form: PostForm }) {
  const [title, slug, excerpt, content, seo] = useWatch({
    control: form.control,
    name: ['title', 'slug', 'excerpt', 'content', 'seo_description'],
  })
  const { errors } = form.formState
  return (
    <SidebarCard title="SEO" className="space-y-3">
      <FormField label="Descrição para buscadores" error={errors.seo_description?.message}>
        {(field) => (
          <div className="space-y-1">
            <Textarea {...field} rows={3} {...form.register('seo_description')} />
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
    </SidebarCard>
  )
}

/** "Capa": its image and credit are set together. */
function CoverCard({ form }: { form: PostForm }) {
  const { control, setValue } = form
  const queryClient = useQueryClient()
  const [image, imageCredit, title] = useWatch({ control, name: ['image', 'image_credit', 'title'] })
  return (
    <Card>
      <CardContent className="space-y-3 pt-5">
        <CoverField
          value={image}
          credit={imageCredit}
          title={title}
          clio={clio}
          onChange={(url, credit) => {
            setValue('image', url, { shouldDirty: true })
            setValue('image_credit', credit, { shouldDirty: true })
            form.clearErrors('image')
            void recordCoverCredit(url, credit).then(() => queryClient.invalidateQueries({ queryKey: ['media'] }))
          }}
        />
        <CoverDetails
          url={image}
          error={form.formState.errors.image?.message}
          onSaved={() => form.clearErrors('image')}
        />
      </CardContent>
    </Card>
  )
}

/**
 * "Verificação de conformidade" over everything a reader sees, as the database checks it when the post
 * is published (an excerpt left empty is derived from the content on save, so it is not checked twice).
 */
function ComplianceCard({ form }: { form: PostForm }) {
  const [title, excerpt, key_points, content, seo_description, tags, reference_list] = useWatch({
    control: form.control,
    name: ['title', 'excerpt', 'key_points', 'content', 'seo_description', 'tags', 'reference_list'],
  })
  const fields = useMemo(
    () => postFieldTexts({ title, excerpt, key_points, content, seo_description, tags, reference_list }),
    [title, excerpt, key_points, content, seo_description, tags, reference_list],
  )
  // Checked in a deferred render (null in the first one): the editor shows the post before the check
  // has run, and typing never waits for it (decision 032).
  const checkedFields = useDeferredValue<CheckedField[] | null>(fields, null)
  return (
    <Card>
      <CardContent className="pt-5" data-testid="editor-compliance">
        <ComplianceReport
          fields={checkedFields}
          referenceCount={reference_list.length}
          title="Verificação de conformidade"
        />
      </CardContent>
    </Card>
  )
}

/** Status and schedule, organisation (category, author, tags, read time), who answers for it, cover, compliance and SEO. */
export function PostEditorSidebar({
  form,
  profile,
  rights,
  readTimeFollowsContent,
  choices,
}: {
  form: PostForm
  profile: Profile
  rights: EditorialRights
  readTimeFollowsContent: boolean
  choices: PostEditorChoices
}) {
  return (
    <div className="min-w-0 space-y-4">
      <PublicationCard form={form} rights={rights} />
      <OrganisationCard
        form={form}
        profile={profile}
        choices={choices}
        readTimeFollowsContent={readTimeFollowsContent}
      />
      <AssignmentCard form={form} staff={choices.authors ?? [profile]} canAssign={rights.canAssign} />
      <CoverCard form={form} />
      <ComplianceCard form={form} />
      <SeoCard form={form} />
    </div>
  )
}
