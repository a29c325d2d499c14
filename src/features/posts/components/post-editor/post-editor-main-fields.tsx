import { useId, useRef, useState, type RefObject } from 'react'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useSlugCheck } from '@/features/posts/api/find-free-slug'
import { ReferencesField } from '@/features/posts/components/post-editor/references-field'
import { KeyPointsField } from '@/features/posts/components/post-editor/key-points-field'
import {
  RichTextEditor,
  type EditorAddon,
  type MarkerInserter,
} from '@/features/posts/components/post-editor/rich-text-editor'
import type { PostEditorValues } from '@/features/posts/schemas'
import { creatorExcerpt } from '@/features/posts/utils/excerpt'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { slugify } from '@/lib/slugify'

type PostForm = UseFormReturn<PostEditorValues>

/** The slug follows the title (docs/product-guide.md#validation rule) until it is edited by hand. */
function useSlugFollowingTitle(form: PostForm, followsTitle: boolean) {
  const { setValue, getValues, formState } = form
  const [manual, setManual] = useState(!followsTitle)
  return {
    manual,
    titleTyped(title: string) {
      if (!manual) setValue('slug', slugify(title), { shouldDirty: true, shouldValidate: formState.isSubmitted })
    },
    typed: () => setManual(true),
    use(slug: string) {
      setManual(true)
      setValue('slug', slug, { shouldDirty: true, shouldValidate: true })
    },
    fromTitle() {
      setManual(false)
      setValue('slug', slugify(getValues('title')), { shouldDirty: true })
    },
  }
}

/** "Slug": says at the field when it is taken, offering the next free one, and can follow the title again. */
function SlugField({
  form,
  postId,
  slugRule,
}: {
  form: PostForm
  postId: string | null
  slugRule: ReturnType<typeof useSlugFollowingTitle>
}) {
  const { register, control, formState } = form
  const { errors } = formState
  const slug = useWatch({ control, name: 'slug' })
  const checkedSlug = useDebouncedValue(slug, 400)
  // Asked once the editor has painted: the post comes first, the check is not a round trip before it.
  const painted = useAfterFirstPaint()
  const slugCheck = useSlugCheck(checkedSlug, postId, { enabled: painted })
  const taken = slugCheck.data && !slugCheck.data.available && checkedSlug === slug ? slugCheck.data.suggestion : null
  return (
    <FormField label="Slug" error={errors.slug?.message}>
      {(field) => (
        <div className="space-y-1.5">
          <div className="flex items-center gap-2">
            <span className="hidden shrink-0 text-sm text-slate-500 sm:inline">/blog/post/</span>
            <Input
              {...field}
              {...register('slug', { onChange: slugRule.typed })}
              spellCheck={false}
              className="font-mono text-sm"
            />
          </div>
          {taken && !errors.slug ? (
            <p className="text-sm text-amber-800" role="status">
              Este slug já está em uso.{' '}
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => slugRule.use(taken)}>
                Usar {taken}
              </Button>
            </p>
          ) : null}
          {slugRule.manual ? (
            <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={slugRule.fromTitle}>
              Gerar a partir do título
            </Button>
          ) : null}
        </div>
      )}
    </FormField>
  )
}

/** "Conteúdo": the rich text editor, which also takes the references' markers. */
function ContentField({
  form,
  inserter,
  addon,
}: {
  form: PostForm
  inserter: RefObject<MarkerInserter | null>
  addon?: EditorAddon
}) {
  const { errors } = form.formState
  const labelId = useId()
  const errorId = useId()
  return (
    <div className="space-y-1.5">
      <Label id={labelId}>Conteúdo</Label>
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            labelId={labelId}
            invalid={Boolean(errors.content)}
            describedBy={errors.content ? errorId : undefined}
            inserterRef={inserter}
            addon={addon}
          />
        )}
      />
      {errors.content ? (
        <p id={errorId} className="text-sm text-red-600">
          {errors.content.message}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Título, slug, resumo, conteúdo and its references. The slug follows the title (docs/product-guide.md#validation rule) until it is edited by
 * hand, and says at the field when it is taken, offering the next free one.
 */
export function PostEditorMainFields({
  form,
  postId,
  slugFollowsTitle,
  bodyAddon,
}: {
  form: PostForm
  postId: string | null
  slugFollowsTitle: boolean
  /** What another feature adds to the body's editor (the notes), composed by the route. */
  bodyAddon?: EditorAddon
}) {
  const { register, control, formState } = form
  const { errors } = formState
  const slugRule = useSlugFollowingTitle(form, slugFollowsTitle)
  const content = useWatch({ control, name: 'content' })
  const markerInserter = useRef<MarkerInserter>(null)

  return (
    <div className="min-w-0 space-y-5">
      <FormField label="Título" error={errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            className="h-12 text-lg font-semibold"
            {...register('title', {
              onChange: (event: { target: { value: string } }) => slugRule.titleTyped(event.target.value),
            })}
          />
        )}
      </FormField>

      <SlugField form={form} postId={postId} slugRule={slugRule} />

      <FormField label="Resumo" error={errors.excerpt?.message}>
        {(field) => (
          <div className="space-y-1">
            <Textarea {...field} rows={3} placeholder={creatorExcerpt(content) || undefined} {...register('excerpt')} />
            <p className="text-xs text-slate-500">Se ficar vazio, usamos os primeiros 160 caracteres do conteúdo.</p>
          </div>
        )}
      </FormField>

      <KeyPointsField form={form} />

      <ContentField form={form} inserter={markerInserter} addon={bodyAddon} />
      <ReferencesField form={form} inserter={markerInserter} />
    </div>
  )
}
