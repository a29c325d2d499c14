import { useSession } from '@/lib/auth/session-context'
import { editorialRights, type EditorialRights } from '@/features/posts/utils/post-permissions'
import { useSiteSettings } from '@/features/settings/api/site-settings'

export interface EditorialRightsState extends EditorialRights {
  authorsPublishWithoutReview: boolean
  /** False until the site setting has loaded (the screens wait rather than guess). */
  ready: boolean
}

/** The signed-in person's rights on posts, from their role and the site setting. */
export function useEditorialRights(): EditorialRightsState {
  const { profile } = useSession()
  const settings = useSiteSettings(Boolean(profile))
  // A failed load counts as "off": the screens then offer less, never more, than the database allows.
  const authorsPublishWithoutReview = settings.data?.authors_publish_without_review ?? false
  return {
    ...editorialRights(profile, authorsPublishWithoutReview),
    authorsPublishWithoutReview,
    ready: Boolean(profile) && !settings.isPending,
  }
}
