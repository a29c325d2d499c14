import { Heart } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { isLikedHere, useSetPostLike } from '@/features/posts/api/set-post-like'
import { cn } from '@/lib/cn'
import { isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/errors'

const noSubscription = () => () => {}

/** The database limits likes per address and per visitor (docs/deployment.md): say so instead of "try again". */
const likeErrorToast = (error: unknown) => ({
  title: 'Erro',
  description: isRateLimited(error) ? RATE_LIMITED_MESSAGE : 'Não foi possível registrar sua curtida. Tente novamente.',
})

/** "Curtir" / "Curtido" with the real count kept in the database; this browser remembers its like. */
export function LikeButton({ postId, slug, likes }: { postId: string; slug: string; likes: number }) {
  // Prerendered HTML cannot know this browser's likes: hydration starts from "not liked" (the server
  // snapshot) and React re-renders with what this browser stored.
  const likedHere = useSyncExternalStore(
    noSubscription,
    () => isLikedHere(postId),
    () => false,
  )
  const [toggled, setLiked] = useState<boolean | null>(null)
  const liked = toggled ?? likedHere
  const setLike = useSetPostLike(slug, { meta: { errorToast: likeErrorToast } })

  function toggle() {
    const next = !liked
    setLike.mutate({ postId, liked: next }, { onSuccess: () => setLiked(next) })
  }

  return (
    <Button
      variant={liked ? 'default' : 'outline'}
      size="touch"
      aria-pressed={liked}
      disabled={setLike.isPending}
      onClick={toggle}
      className={cn(liked && 'bg-rose-600 hover:bg-rose-700')}
    >
      <Heart className={cn(liked && 'fill-current')} aria-hidden="true" />
      {liked ? 'Curtido' : 'Curtir'}
      <span data-testid="like-count" className="tabular-nums">
        {likes.toLocaleString('pt-BR')}
      </span>
    </Button>
  )
}
