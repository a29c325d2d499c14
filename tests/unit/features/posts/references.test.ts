import { Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { describe, expect, it } from 'vitest'
import type { EditablePost } from '@/features/posts/api/get-post-for-edit'
import { ReferenceMarker } from '@/features/posts/components/post-editor/reference-marker'
import { postEditorSchema, REFERENCE_MESSAGES, referenceSchema, type PostEditorValues } from '@/features/posts/schemas'
import { creatorExcerpt } from '@/features/posts/utils/excerpt'
import { formValuesFromPost, postPayloadFromForm } from '@/features/posts/utils/post-form-values'
import {
  referenceLinks,
  citationJsonLd,
  emptyReference,
  findSameReference,
  readPastedIdentifier,
  referenceCitationText,
  referenceFromFields,
  referenceFromIdentifier,
  REFERENCES_MAX_MESSAGE,
  type ReferenceFields,
} from '@/features/posts/utils/references'
import { parseReferenceIdentifier } from '@/lib/references/identifiers'
import { markerHtml } from '@/lib/references/markers'
import { sanitizeHtml } from '@/lib/sanitize-html'

const fields = (overrides: Partial<ReferenceFields>): ReferenceFields => ({ ...emptyReference(), ...overrides })

function messagesOf(reference: ReferenceFields) {
  const result = referenceSchema.safeParse(reference)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('a pasted identifier', () => {
  it('pre-fills a new reference with what it is: the DOI, the PMID or the link', () => {
    const from = (text: string) => {
      const identifier = parseReferenceIdentifier(text)
      if (!identifier) throw new Error(text)
      return referenceFromIdentifier(identifier)
    }
    expect(from('https://doi.org/10.1056/NEJMoa1611618')).toEqual(fields({ doi: '10.1056/NEJMoa1611618' }))
    expect(from('PMID: 28538134')).toEqual(fields({ pmid: '28538134' }))
    expect(from('https://www.gov.br/anvisa/pt-br')).toEqual(fields({ url: 'https://www.gov.br/anvisa/pt-br' }))
  })

  it('that is almost a DOI or a PMID says which, in pt-BR; anything else says what is accepted', () => {
    expect(readPastedIdentifier('10.12/abc', REFERENCE_MESSAGES)).toEqual({ error: REFERENCE_MESSAGES.doi })
    expect(readPastedIdentifier('doi: 10.1056', REFERENCE_MESSAGES)).toEqual({ error: REFERENCE_MESSAGES.doi })
    expect(readPastedIdentifier('PMID 1234567890', REFERENCE_MESSAGES)).toEqual({ error: REFERENCE_MESSAGES.pmid })
    expect(readPastedIdentifier('Devinsky et al.', REFERENCE_MESSAGES)).toEqual({
      error: expect.stringContaining('Não reconhecemos um DOI, um PMID ou um link') as string,
    })
    expect(readPastedIdentifier('28538134', REFERENCE_MESSAGES)).toMatchObject({ identifier: { kind: 'pmid' } })
  })

  it('already in the list is found by its DOI (any case), PMID or link', () => {
    const list = [fields({ title: 'A', pmid: '1' }), fields({ doi: '10.1056/NEJMoa1611618' })]
    expect(findSameReference(list, fields({ doi: 'https://doi.org/10.1056/nejmoa1611618' }))).toBe(1)
    expect(findSameReference(list, fields({ pmid: 'PMID: 1' }))).toBe(0)
    expect(findSameReference(list, fields({ title: 'A' }))).toBe(-1)
  })
})

describe('referenceSchema', () => {
  it('says at the field, in pt-BR, what is wrong with a DOI, a PMID, a link or a year', () => {
    expect(messagesOf(fields({ doi: '10.12/abc', pmid: '12a', url: 'ftp://x.org', year: '19' }))).toEqual({
      doi: REFERENCE_MESSAGES.doi,
      pmid: REFERENCE_MESSAGES.pmid,
      url: REFERENCE_MESSAGES.url,
      year: REFERENCE_MESSAGES.year,
    })
  })

  it('wants something a reader can find: a title, DOI, PMID or link', () => {
    expect(messagesOf(fields({ authors: 'Devinsky O', year: '2017' }))).toEqual({ title: REFERENCE_MESSAGES.findable })
    expect(messagesOf(fields({ title: 'Trial of Cannabidiol' }))).toEqual({})
    expect(messagesOf(fields({ doi: 'doi:10.1056/NEJMoa1611618' }))).toEqual({})
  })

  it('refuses a list over 100 with its message, and keeps the list as typed', () => {
    const values: PostEditorValues = {
      ...formValuesFromPost(null, 'autora'),
      title: 'T',
      slug: 't',
      content: '<p>x</p>',
      category_id: 'c',
      reference_list: Array.from({ length: 101 }, (_, i) => fields({ title: `R${i}` })),
    }
    const result = postEditorSchema.safeParse(values)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reference_list', REFERENCES_MAX_MESSAGE],
    ])
    expect(postEditorSchema.safeParse({ ...values, reference_list: values.reference_list.slice(0, 100) }).success).toBe(
      true,
    )
    expect(values.reference_list).toHaveLength(101)
  })
})

