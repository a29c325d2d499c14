import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/hooks/use-toast'
import type { GlossaryEntry } from '@/features/glossary/api/get-glossary'
import { glossaryConstraint, useSaveGlossaryTerm } from '@/features/glossary/api/save-glossary-term'
import { GLOSSARY_MESSAGES, glossaryTermSchema, type GlossaryTermValues } from '@/features/glossary/schemas'
import { foldTerm } from '@/lib/glossary-links'
import { toAppError } from '@/lib/errors'
import { SLUG_RULE_MESSAGE } from '@/lib/slug-rule'
import { slugify } from '@/lib/slugify'

/** The field a refused save belongs to, and why, from the database's constraint (public.glossary_terms). */
const FIELD_OF_CONSTRAINT: Record<string, [keyof GlossaryTermValues, string]> = {
  glossary_terms_term_key: ['term', GLOSSARY_MESSAGES.termTaken],
  glossary_terms_term_check: ['term', GLOSSARY_MESSAGES.termRequired],
  glossary_terms_slug_key: ['slug', GLOSSARY_MESSAGES.slugTaken],
  glossary_terms_slug_rule: ['slug', SLUG_RULE_MESSAGE],
  glossary_terms_definition_check: ['definition', GLOSSARY_MESSAGES.definitionRequired],
  glossary_terms_source_url_check: ['source_url', GLOSSARY_MESSAGES.sourceUrl],
  glossary_terms_variants_check: ['variants', GLOSSARY_MESSAGES.variants],
}

/**
 * The term dialog's form: the slug follows the term until edited, a term another entry has is refused at the
 * field before saving, and what the database refuses lands at its field; the dialog keeps what was typed.
 */
export function useGlossaryTermForm(entry: GlossaryEntry | null, others: GlossaryEntry[], onSaved: () => void) {
  const [slugManual, setSlugManual] = useState(Boolean(entry))
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<GlossaryTermValues>({
    resolver: zodResolver(glossaryTermSchema),
    defaultValues: {
      term: entry?.term ?? '',
      slug: entry?.slug ?? '',
      variants: entry?.variants ?? [],
      definition: entry?.definition ?? '',
      source_url: entry?.source_url ?? '',
      source_title: entry?.source_title ?? '',
      source_publisher: entry?.source_publisher ?? '',
    },
  })
  const rest = others.filter((other) => other.id !== entry?.id)

  const mutation = useSaveGlossaryTerm({
    meta: {
      errorToast: (error: unknown) => ({
        title: 'Erro ao salvar o termo',
        description: FIELD_OF_CONSTRAINT[glossaryConstraint(error) ?? '']?.[1] ?? toAppError(error).message,
      }),
    },
  })

  /** True, with the message at the field, when another entry has this term (ignoring case and accents). */
  function termTaken(term: string) {
    const taken = foldTerm(term) !== '' && rest.some((other) => foldTerm(other.term) === foldTerm(term))
    if (taken) form.setError('term', { message: GLOSSARY_MESSAGES.termTaken }, { shouldFocus: true })
    return taken
  }

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null)
      if (!termTaken(values.term)) save(values)
    },
    // Said with the other fields' problems, not after them.
    () => termTaken(form.getValues('term')),
  )

  function save(values: GlossaryTermValues) {
    mutation.mutate(
      { id: entry?.id ?? null, values },
      {
        onSuccess: () => {
          toast({ title: entry ? 'Termo atualizado com sucesso!' : 'Termo criado com sucesso!' })
          onSaved()
        },
        onError: (error) => {
          const field = FIELD_OF_CONSTRAINT[glossaryConstraint(error) ?? '']
          if (field) form.setError(field[0], { message: field[1] }, { shouldFocus: true })
          setFailure(field ? field[1] : `Erro ao salvar o termo: ${toAppError(error).message}`)
        },
      },
    )
  }

  return {
    form,
    failure,
    saving: mutation.isPending,
    submit,
    termChanged(term: string) {
      if (!slugManual) form.setValue('slug', slugify(term), { shouldValidate: form.formState.isSubmitted })
    },
    slugEdited: () => setSlugManual(true),
  }
}
