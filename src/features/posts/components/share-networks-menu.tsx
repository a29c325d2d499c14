import { Link2, Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toast } from '@/hooks/use-toast'
import { copyText, shareUrl, type ShareNetwork } from '@/features/posts/utils/share'

const NETWORKS: { network: ShareNetwork; label: string }[] = [
  { network: 'whatsapp', label: 'WhatsApp' },
  { network: 'facebook', label: 'Facebook' },
  { network: 'twitter', label: 'X' },
  { network: 'linkedin', label: 'LinkedIn' },
]

/** The menu of networks and "Copiar link", opened as soon as it is loaded (see ShareMenu). */
export default function ShareNetworksMenu({ title, url }: { title: string; url: string }) {
  async function copyLink() {
    try {
      await copyText(url)
      toast({ description: 'Link copiado para a área de transferência!' })
    } catch {
      toast({ description: 'Erro ao copiar.', variant: 'destructive' })
    }
  }

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="touch">
          <Share2 aria-hidden="true" />
          Compartilhar
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {NETWORKS.map(({ network, label }) => (
          <DropdownMenuItem
            key={network}
            onSelect={() =>
              window.open(shareUrl(network, url, title), '_blank', 'noopener,noreferrer,width=600,height=400')
            }
          >
            {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <Link2 aria-hidden="true" />
          Copiar link
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
