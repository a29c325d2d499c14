import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/cn'

/** A long id shortened to its first characters, with the full value in its title and a copy button. */
export function CopyableId({ value, className }: { value: string; className?: string }) {
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 1500)
    } catch {
      toast({ title: 'Erro ao copiar.', variant: 'destructive' })
    }
  }

  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1 font-mono text-xs text-slate-500', className)}>
      <span title={value} data-testid="short-id">
        {value.slice(0, 8)}…
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        className="focus-visible:ring-brand-500 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:outline-none"
        aria-label={copied ? 'ID copiado' : 'Copiar ID'}
        title={copied ? 'ID copiado' : 'Copiar ID'}
      >
        {copied ? <Check className="size-3.5" aria-hidden="true" /> : <Copy className="size-3.5" aria-hidden="true" />}
      </button>
    </span>
  )
}
