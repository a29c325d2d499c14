import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Button } from '@/components/ui/button'
import { countLabel } from '@/lib/counts'

export const NOT_FOUND_REDIRECT_SECONDS = 3

/** 404: shows the unknown path, counts down 3 seconds and goes home (docs/product-guide.md#public-site). */
export function NotFoundRoute() {
  const location = useLocation()
  const navigate = useNavigate()
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS)

  useEffect(() => {
    if (secondsLeft <= 0) {
      void navigate(paths.home.href(), { replace: true })
      return
    }
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [secondsLeft, navigate])

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <DocumentMeta title="Página não encontrada" />
      <p className="text-brand-700 text-6xl font-bold">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Página não encontrada</h1>
      <p className="mt-3 text-slate-600">
        O endereço{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all text-slate-800">{location.pathname}</code>{' '}
        não existe.
      </p>
      <p className="mt-2 text-sm text-slate-500" aria-live="polite">
        Redirecionando para a página inicial em {countLabel(secondsLeft, 'segundo', 'segundos')}...
      </p>
      <Button size="lg" className="mt-6" onClick={() => void navigate(paths.home.href(), { replace: true })}>
        Ir para a página inicial agora
      </Button>
    </div>
  )
}
