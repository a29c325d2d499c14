import { ArrowDown, ArrowUp, BookPlus, Plus, Quote, Trash2 } from 'lucide-react'
import { useId, useState, type RefObject } from 'react'
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { MarkerInserter } from '@/features/posts/components/post-editor/rich-text-editor'
import { REFERENCE_MESSAGES, type PostEditorValues } from '@/features/posts/schemas'
import {
  emptyReference,
  findSameReference,
  readPastedIdentifier,
  referenceCitationText,
  referenceFromIdentifier,
  REFERENCES_MAX,
  REFERENCES_MAX_MESSAGE,
  type ReferenceFields,
} from '@/features/posts/utils/references'
import { markerNumbers, movedNumbers, removedNumbers, renumberMarkers } from '@/lib/references/markers'

const FIELDS: Array<{ name: keyof ReferenceFields; label: string; wide?: boolean; inputMode?: 'numeric' | 'url' }> = [
  { name: 'authors', label: 'Autores', wide: true },
  { name: 'title', label: 'Título', wide: true },
  { name: 'container', label: 'Revista ou órgão emissor', wide: true },
  { name: 'year', label: 'Ano', inputMode: 'numeric' },
  { name: 'doi', label: 'DOI' },
  { name: 'pmid', label: 'PMID', inputMode: 'numeric' },
  { name: 'url', label: 'Link', inputMode: 'url' },
]

const MOVES = [
  { direction: 'cima', step: -1, Icon: ArrowUp },
  { direction: 'baixo', step: 1, Icon: ArrowDown },
] as const

/** The list-level error (over 100): zod puts it on the array itself. */
function listError(errors: FieldErrors<PostEditorValues>): string | undefined {
  const list = errors.reference_list
  return list?.message ?? list?.root?.message
}

/**
 * "Referências" (docs/product-guide.md#medical-review-and-references): the post's ordered references,
 * added by pasting a DOI, PMID or link (recognised here, no network) or typed field by field, with
 * "Inserir marcador" putting "[n]" at the writer's cursor. Moving or removing a reference renumbers
 * the markers in the content (docs/decisions/019-references-and-markers.md).
 */
