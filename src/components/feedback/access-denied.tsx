import { ShieldAlert } from 'lucide-react'
import { DocumentMeta } from '@/components/layout/document-meta'

/** What a signed-in person sees on a screen their role does not open (docs/product-guide.md, "Back office"). */
export function AccessDenied({ message = 'Você não tem permissão para acessar esta página.' }: { message?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <DocumentMeta title="Acesso negado" />
      <ShieldAlert className="mx-auto size-12 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Acesso negado</h1>
      <p className="mt-2 text-slate-600">{message}</p>
    </div>
  )
}
