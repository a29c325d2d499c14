import { useCallback, useState } from 'react'

export type PostListView = 'cards' | 'table'

const keyFor = (userId: string) => `admin-posts-view:${userId}`

function readView(userId: string | null): PostListView {
  if (!userId) return 'cards'
  try {
    return window.localStorage.getItem(keyFor(userId)) === 'table' ? 'table' : 'cards'
  } catch {
    return 'cards' // storage blocked: the spec's cards
  }
}

/**
 * "Cartões | Tabela" on /admin/posts, remembered in this browser for each person (two staff members
 * sharing a computer keep their own choice). Cards are the default.
 */
export function usePostListView(userId: string | null): [PostListView, (view: PostListView) => void] {
  const [state, setState] = useState(() => ({ userId, view: readView(userId) }))
  // Another person signed in on the same screen: read their choice (React's "adjust state while rendering").
  const current = state.userId === userId ? state : { userId, view: readView(userId) }
  if (current !== state) setState(current)

  const choose = useCallback(
    (view: PostListView) => {
      setState({ userId, view })
      if (!userId) return
      try {
        window.localStorage.setItem(keyFor(userId), view)
      } catch {
        // Not remembered; the choice still holds on this page.
      }
    },
    [userId],
  )
  return [current.view, choose]
}
