// The one-click unsubscribe of RFC 8058: the List-Unsubscribe header of every newsletter e-mail points
// here, and the mail client POSTs `List-Unsubscribe=One-Click` without any login or cookie. A static
// host cannot answer a POST, so the mailer does, with the same database function as the page. A GET
// (a person opening the address) goes to the unsubscribe page of the site.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { MailerConfig } from './config.ts'

export const ONE_CLICK_PATH = '/newsletter/unsubscribe'

export function startOneClickEndpoint(
  config: MailerConfig,
  supabase: SupabaseClient,
  logError: (line: string) => void,
): { listening: Promise<string | null>; close: () => Promise<void> } {
  if (config.httpPort === null) return { listening: Promise.resolve(null), close: async () => {} }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailer.invalid')
    const token = url.searchParams.get('token') ?? ''
    const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'text/plain; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        ...headers,
      })
      res.end(text)
    }
    if (url.pathname !== ONE_CLICK_PATH) return answer(404, 'Not found')
    if (req.method === 'GET' || req.method === 'HEAD') {
      return answer(303, '', {
        location: `${config.siteUrl.replace(/\/+$/, '')}/newsletter/descadastrar?token=${encodeURIComponent(token)}`,
      })
    }
    if (req.method !== 'POST') return answer(405, 'Method not allowed', { allow: 'GET, POST' })
    req.resume() // the body is `List-Unsubscribe=One-Click`; the token in the URL is what counts
    req.on('end', () => {
      void supabase.rpc('unsubscribe_newsletter', { p_token: token }).then(({ error }) => {
        if (!error) return answer(200, 'Inscrição cancelada.')
        if (error.code === '22023') return answer(400, 'Link de cancelamento inválido.')
        logError(`one-click unsubscribe failed: ${error.message}`)
        answer(503, 'Tente novamente em instantes.', { 'retry-after': '60' })
      })
    })
  })

  const listening = new Promise<string | null>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.httpPort!, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port
      resolve(`${(config.publicUrl ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')}${ONE_CLICK_PATH}`)
    })
  })
  return {
    listening,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
