import { useEffect, useState } from 'react'

/** How long to wait for a frame that a hidden tab never draws. */
const HIDDEN_TAB_FALLBACK_MS = 1_000

/**
 * False until the browser has painted the first frame after this component mounted, then true. For work
 * a screen can do without in its first frame: a request made from it then does not compete with the
 * screen's own data and is not one more round trip before the content (decision 032). A callback of
 * requestAnimationFrame runs just before a frame is painted; the task it schedules runs after.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let afterFrame: number | undefined
    const markPainted = () => setPainted(true)
    const frame = requestAnimationFrame(() => {
      afterFrame = window.setTimeout(markPainted)
    })
    const fallback = window.setTimeout(markPainted, HIDDEN_TAB_FALLBACK_MS)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(afterFrame)
      window.clearTimeout(fallback)
    }
  }, [])
  return painted
}
