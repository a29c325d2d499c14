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
    warnings.push({ title: 'Aviso - Imagem não gerada', description: result.imagem_error ?? 'O post foi criado sem imagem.' })
  return warnings
}