describe('references saved and loaded', () => {
  it('are stored trimmed, with bare identifiers and without empty fields (the database refuses nulls)', () => {
    expect(
      referenceFromFields(
        fields({
          authors: ' Devinsky O,  Cross JH ',
          title: 'Trial',
          year: '2017',
          doi: 'https://doi.org/10.1056/NEJMoa1611618',
          pmid: 'PMID: 28538134',
        }),
      ),
    ).toEqual({
      authors: 'Devinsky O, Cross JH',
      title: 'Trial',
      year: '2017',
      doi: '10.1056/NEJMoa1611618',
      pmid: '28538134',
    })
  })

  it('travel with the post: form → payload → form', () => {
    const values: PostEditorValues = {
      ...formValuesFromPost(null, 'autora'),
      reference_list: [fields({ title: 'A', year: '2019' }), fields({ url: 'https://x.org/a' })],
    }
    const payload = postPayloadFromForm(values, null)
    expect(payload.reference_list).toEqual([{ title: 'A', year: '2019' }, { url: 'https://x.org/a' }])
    // The database may hand a year back as a number.
    const loaded = formValuesFromPost({ reference_list: [{ title: 'A', year: 2019 }] } as EditablePost, 'autora')
    expect(loaded.reference_list).toEqual([fields({ title: 'A', year: '2019' })])
  })

  it('leave their markers out of a derived excerpt', () => {
    expect(creatorExcerpt(`<p>Caíram 39%.${markerHtml(1)}</p><p>Outro ${markerHtml(2)}dado.</p>`)).toBe(
      'Caíram 39%. Outro dado.',
    )
  })

  it('read as "Autores. Título. Revista. Ano."', () => {
    expect(
      referenceCitationText({
        authors: 'Devinsky O, et al',
        title: 'Trial of Cannabidiol?',
        container: 'N Engl J Med',
        year: 2017,
      }),
    ).toBe('Devinsky O, et al. Trial of Cannabidiol? N Engl J Med. 2017.')
  })
})

describe('citationJsonLd', () => {
  it('makes a ScholarlyArticle of a reference with a DOI or PMID, a CreativeWork of the rest, in order', () => {
    expect(
      citationJsonLd([
        {
          authors: 'Devinsky O, et al',
          title: 'Trial',
          container: 'N Engl J Med',
          year: '2017',
          doi: '10.1056/NEJMoa1611618',
          pmid: '28538134',
        },
        { title: 'RDC 1.015/2026', container: 'Anvisa', url: 'https://example.org/rdc' },
        { pmid: '123' },
      ]),
    ).toEqual([
      {
        '@type': 'ScholarlyArticle',
        name: 'Trial',
        author: 'Devinsky O, et al',
        datePublished: '2017',
        isPartOf: { '@type': 'Periodical', name: 'N Engl J Med' },
        url: 'https://doi.org/10.1056/NEJMoa1611618',
        sameAs: ['https://pubmed.ncbi.nlm.nih.gov/28538134/'],
      },
      {
        '@type': 'CreativeWork',
        name: 'RDC 1.015/2026',
        publisher: { '@type': 'Organization', name: 'Anvisa' },
        url: 'https://example.org/rdc',
      },
      {
        '@type': 'ScholarlyArticle',
        name: 'https://pubmed.ncbi.nlm.nih.gov/123/',
        url: 'https://pubmed.ncbi.nlm.nih.gov/123/',
      },
    ])
  })
})

describe('the marker in the rich-text editor', () => {
  const editorWith = (content: string) => new Editor({ extensions: [StarterKit, ReferenceMarker], content })

  it('loads a saved marker back as a marker and writes it as it was, through the sanitiser too', () => {
    const saved = `<p>Reduziu as crises ${markerHtml(2)} e ${markerHtml(1)}.</p>`
    const editor = editorWith(sanitizeHtml(saved))
    expect(editor.getHTML()).toBe(saved)
    expect(sanitizeHtml(editor.getHTML())).toBe(saved)
    editor.destroy()
  })

  it('is inserted at the cursor as one atom, and an ordinary link to #ref-n stays a link', () => {
    const editor = editorWith('<p>Antes depois</p><p><a href="#ref-1">veja</a></p>')
    editor
      .chain()
      .setTextSelection(7)
      .insertContent({ type: ReferenceMarker.name, attrs: { n: 3 } })
      .run()
    expect(editor.getHTML()).toBe(
      `<p>Antes ${markerHtml(3)}depois</p><p><a target="_blank" rel="noopener noreferrer nofollow" href="#ref-1">veja</a></p>`,
    )
    editor.destroy()
  })
})

describe('links of a reference', () => {
  it('shows a link that only repeats the DOI or the PMID once', () => {
    expect(
      referenceLinks({ doi: '10.1056/NEJMoa1611618', url: 'https://doi.org/10.1056/NEJMoa1611618' }).url,
    ).toBeNull()
    expect(referenceLinks({ pmid: '28538134', url: 'http://pubmed.ncbi.nlm.nih.gov/28538134' }).url).toBeNull()
    expect(
      referenceLinks({ doi: '10.1056/NEJMoa1611618', url: 'https://www.nejm.org/doi/full/10.1056/NEJMoa1611618' }).url,
    ).toBe('https://www.nejm.org/doi/full/10.1056/NEJMoa1611618')
  })
})
