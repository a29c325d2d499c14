import { Share2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'

// The networks menu (Radix DropdownMenu and its positioning code) is loaded on first use, not with
// every article: most readers never open it, and it would lengthen the page's start-up.
const loadNetworksMenu = () => import('@/features/posts/components/share-networks-menu')
const ShareNetworksMenu = lazy(loadNetworksMenu)

/** Native share sheet where the browser has one; otherwise a menu of networks and "Copiar link". */
export function ShareMenu({ title, url }: { title: string; url: string }) {
  const [menuWanted, setMenuWanted] = useState(false)
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  const button = (onClick: () => void) => (
    <Button
      variant="outline"
      size="touch"
      onClick={onClick}
      onPointerEnter={() => void loadNetworksMenu()}
      onFocus={() => void loadNetworksMenu()}
    >
      <Share2 aria-hidden="true" />
      Compartilhar
    </Button>
  )

  if (canShareNatively) {
    return button(() => {
      navigator.share({ title, url }).catch(() => {
        // The visitor closed the sheet: nothing to report.
      })
    })
  }
  if (!menuWanted) return button(() => setMenuWanted(true))
  return (
    <Suspense fallback={button(() => undefined)}>
      <ShareNetworksMenu title={title} url={url} />
    </Suspense>
  )
}
