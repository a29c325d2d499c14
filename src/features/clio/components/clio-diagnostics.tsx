import { CheckCircle2 } from 'lucide-react'
import { useMemo } from 'react'
import { CheckList, RunChecksButton, useCheckRunner } from '@/components/feedback/check-list'
import type { ClioClient } from '@/lib/clio/client'
import { ClioError } from '@/lib/clio/errors'
import type { Check } from '@/lib/checks'

type CheckId = 'connectivity' | 'health' | 'generate' | 'image' | 'cors'

const RECOMMENDATIONS: Partial<Record<CheckId, string>> = {
  connectivity: 'Verifique sua conexão com a internet e o endereço configurado da API Clio.',
  health: 'O servidor da API Clio pode estar offline. Tente novamente em alguns minutos.',
  cors: 'Há um problema de CORS: o servidor da API Clio não aceita requisições desta origem.',
}

function describeError(error: unknown): string {
  if (error instanceof ClioError) return error.details ? `${error.message} — ${error.details}` : error.message
  return error instanceof Error ? error.message : String(error)
}

/** The five checks of docs/product-guide.md#clio-the-ai-assistant, in order. */
function checks(client: ClioClient): (Check & { id: CheckId })[] {
  return [
    {
      id: 'connectivity',
      label: 'Conectividade',
      // no-cors: only "is the server reachable", whatever its CORS answer (that is the last check).
      run: async () => {
        await fetch(client.baseUrl, { method: 'HEAD', mode: 'no-cors' })
        return { status: 'success', details: `${client.baseUrl} respondeu.` }
      },
    },
    {
      id: 'health',
      label: 'Saúde do servidor (GET /api/health)',
      run: async () => {
        const health = await client.health()
        const providers = health.providers
          ? ` Texto: ${health.providers.text ?? '?'} · Imagens: ${health.providers.image ?? '?'} · Pexels: ${health.providers.pexels ? 'configurado' : 'não configurado'}.`
          : ''
        return health.status === 'ok'
          ? { status: 'success', details: `Status: ok.${providers}` }
          : { status: 'warning', details: `Status inesperado: ${String(health.status)}` }
      },
    },
    {
      id: 'generate',
      label: 'Geração de texto',
      run: async () => {
        const draft = await client.generate({
          tema: 'Diagnóstico: canabidiol e epilepsia',
          gerar_imagem: false,
          estilo_imagem: 'realista',
        })
        return draft.titulo
          ? { status: 'success', details: `Título gerado: ${draft.titulo}` }
          : { status: 'warning', details: 'A resposta veio sem título.' }
      },
    },
    {
      id: 'image',
      label: 'Geração de imagem',
      run: async () => {
        const image = await client.generateImage({
          titulo: 'Diagnóstico',
          tema: 'Diagnóstico',
          estilo_imagem: 'realista',
          tamanho: '1024x1024',
        })
        return image?.url
          ? { status: 'success', details: `Imagem: ${image.url}` }
          : { status: 'warning', details: 'A resposta veio sem imagem.' }
      },
    },
    {
      id: 'cors',
      label: 'CORS (OPTIONS /api/health)',
      run: async () => {
        const response = await fetch(`${client.baseUrl}/api/health`, { method: 'OPTIONS' })
        const origin = response.headers.get('access-control-allow-origin')
        const methods = response.headers.get('access-control-allow-methods')
        const headers = response.headers.get('access-control-allow-headers')
        if (!origin)
          return {
            status: 'warning',
            details: `HTTP ${response.status}; os cabeçalhos CORS não puderam ser lidos, mas a requisição foi aceita.`,
          }
        return {
          status: 'success',
          details: `Allow-Origin: ${origin} · Allow-Methods: ${methods ?? '—'} · Allow-Headers: ${headers ?? '—'}`,
        }
      },
    },
  ]
}

/** "Diagnóstico da API Clio": one button runs connectivity, health, generate, image and CORS in order. */
export function ClioDiagnostics({ client }: { client: ClioClient }) {
  const list = useMemo(() => checks(client), [client])
  const { results, running, finished, run } = useCheckRunner(list, describeError)
  const failed = list.filter((check) => results[check.id]?.status === 'error')
  const recommendations = failed
    .map((check) => RECOMMENDATIONS[check.id])
    .filter((text): text is string => Boolean(text))

  return (
    <section aria-labelledby="clio-diagnostics-title" className="space-y-4">
      {/* pr-8: room for the dialog's "Fechar" (×) in the corner, which would otherwise sit on the button. */}
      <div className="flex flex-wrap items-center justify-between gap-3 pr-8">
        <h2 id="clio-diagnostics-title" className="text-lg font-semibold text-slate-900">
          Diagnóstico da API Clio
        </h2>
        <RunChecksButton running={running} onRun={() => void run()} />
      </div>
      <p className="text-sm break-all text-slate-600">Servidor: {client.baseUrl}</p>
      <CheckList checks={list} results={results} />
      {finished ? (
        <div role="status" className="space-y-1 text-sm">
          {recommendations.map((text) => (
            <p key={text} className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
              {text}
            </p>
          ))}
          {failed.length === 0 && list.every((check) => results[check.id]?.status === 'success') ? (
            <p className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-green-900">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Todos os testes passaram: a API Clio está funcionando.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
