import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { LikeButton } from '@/features/posts/components/like-button'
import { forgetPostCounts } from '@/features/posts/post-counts'
import { publicDb } from '@/lib/public-db'
import { clearToasts, ToastList, toastList } from '../../../utils/toast-list'
import { deferred } from '../../deferred'
import { renderWithProviders } from '../../render-with-providers'
import { buildPostDetail } from '../../../factories/post'

const POST_ID = '5b1e7a52-0000-4000-8000-0000000000aa'
const SLUG = 'canabidiol-e-sono'
const LIKED_KEY = `liked-post:${POST_ID}`

const article = buildPostDetail({
  id: POST_ID,
  title: 'Canabidiol e sono',
  slug: SLUG,
  views: 10,
  likes: 4,
  read_time: 5,
  published_at: '2025-03-01T12:00:00Z',
  created_at: '2025-03-01T12:00:00Z',
  updated_at: '2025-03-01T12:00:00Z',
  page_changed_at: '2025-03-01T12:00:00Z',
})

/** The button as an article shows it: the count the page has, then the ones the database answers (post-counts.ts). */
function Article() {
  return (
    <>
      <LikeButton postId={article.id} likes={article.likes} />
      <ToastList />
    </>
  )
}

type RpcAnswer = { data: number | null; error: { code: string; message: string } | null }

// No database in jsdom: only publicDb.rpc('set_post_like', ...) is replaced.
let rpc: MockInstance<(fn: string, args: unknown) => Promise<RpcAnswer>>

beforeEach(() => {
  rpc = vi.spyOn(publicDb, 'rpc') as never
  rpc.mockRejectedValue(new Error('unexpected rpc call'))
})
afterEach(() => {
  rpc.mockRestore()
  window.localStorage.clear()
  clearToasts()
  forgetPostCounts()
})

const count = () => screen.getByTestId('like-count')

describe('Like button', () => {
  it('likes: "Curtir" turns into a pressed "Curtido" with the count the database returns, disabled while saving, and this browser remembers it', async () => {
    const answer = deferred<RpcAnswer>()
    rpc.mockReturnValueOnce(answer.promise)
    renderWithProviders(<Article />, { url: `/blog/post/${SLUG}` })
    const button = screen.getByRole('button', { name: /^Curtir/ })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(count()).toHaveTextContent('4')

    await userEvent.click(button)
    // The request's module (and the data client) loads on the first click.
    await vi.waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('set_post_like', {
        post_id: POST_ID,
        liked: true,
        visitor_key: window.localStorage.getItem('visitor-key'),
      }),
    )
    expect(window.localStorage.getItem('visitor-key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(button).toBeDisabled()
    answer.resolve({ data: 7, error: null })

    expect(await screen.findByRole('button', { name: /^Curtido/ })).toHaveAttribute('aria-pressed', 'true')
    expect(count()).toHaveTextContent('7')
    expect(screen.getByRole('button', { name: /^Curtido/ })).toBeEnabled()
    expect(window.localStorage.getItem(LIKED_KEY)).toBe('1')
  })

  it('un-likes a post this browser liked: "Curtido" goes back to "Curtir" with the new count, and the browser forgets the like', async () => {
    window.localStorage.setItem(LIKED_KEY, '1')
    window.localStorage.setItem('visitor-key', '0b7d3c1e-6a2f-4c4e-9d1a-2f5b8e7c6a10')
    rpc.mockResolvedValueOnce({ data: 3, error: null })
    renderWithProviders(<Article />, { url: `/blog/post/${SLUG}` })
    const button = screen.getByRole('button', { name: /^Curtido/ })
    expect(button).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(button)
    // The same visitor key as the like, so the database removes that like and no other.
    expect(rpc).toHaveBeenCalledWith('set_post_like', {
      post_id: POST_ID,
      liked: false,
      visitor_key: '0b7d3c1e-6a2f-4c4e-9d1a-2f5b8e7c6a10',
    })
    expect(await screen.findByRole('button', { name: /^Curtir/ })).toHaveAttribute('aria-pressed', 'false')
    expect(count()).toHaveTextContent('3')
    expect(window.localStorage.getItem(LIKED_KEY)).toBeNull()
  })

  it('says "Muitas tentativas em pouco tempo…" when the database answers 429 over_request_rate_limit, and does not ask again', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: 'over_request_rate_limit', message: 'Too many requests; try again in 42 seconds' },
    })
    renderWithProviders(<Article />, { url: `/blog/post/${SLUG}` })
    await userEvent.click(screen.getByRole('button', { name: /^Curtir/ }))
    expect(
      await toastList().findByText('Erro | Muitas tentativas em pouco tempo. Tente de novo em alguns minutos.'),
    ).toBeInTheDocument()
    expect(rpc.mock.calls.filter(([fn]) => fn === 'set_post_like')).toHaveLength(1)
    expect(count()).toHaveTextContent('4')
  })

  it('keeps "Curtir", the count and the browser\'s memory as they were, and raises the error toast, when saving fails', async () => {
    rpc.mockResolvedValueOnce({
      data: null,
      error: { code: 'PGRST202', message: 'Could not find the function public.set_post_like' },
    })
    renderWithProviders(<Article />, { url: `/blog/post/${SLUG}` })
    await userEvent.click(screen.getByRole('button', { name: /^Curtir/ }))
    expect(
      await toastList().findByText('Erro | Não foi possível registrar sua curtida. Tente novamente.'),
    ).toBeInTheDocument()
    const button = screen.getByRole('button', { name: /^Curtir/ })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toBeEnabled()
    expect(count()).toHaveTextContent('4')
    expect(window.localStorage.getItem(LIKED_KEY)).toBeNull()
  })
})
