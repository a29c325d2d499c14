import { Heart } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { isLikedHere, useSetPostLike } from '@/features/posts/api/set-post-like'
import { cn } from '@/lib/cn'
import { toAppError } from '@/lib/errors'

const noSubscription = () => () => {}

/** The API limits likes per address (local/README.md, docs/deployment.md): say so instead of "try again". */
const likeErrorToast = (error: unknown) => ({
  title: 'Erro',
  description:
    toAppError(error).code === 'over_request_rate_limit'
      ? 'Muitas curtidas em pouco tempo deste endereço. Tente novamente em um minuto.'
      : 'Não foi possível registrar sua curtida. Tente novamente.',
})

/** "Curtir" / "Curtido" with the real count kept in the database; this browser remembers its like. */
export function LikeButton({ postId, slug, likes }: { postId: string; slug: string; likes: number }) {
  // Prerendered HTML cannot know this browser's likes: hydration starts from "not liked" (the server
  // snapshot) and React re-renders with what this browser stored.
  const likedHere = useSyncExternalStore(noSubscription, () => isLikedHere(postId), () => false)
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
        {likes}
      </span>
    </Button>
  )
}