export function ReferencesField({
  form,
  inserter,
}: {
  form: UseFormReturn<PostEditorValues>
  inserter: RefObject<MarkerInserter | null>
}) {
  const { control, register, getValues, setValue, formState } = form
  const { errors } = formState
  const { fields, append, move, remove } = useFieldArray({ control, name: 'reference_list' })
  const references = useWatch({ control, name: 'reference_list' })
  const headingId = useId()
  const pasteId = useId()
  const pasteErrorId = useId()
  const [pasted, setPasted] = useState('')
  const [pasteError, setPasteError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<number | null>(null)
  const full = fields.length >= REFERENCES_MAX

  function renumber(map: (n: number) => number | null) {
    const content = getValues('content')
    const next = renumberMarkers(content, map)
    if (next !== content) setValue('content', next, { shouldDirty: true })
  }

  function add(reference: ReferenceFields) {
    if (full) {
      setPasteError(REFERENCES_MAX_MESSAGE)
      return false
    }
    append(reference, { focusName: `reference_list.${fields.length}.title` })
    return true
  }

  function addPasted(text: string) {
    if (text.trim() === '') return
    const read = readPastedIdentifier(text, REFERENCE_MESSAGES)
    if ('error' in read) {
      setPasteError(read.error)
      return
    }
    const reference = referenceFromIdentifier(read.identifier)
    const same = findSameReference(getValues('reference_list'), reference)
    if (same !== -1) {
      setPasteError(`Esta referência já está na lista (referência ${same + 1}).`)
      return
    }
    if (add(reference)) {
      setPasted('')
      setPasteError(null)
    }
  }

  function moveReference(from: number, to: number) {
    move(from, to)
    renumber(movedNumbers(from, to))
  }

  function removeReference(index: number) {
    remove(index)
    renumber(removedNumbers(index))
    setRemoving(null)
  }

  const error = pasteError ?? (full ? null : listError(errors))
  const markersOfRemoved =
    removing === null ? 0 : markerNumbers(getValues('content')).filter((n) => n === removing + 1).length

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="references-field"
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Referências
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Cole um DOI, um PMID ou um link, ou preencha os campos. &ldquo;Inserir marcador&rdquo; põe [n] onde está o
          cursor no conteúdo; o artigo termina com a lista numerada.
        </p>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={pasteId}>Colar DOI, PMID ou link</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={pasteId}
            value={pasted}
            placeholder="10.1056/…, PMID 28538134 ou https://…"
            className="min-w-0 flex-1 basis-56"
            spellCheck={false}
            aria-invalid={pasteError ? true : undefined}
            aria-describedby={error ? pasteErrorId : undefined}
            onChange={(event) => {
              setPasted(event.target.value)
              setPasteError(null)
            }}
            onPaste={(event) => {
              // A recognised identifier becomes a reference at once; anything else stays in the box to fix.
              const text = event.clipboardData.getData('text')
              if ('identifier' in readPastedIdentifier(text, REFERENCE_MESSAGES)) {
                event.preventDefault()
                setPasted(text)
                addPasted(text)
              }
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault() // Enter here adds the reference; it never submits the post
              addPasted(pasted)
            }}
          />
          <Button variant="outline" onClick={() => addPasted(pasted)} disabled={pasted.trim() === ''}>
            <BookPlus aria-hidden="true" />
            Adicionar
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              if (add(emptyReference())) setPasteError(null)
            }}
          >
            <Plus aria-hidden="true" />
            Adicionar manualmente
          </Button>
        </div>
        {error ? (
          <p id={pasteErrorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>

      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">Nenhuma referência.</p>
      ) : (
        <ol className="space-y-4" aria-label="Referências do post">
          {fields.map((field, index) => {
            const n = index + 1
            const reference = references[index] ?? field
            const itemErrors = errors.reference_list?.[index]
            return (
              <li key={field.id} className="rounded-md border border-slate-200 p-3" data-testid="reference-item">
                <fieldset className="min-w-0">
                  <legend className="text-sm font-semibold text-slate-900">
                    [{n}]{' '}
                    <span className="font-normal text-slate-600">
                      {referenceCitationText(reference) || 'Nova referência'}
                    </span>
                  </legend>
                  <div className="mt-3 grid gap-3 sm:grid-cols-2">
                    {FIELDS.map(({ name, label, wide, inputMode }) => (
                      <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
                        <FormField label={label} error={itemErrors?.[name]?.message}>
                          {(props) => (
                            <Input
                              {...props}
                              inputMode={inputMode}
                              spellCheck={name === 'title' || name === 'authors' ? undefined : false}
                              {...register(`reference_list.${index}.${name}`)}
                            />
                          )}
                        </FormField>
                      </div>
                    ))}
                  </div>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => inserter.current?.insertMarker(n)}>
                      <Quote aria-hidden="true" />
                      Inserir marcador [{n}]
                    </Button>
                    {MOVES.map(({ direction, step, Icon }) => (
                      <Button
                        key={direction}
                        size="sm"
                        variant="ghost"
                        aria-label={`Mover referência ${n} para ${direction}`}
                        title={`Mover para ${direction}`}
                        disabled={index + step < 0 || index + step >= fields.length}
                        onClick={() => moveReference(index, index + step)}
                      >
                        <Icon aria-hidden="true" />
                      </Button>
                    ))}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={`Remover referência ${n}`}
                      onClick={() => setRemoving(index)}
                    >
                      <Trash2 aria-hidden="true" />
                      Remover
                    </Button>
                  </div>
                </fieldset>
              </li>
            )
          })}
        </ol>
      )}

      {removing !== null ? (
        <ConfirmDialog
          title={`Remover a referência ${removing + 1}?`}
          question={
            markersOfRemoved > 0
              ? `${markersOfRemoved === 1 ? 'O marcador' : `Os ${markersOfRemoved} marcadores`} [${removing + 1}] no conteúdo também ${markersOfRemoved === 1 ? 'sai' : 'saem'}, e as referências seguintes são renumeradas.`
              : 'As referências seguintes e seus marcadores no conteúdo são renumerados.'
          }
          confirmLabel="Remover"
          failure={null}
          pending={false}
          onConfirm={() => removeReference(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  )
}
