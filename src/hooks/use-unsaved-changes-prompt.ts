import { useCallback, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'

/**
 * Guards unsaved work: in-app navigation is held by a blocker (the caller shows a dialog and calls
 * `blocker.proceed()` or `blocker.reset()`), and closing or reloading the tab asks the browser's own
 * question. `allowNextNavigation()` lets a navigation through that happens right after a save, before
 * the form has re-rendered as clean.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const allowOnce = useRef(false)
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowOnce.current) {
      allowOnce.current = false
      return false
    }
    return dirty && currentLocation.pathname !== nextLocation.pathname
  })

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const allowNextNavigation = useCallback(() => {
    allowOnce.current = true
  }, [])

  return { blocker, allowNextNavigation }
}
