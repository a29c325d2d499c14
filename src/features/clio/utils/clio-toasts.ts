import { ClioError } from '@/lib/clio/errors'

export interface ToastText {
  title: string
  description: string
}

/** docs/product-guide.md#messages "AI generate toasts": what a failed generation says, by the client's error kind. */
export function generateErrorToast(error: unknown): ToastText | null {
  if (error instanceof ClioError) {
    if (error.kind === 'cancelled') return null
    if (error.kind === 'timeout')
      return { title: 'Timeout', description: 'A geração demorou muito. Tente novamente com um tema mais simples.' }
    if (error.kind === 'connectivity')
      return {
        title: 'Erro de Conectividade',
        description: 'Não foi possível conectar ao servidor. Verifique sua internet.',
      }
    if (error.status !== undefined && error.status >= 500) {
      return {
        title: 'Erro do Servidor',
        description: 'O servidor está com problemas. Tente novamente em alguns minutos.',
      }
    }
    if (error.status === 429)
      return { title: 'Muitas Requisições', description: 'Aguarde um momento antes de tentar novamente.' }
  }
  return { title: 'Erro', description: 'Falha ao gerar conteúdo. Tente novamente.' }
}

/**
 * The warnings a successful generation still carries: the AI provider failed and the offline writer
 * stood in (`fallback`, issue 30), or the image could not be made.
 */
export function generationWarnings(result: {
  fallback?: { reason: string } | null
  imagem?: unknown
  imagem_error?: string | null
}): ToastText[] {
  const warnings: ToastText[] = []
  if (result.fallback) warnings.push({ title: 'Aviso - Modo offline', description: result.fallback.reason })
  if (result.imagem_error || !result.imagem)
    warnings.push({
      title: 'Aviso - Imagem não gerada',
      description: result.imagem_error ?? 'O post foi criado sem imagem.',
    })
  return warnings
}

/** The service's own words for a failure, when it sent any (docs/product-guide.md#messages "Clio API: {error}"). */
function clioApiMessage(error: unknown): string | null {
  if (
    error instanceof ClioError &&
    error.kind === 'http' &&
    error.body &&
    typeof error.body === 'object' &&
    error.body.error
  ) {
    return `Clio API: ${error.body.error}`
  }
  return null
}

/** The social generator's failures: the service's own words below 500, else as a generation's. */
export function socialErrorToast(error: unknown): ToastText | null {
  const apiMessage = clioApiMessage(error)
  if (apiMessage && !(error instanceof ClioError && (error.status ?? 0) >= 500)) {
    return { title: 'Erro', description: apiMessage }
  }
  return generateErrorToast(error)
}

/** docs/product-guide.md#messages Pexels messages: server problem (500), key not configured, anything else. */
export function pexelsErrorToast(error: unknown): ToastText | null {
  if (error instanceof ClioError && error.kind === 'http') {
    if (error.status === 500) {
      return {
        title: 'Erro no Pexels',
        description: 'O servidor está com problemas. Tente novamente em alguns minutos.',
      }
    }
    if (/api key/i.test(error.details)) {
      return {
        title: 'API Pexels Não Configurada',
        description: 'Use "Gerar variação da imagem" para gerar uma imagem com a Clio.',
      }
    }
    const message = typeof error.body === 'object' && error.body?.error ? error.body.error : error.message
    return { title: 'Erro no Pexels', description: `HTTP ${error.status}: ${message}` }
  }
  return socialErrorToast(error)
}
