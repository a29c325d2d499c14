import { useCallback, useEffect, useState } from 'react'
import type { PostEditorValues } from '@/features/posts/schemas'

const BACKUP_EVERY_MS = 3000
const keyFor = (postId: string | null) => `post-editor-backup:${postId ?? 'new'}`

export interface PostBackup {
  savedAt: string
  values: PostEditorValues
}

function readBackup(postId: string | null): PostBackup | null {
  try {
    const raw = window.localStorage.getItem(keyFor(postId))
    if (!raw) return null
    const backup = JSON.parse(raw) as PostBackup
    if (!backup || typeof backup.savedAt !== 'string' || !backup.values) return null
    // A backup written before references were part of the form has none.
    return { ...backup, values: { ...backup.values, reference_list: backup.values.reference_list ?? [] } }
  } catch {
    return null
  }
}

/**
 * A copy of the editor's form in this browser every few seconds while it has unsaved changes, per
 * post (or "new"), so a crash, a closed tab or a dropped session loses nothing. The backup found on
 * opening is offered back unless it equals what was loaded; a successful save clears it.
 */
export function usePostBackup({
  postId,
  dirty,
  getValues,
  loaded,
}: {
  postId: string | null
  dirty: boolean
  getValues: () => PostEditorValues
  loaded: PostEditorValues
}) {
  const [offered, setOffered] = useState<PostBackup | null>(() => {
    const backup = readBackup(postId)
    return backup && JSON.stringify(backup.values) !== JSON.stringify(loaded) ? backup : null
  })

  const saveNow = useCallback(() => {
    try {
      const backup: PostBackup = { savedAt: new Date().toISOString(), values: getValues() }
      window.localStorage.setItem(keyFor(postId), JSON.stringify(backup))
    } catch {
      // Storage full or blocked: the unsaved-changes guard still protects the work.
    }
  }, [getValues, postId])

  useEffect(() => {
    if (!dirty || offered) return
    const save = saveNow
    const timer = window.setInterval(save, BACKUP_EVERY_MS)
    window.addEventListener('pagehide', save)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('pagehide', save)
    }
  }, [dirty, offered, saveNow])

  const clear = useCallback(
    (id: string | null = postId) => {
      window.localStorage.removeItem(keyFor(id))
      setOffered(null)
    },
    [postId],
  )

  return { offered, dismissOffer: () => setOffered(null), clear, saveNow }
}
