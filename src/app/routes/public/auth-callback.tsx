import { Loader2 } from 'lucide-react'

export function AuthCallbackRoute() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-slate-700">
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <p>Processando autenticação...</p>
    </main>
  )
}
