import { Heart } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { isLikedHere, rememberLike } from '@/features/posts/api/liked-here'
import { setPostCounts, usePostCount } from '@/features/posts/post-counts'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/cn'
import { isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/errors'
import { retryOnce } from '@/lib/retry-once'

const noSubscription = () => () => {}

/** The database limits likes per address and per visitor (docs/deployment.md): say so instead of "try again". */
const likeErrorText = (error: unknown) =>
  isRateLimited(error) ? RATE_LIMITED_MESSAGE : 'Não foi possível registrar sua curtida. Tente novamente.'

/**
 * "Curtir" / "Curtido" with the real count kept in the database; this browser remembers its like. The
 * request's code (and the data client) loads on the first click: a prerendered article's like button is
 * an island that starts without it (docs/decisions/065-islands-on-prerendered-pages.md).
 */
export function LikeButton({ postId, likes }: { postId: string; likes: number }) {
  // Prerendered HTML cannot know this browser's likes: hydration starts from "not liked" (the server
  // snapshot) and React re-renders with what this browser stored.
  const likedHere = useSyncExternalStore(
    noSubscription,
    () => isLikedHere(postId),
    () => false,
  )
  const [toggled, setLiked] = useState<boolean | null>(null)
  const [saving, setSaving] = useState(false)
  const liked = toggled ?? likedHere
  const count = usePostCount(postId, 'likes', likes)

  async function toggle() {
    const next = !liked
    setSaving(true)
    try {
      const { setPostLike } = await import('@/features/posts/api/set-post-like')
      const answer = await retryOnce(() => setPostLike(postId, next))
      rememberLike(postId, next)
      setPostCounts(postId, { likes: answer })
      setLiked(next)
    } catch (error) {
      toast({ title: 'Erro', description: likeErrorText(error), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Button
      variant={liked ? 'default' : 'outline'}
      size="touch"
      aria-pressed={liked}
      disabled={saving}
      onClick={() => void toggle()}
      className={cn(liked && 'bg-rose-600 hover:bg-rose-700')}
    >
      <Heart className={cn(liked && 'fill-current')} aria-hidden="true" />
      {liked ? 'Curtido' : 'Curtir'}
      <span data-testid="like-count" className="tabular-nums">
        {count.toLocaleString('pt-BR')}
      </span>
    </Button>
  )
}
