import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PostDetail } from '@/features/posts/api/types'
import { ArticleView } from '@/features/posts/components/article-view'
import { buildPostDetail } from '../../../factories/post'

const article = buildPostDetail({
  title: 'Folhas verdes',
  slug: 'folhas-verdes',
  image: 'https://storage.test/post-images/capa.webp',
})

const show = (overrides: Partial<PostDetail>) =>
  render(
    <MemoryRouter>
      <ArticleView
        article={{ ...article, ...overrides }}
        url="https://blog.test/blog/post/folhas-verdes"
        interactive={false}
      />
    </MemoryRouter>,
  )

describe('cover credit on the article', () => {
  it('credits a Pexels photographer with links to the photo and to Pexels', () => {
    show({
      image_credit: { source: 'pexels', photographer: 'Ana Fotógrafa', url: 'https://www.pexels.com/photo/4207/' },
    })
    const credit = screen.getByTestId('cover-credit')
    expect(credit).toHaveTextContent('Foto: Ana Fotógrafa / Pexels')
    expect(within(credit).getByRole('link', { name: 'Ana Fotógrafa' })).toHaveAttribute(
      'href',
      'https://www.pexels.com/photo/4207/',
    )
    expect(within(credit).getByRole('link', { name: 'Pexels' })).toHaveAttribute('href', 'https://www.pexels.com')
  })

  it('discloses an AI image, and says nothing for an uploaded cover or when there is no cover', () => {
    const { unmount } = show({ image_credit: { source: 'ai' } })
    expect(screen.getByTestId('cover-credit')).toHaveTextContent('Imagem gerada por IA')
    unmount()
    show({ image_credit: null })
    expect(screen.queryByTestId('cover-credit')).not.toBeInTheDocument()
  })
})
