import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PostDetail } from '@/features/posts/api/types'
import { ArticleView } from '@/features/posts/components/article-view'
import { emptyMediaDetails, type MediaDetails } from '@/lib/media-ref'
import { buildPostDetail } from '../../../factories/post'

const STORAGE = 'https://x.supabase.co/storage/v1/object/public/post-images'
const coverRef = { bucket_id: 'post-images', object_name: 'capa-1600x900.webp' } as const
const bodyRef = { bucket_id: 'post-images', object_name: 'grafico.webp' } as const

const details = (ref: typeof coverRef | typeof bodyRef, overrides: Partial<MediaDetails>): MediaDetails => ({
  ...emptyMediaDetails(ref),
  ...overrides,
})

const show = (overrides: Partial<PostDetail>) =>
  render(
    <MemoryRouter>
      <ArticleView
        article={{
          ...buildPostDetail({ title: 'Folhas verdes', image: `${STORAGE}/${coverRef.object_name}` }),
          ...overrides,
        }}
        url="https://blog.test/blog/post/folhas-verdes"
        interactive={false}
      />
    </MemoryRouter>,
  )

describe('caption and credit of the images on the article', () => {
  it("shows the cover's alt, caption and a third party's credit with its licence, the library's credit over image_credit", () => {
    show({
      image_credit: { source: 'ai' },
      image_details: [
        details(coverRef, {
          alt: 'Frasco conta-gotas',
          caption: 'Óleo <b>de</b> CBD',
          credit_kind: 'third_party',
          credit_source: 'Wikimedia Commons',
          credit_url: 'https://commons.wikimedia.org/wiki/File:X.jpg',
          credit_licence: 'CC BY-SA 4.0',
        }),
      ],
    })
    expect(screen.getByRole('img', { name: 'Frasco conta-gotas' })).toBeInTheDocument()
    const caption = screen.getByTestId('cover-credit')
    expect(caption).toHaveTextContent('Óleo <b>de</b> CBD — Imagem: Wikimedia Commons. Licença: CC BY-SA 4.0')
    expect(within(caption).getByRole('link', { name: 'Wikimedia Commons' })).toHaveAttribute(
      'href',
      'https://commons.wikimedia.org/wiki/File:X.jpg',
    )
    expect(caption).not.toHaveTextContent('gerada por IA')
  })

  it('puts a body image with details in a figure with its caption and credit, as text', () => {
    show({
      content: `<p>Antes.</p><p><img src="${STORAGE}/${bodyRef.object_name}" alt="Gráfico"></p><img src="https://cdn.example/a.png" alt="Fora">`,
      image_details: [
        details(bodyRef, {
          alt: 'Gráfico',
          caption: '<img src=x onerror=alert(1)>',
          credit_kind: 'pexels',
          credit_author: 'Ana',
          credit_url: 'https://www.pexels.com/photo/1/',
        }),
      ],
    })
    const body = screen.getByTestId('article-body')
    const figure = body.querySelector('figure')
    expect(figure?.querySelector('img')?.getAttribute('alt')).toBe('Gráfico')
    expect(figure?.querySelector('figcaption')).toHaveTextContent('<img src=x onerror=alert(1)> — Foto: Ana / Pexels')
    expect(within(figure as HTMLElement).getByRole('link', { name: 'Ana' })).toHaveAttribute(
      'href',
      'https://www.pexels.com/photo/1/',
    )
    expect(body.querySelectorAll('img')).toHaveLength(2)
    expect(body.querySelectorAll('figure')).toHaveLength(1)
  })

  it('says "Imagem gerada por IA" for an AI image and nothing for own work', () => {
    const { unmount } = show({ image_details: [details(coverRef, { alt: 'Capa', credit_kind: 'ai' })] })
    expect(screen.getByTestId('cover-credit')).toHaveTextContent('Imagem gerada por IA')
    unmount()
    show({ image_credit: null, image_details: [details(coverRef, { alt: 'Capa', credit_kind: 'own' })] })
    expect(screen.queryByTestId('cover-credit')).not.toBeInTheDocument()
  })
})
