import { ArrowDown, ArrowUp, BookPlus, LoaderCircle, Plus, Quote, RefreshCw, Trash2 } from 'lucide-react'
import { useId, useState, type RefObject } from 'react'
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { MarkerInserter } from '@/features/posts/components/post-editor/rich-text-editor'
import { useReferenceLookup, type LookupStatus } from '@/features/posts/hooks/use-reference-lookup'
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

type PostForm = UseFormReturn<PostEditorValues>

/**
 * The references as a list to edit: added from a pasted identifier (once each, at most 100) or empty,
 * moved and removed with the content's markers renumbered to match.
 */
function useReferenceList(form: PostForm) {
  const { control, getValues, setValue } = form
  const lookup = useReferenceLookup(form)
  const { fields, append, move, remove } = useFieldArray({ control, name: 'reference_list' })
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
      // Crossref or PubMed fills what they know; a link has nothing to look up.
      if (read.identifier.kind !== 'url') void lookup.lookUp(read.identifier)
    }
  }

  return {
    fields,
    full,
    pasted,
    pasteError,
    removing,
    lookup,
    type(text: string) {
      setPasted(text)
      setPasteError(null)
    },
    addPasted,
    addEmpty() {
      if (add(emptyReference())) setPasteError(null)
    },
    move(from: number, to: number) {
      move(from, to)
      renumber(movedNumbers(from, to))
    },
    askRemove: setRemoving,
    remove(index: number) {
      remove(index)
      renumber(removedNumbers(index))
      setRemoving(null)
    },
  }
}

type ReferenceList = ReturnType<typeof useReferenceList>

/** "Colar DOI, PMID ou link", "Adicionar", "Adicionar manualmente", and why a paste was refused. */
function ReferencePasteBox({ list, error }: { list: ReferenceList; error: string | null | undefined }) {
  const pasteId = useId()
  const pasteErrorId = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={pasteId}>Colar DOI, PMID ou link</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={pasteId}
          value={list.pasted}
          placeholder="10.1056/…, PMID 28538134 ou https://…"
          className="min-w-0 flex-1 basis-56"
          spellCheck={false}
          aria-invalid={list.pasteError ? true : undefined}
          aria-describedby={error ? pasteErrorId : undefined}
          onChange={(event) => list.type(event.target.value)}
          onPaste={(event) => {
            // A recognised identifier becomes a reference at once; anything else stays in the box to fix.
            const text = event.clipboardData.getData('text')
            if ('identifier' in readPastedIdentifier(text, REFERENCE_MESSAGES)) {
              event.preventDefault()
              list.type(text)
              list.addPasted(text)
            }
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault() // Enter here adds the reference; it never submits the post
            list.addPasted(list.pasted)
          }}
        />
        <Button variant="outline" onClick={() => list.addPasted(list.pasted)} disabled={list.pasted.trim() === ''}>
          <BookPlus aria-hidden="true" />
          Adicionar
        </Button>
        <Button variant="ghost" onClick={list.addEmpty}>
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
  )
}

/** "Buscando dados no Crossref…", or why nothing was filled, with "Buscar dados" when trying again may help. */
function LookupStatusLine({ status, lookup }: { status: LookupStatus | null; lookup: ReferenceList['lookup'] }) {
  return (
    <div role="status" className="mt-2 min-h-0 text-sm" data-testid="reference-lookup-status">
      {status?.state === 'pending' ? (
        <p className="flex items-center gap-2 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {status.text}
        </p>
      ) : status?.state === 'failed' ? (
        <div className="flex flex-wrap items-center gap-2 text-amber-800">
          <p>{status.text}</p>
          {status.canRetry ? (
            <Button size="sm" variant="outline" onClick={() => void lookup.lookUp(status.identifier)}>
              <RefreshCw aria-hidden="true" />
              Buscar dados
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/** One reference: its citation as the legend, its fields, "Inserir marcador [n]", moving and removing. */
function ReferenceItem({
  form,
  list,
  index,
  reference,
  inserter,
}: {
  form: PostForm
  list: ReferenceList
  index: number
  reference: ReferenceFields
  inserter: RefObject<MarkerInserter | null>
}) {
  const n = index + 1
  const itemErrors = form.formState.errors.reference_list?.[index]
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="reference-item">
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-slate-900">
          [{n}]{' '}
          <span className="font-normal text-slate-600">{referenceCitationText(reference) || 'Nova referência'}</span>
        </legend>
        <LookupStatusLine status={list.lookup.statusOf(reference)} lookup={list.lookup} />
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {FIELDS.map(({ name, label, wide, inputMode }) => (
            <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
              <FormField label={label} error={itemErrors?.[name]?.message}>
                {(props) => (
                  <Input
                    {...props}
                    inputMode={inputMode}
                    spellCheck={name === 'title' || name === 'authors' ? undefined : false}
                    {...form.register(`reference_list.${index}.${name}`)}
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
              disabled={index + step < 0 || index + step >= list.fields.length}
              onClick={() => list.move(index, index + step)}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Remover referência ${n}`}
            onClick={() => list.askRemove(index)}
          >
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        </div>
      </fieldset>
    </li>
  )
}

/** "Remover a referência n?", saying which markers in the content go with it. */
function RemoveReferenceDialog({ list, index, content }: { list: ReferenceList; index: number; content: string }) {
  const n = index + 1
  const markers = markerNumbers(content).filter((marker) => marker === n).length
  return (
    <ConfirmDialog
      title={`Remover a referência ${n}?`}
      question={
        markers > 0
          ? `${markers === 1 ? 'O marcador' : `Os ${markers} marcadores`} [${n}] no conteúdo também ${markers === 1 ? 'sai' : 'saem'}, e as referências seguintes são renumeradas.`
          : 'As referências seguintes e seus marcadores no conteúdo são renumerados.'
      }
      confirmLabel="Remover"
      failure={null}
      pending={false}
      onConfirm={() => list.remove(index)}
      onClose={() => list.askRemove(null)}
    />
  )
}

/**
 * "Referências" (docs/product-guide.md#medical-review-and-references): the post's ordered references,
 * added by pasting a DOI, PMID or link (recognised here, no network) or typed field by field, with
 * "Inserir marcador" putting "[n]" at the writer's cursor. Moving or removing a reference renumbers
 * the markers in the content (docs/decisions/019-references-and-markers.md).
 */
export function ReferencesField({ form, inserter }: { form: PostForm; inserter: RefObject<MarkerInserter | null> }) {
  const list = useReferenceList(form)
  const references = useWatch({ control: form.control, name: 'reference_list' })
  const headingId = useId()

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

      <ReferencePasteBox list={list} error={list.pasteError ?? (list.full ? null : listError(form.formState.errors))} />

      {list.fields.length === 0 ? (
        <p className="text-sm text-slate-500">Nenhuma referência.</p>
      ) : (
        <ol className="space-y-4" aria-label="Referências do post">
          {list.fields.map((field, index) => (
            <ReferenceItem
              key={field.id}
              form={form}
              list={list}
              index={index}
              reference={references[index] ?? field}
              inserter={inserter}
            />
          ))}
        </ol>
      )}

      {list.removing !== null ? (
        <RemoveReferenceDialog list={list} index={list.removing} content={form.getValues('content')} />
      ) : null}
    </section>
  )
}
