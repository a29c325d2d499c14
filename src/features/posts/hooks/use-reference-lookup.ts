import { useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { PostEditorValues } from '@/features/posts/schemas'
import {
  findSameReference,
  normalizeDoi,
  normalizePmid,
  REFERENCE_FIELD_NAMES,
  referenceFromIdentifier,
  type ReferenceFields,
} from '@/features/posts/utils/references'
import type { ReferenceIdentifier } from '@/lib/references/identifiers'
import { lookUpReference, type LookupFailure } from '@/lib/references/lookup'

type Lookable = ReferenceIdentifier & { kind: 'doi' | 'pmid' }

/** What the reference's look-up shows at its fields: in progress, or why nothing was filled. */
export type LookupStatus =
  { state: 'pending'; text: string } | { state: 'failed'; text: string; identifier: Lookable; canRetry: boolean }

const SOURCE = { doi: 'Crossref', pmid: 'PubMed' } as const

/** docs/product-guide.md#medical-review-and-references: what the editor reads when the data did not come. */
export function lookupFailureText(kind: 'doi' | 'pmid', failure: LookupFailure): string {
  const source = SOURCE[kind]
  const what = kind === 'doi' ? 'DOI' : 'PMID'
  const manual = 'Os dados não foram buscados; preencha os campos à mão ou use "Buscar dados" mais tarde.'
  switch (failure) {
    case 'not-found':
      return `${what} não encontrado.`
    case 'timeout':
      return `O ${source} demorou a responder. ${manual}`
    case 'rate-limited':
      return `O ${source} recebeu consultas demais agora. ${manual}`
    case 'offline':
      return `Sem conexão com a internet. ${manual}`
    default:
      return `Não foi possível buscar os dados no ${source}. ${manual}`
  }
}

const keyOf = (identifier: Lookable) =>
  identifier.kind === 'doi' ? `doi:${identifier.doi.toLowerCase()}` : `pmid:${identifier.pmid}`

/**
 * Fills a pasted DOI's or PMID's reference from Crossref or PubMed: one request per paste (or per
 * "Buscar dados"), never retried by itself; only fields the editor left empty are filled, in the
 * reference that still carries the identifier when the answer comes (it may have moved or gone).
 */
export function useReferenceLookup(form: UseFormReturn<PostEditorValues>) {
  const [statuses, setStatuses] = useState<Record<string, LookupStatus>>({})
  const running = useRef(new Map<string, AbortController>())

  useEffect(() => {
    const controllers = running.current
    return () => controllers.forEach((controller) => controller.abort())
  }, [])

  function setStatus(key: string, status: LookupStatus | null) {
    setStatuses(({ [key]: _previous, ...others }) => (status ? { ...others, [key]: status } : others))
  }

  function fill(identifier: Lookable, found: Partial<Record<keyof ReferenceFields, unknown>>) {
    const index = findSameReference(form.getValues('reference_list'), referenceFromIdentifier(identifier))
    if (index === -1) return
    const current = form.getValues(`reference_list.${index}`)
    for (const name of REFERENCE_FIELD_NAMES) {
      const value = found[name]
      if (value === undefined || value === null || current[name].trim() !== '') continue
      form.setValue(`reference_list.${index}.${name}`, String(value), { shouldDirty: true, shouldValidate: true })
    }
  }

  async function lookUp(identifier: Lookable) {
    const key = keyOf(identifier)
    if (running.current.has(key)) return
    const controller = new AbortController()
    running.current.set(key, controller)
    setStatus(key, { state: 'pending', text: `Buscando dados no ${SOURCE[identifier.kind]}…` })
    const result = await lookUpReference(identifier, controller.signal)
    running.current.delete(key)
    if (controller.signal.aborted) return
    if (result.ok) {
      fill(identifier, result.reference)
      setStatus(key, null)
    } else {
      const text = lookupFailureText(identifier.kind, result.failure)
      setStatus(key, { state: 'failed', text, identifier, canRetry: result.failure !== 'not-found' })
    }
  }

  /** The look-up status of a reference, by the DOI or PMID it holds now. */
  function statusOf(reference: ReferenceFields): LookupStatus | null {
    const doi = normalizeDoi(reference.doi)
    const pmid = normalizePmid(reference.pmid)
    return (doi && statuses[`doi:${doi.toLowerCase()}`]) || (pmid && statuses[`pmid:${pmid}`]) || null
  }

  return { lookUp, statusOf }
}
