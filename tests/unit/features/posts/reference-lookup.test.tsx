import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ReferencesField } from '@/features/posts/components/post-editor/references-field'
import type { MarkerInserter } from '@/features/posts/components/post-editor/rich-text-editor'
import type { PostEditorValues } from '@/features/posts/schemas'
import { CROSSREF_API, EUTILS_API, lookUpReference, lookupUrl } from '@/lib/references/lookup'
import { CROSSREF_ORGLETT, PUBMED_NOT_FOUND, PUBMED_SEMANTIC_BODY } from '../../../fixtures/reference-metadata'
import { crossrefDown, crossrefHangs, crossrefStatus, referenceMetadataHandlers } from '../../../msw/reference-metadata'

const server = setupServer(...referenceMetadataHandlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Every look-up request that reached the (fake) outside APIs. */
function recordRequests() {
  const urls: string[] = []
  server.events.on('request:start', ({ request }) => {
    urls.push(request.url)
  })
  afterEach(() => {
    urls.length = 0
  })
  return urls
}
const requests = recordRequests()

function Harness() {
  const form = useForm<PostEditorValues>({ defaultValues: { content: '', reference_list: [] } })
  const inserter = useRef<MarkerInserter | null>(null)
  return <ReferencesField form={form} inserter={inserter} />
}

async function paste(text: string) {
  render(<Harness />)
  await userEvent.click(screen.getByLabelText('Colar DOI, PMID ou link'))
  await userEvent.paste(text)
  return within(screen.getByTestId('reference-item'))
}

const value = (item: ReturnType<typeof within>, label: string) => (item.getByLabelText(label) as HTMLInputElement).value

describe('metadata from a pasted DOI or PMID', () => {
  it('fills authors, title, journal, year and link of a pasted DOI from Crossref', async () => {
    const item = await paste(`https://doi.org/${CROSSREF_ORGLETT.doi}`)
    expect(await item.findByDisplayValue('Organic Letters')).toBeInTheDocument()
    expect(value(item, 'Autores')).toBe('Mansfield SJ, Smith RC, Yong JRJ, Garry OL, Anderson EA')
    expect(value(item, 'Título')).toBe('A General Copper-Catalyzed Synthesis of Ynamides from 1,2-Dichloroenamides')
    expect(value(item, 'Ano')).toBe('2019')
    expect(value(item, 'DOI')).toBe(CROSSREF_ORGLETT.doi)
    expect(value(item, 'Link')).toBe(`https://doi.org/${CROSSREF_ORGLETT.doi}`)
    expect(item.getByTestId('reference-lookup-status')).toHaveTextContent('')
    expect(requests).toEqual([`${CROSSREF_API}/works/10.1021%2Facs.orglett.9b00971`])
  })

  it('fills a pasted PMID from PubMed, its DOI included', async () => {
    const item = await paste(`PMID: ${PUBMED_SEMANTIC_BODY.pmid}`)
    expect(await item.findByDisplayValue('Bioinformatics')).toBeInTheDocument()
    expect(value(item, 'Autores')).toBe('Lekschas F, Stachelscheid H, Seltmann S, Kurtz A')
    expect(value(item, 'Ano')).toBe('2015')
    expect(value(item, 'DOI')).toBe('10.1093/bioinformatics/btu707')
    expect(value(item, 'PMID')).toBe('25344497')
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]).searchParams.get('tool')).toBe('cannabis-medicinal-editor')
  })

  it('never overwrites what the editor typed while the answer was on its way', async () => {
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(`${CROSSREF_API}/works/*`, async () => {
        await answered
        return new HttpResponse(CROSSREF_ORGLETT.body, { headers: { 'Content-Type': 'application/json' } })
      }),
    )
    const item = await paste(CROSSREF_ORGLETT.doi)
    expect(item.getByRole('status')).toHaveTextContent('Buscando dados no Crossref…')
    await userEvent.type(item.getByLabelText('Título'), 'Meu título')
    await userEvent.type(item.getByLabelText('Ano'), '2018')
    answer()
    expect(await item.findByDisplayValue('Organic Letters')).toBeInTheDocument()
    expect(value(item, 'Título')).toBe('Meu título')
    expect(value(item, 'Ano')).toBe('2018')
    expect(value(item, 'Autores')).toBe('Mansfield SJ, Smith RC, Yong JRJ, Garry OL, Anderson EA')
  })

  it('says "DOI não encontrado" at the field for a DOI Crossref does not know, changing nothing else', async () => {
    const item = await paste('10.1000/nao-existe')
    expect(await item.findByText('DOI não encontrado.')).toBeInTheDocument()
    expect(value(item, 'DOI')).toBe('10.1000/nao-existe')
    for (const label of ['Autores', 'Título', 'Revista ou órgão emissor', 'Ano', 'PMID', 'Link'])
      expect(value(item, label)).toBe('')
    expect(item.queryByRole('button', { name: 'Buscar dados' })).not.toBeInTheDocument()
  })

  it('says "PMID não encontrado" for the error entry esummary gives an unknown PMID', async () => {
    const item = await paste(PUBMED_NOT_FOUND.pmid)
    expect(await item.findByText('PMID não encontrado.')).toBeInTheDocument()
    expect(value(item, 'Título')).toBe('')
  })

  it('says Crossref is rate-limiting, asks once and keeps the fields editable', async () => {
    server.use(crossrefStatus(429))
    const item = await paste(CROSSREF_ORGLETT.doi)
    expect(await item.findByText(/O Crossref recebeu consultas demais agora/)).toBeInTheDocument()
    await userEvent.type(item.getByLabelText('Título'), 'Título à mão')
    expect(value(item, 'Título')).toBe('Título à mão')
    expect(requests).toHaveLength(1)
  })

  it('says the data could not be fetched when offline, and "Buscar dados" asks again once', async () => {
    server.use(crossrefDown())
    const item = await paste(CROSSREF_ORGLETT.doi)
    expect(await item.findByText(/Não foi possível buscar os dados no Crossref/)).toBeInTheDocument()
    expect(value(item, 'DOI')).toBe(CROSSREF_ORGLETT.doi)
    // Back online: drop the override (resetHandlers with arguments would replace the initial handlers for later tests).
    server.resetHandlers()
    await userEvent.click(item.getByRole('button', { name: 'Buscar dados' }))
    expect(await item.findByDisplayValue('Organic Letters')).toBeInTheDocument()
    expect(requests).toHaveLength(2)
  })
})

describe('lookUpReference', () => {
  it('gives up after the time-out and says so', async () => {
    server.use(crossrefHangs())
    expect(await lookUpReference({ kind: 'doi', doi: CROSSREF_ORGLETT.doi, url: '' }, undefined, 20)).toEqual({
      ok: false,
      failure: 'timeout',
    })
  })

  it("sends the contact address as Crossref's mailto and NCBI's email", () => {
    expect(lookupUrl({ kind: 'doi', doi: '10.1/x' }, 'equipe@example.org')).toBe(
      `${CROSSREF_API}/works/10.1%2Fx?mailto=equipe%40example.org`,
    )
    expect(lookupUrl({ kind: 'pmid', pmid: '1' }, 'equipe@example.org')).toBe(
      `${EUTILS_API}/esummary.fcgi?db=pubmed&id=1&retmode=json&tool=cannabis-medicinal-editor&email=equipe%40example.org`,
    )
    expect(lookupUrl({ kind: 'doi', doi: '10.1/x' }, '')).toBe(`${CROSSREF_API}/works/10.1%2Fx`)
  })
})
