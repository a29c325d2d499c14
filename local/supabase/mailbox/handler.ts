import type { Mailbox } from './mailbox.ts'
import { renderMailboxPage } from './mailbox-page.ts'

export const isMailboxPath = (pathname: string) => pathname === '/mailbox' || pathname.startsWith('/mailbox/')

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i

/**
 * The mailbox holds every sign-in code and link the stack sent, so only this machine may read it:
 * a Host header naming another host is a page on a rebound DNS name, and an Origin other than the
 * mailbox's own is another site (any localhost port included); neither gets an answer, nor CORS.
 */
function refusal(request: Request): string | null {
  const host = request.headers.get('host') ?? ''
  if (!LOOPBACK_HOST.test(host)) return 'The mailbox answers only to localhost and 127.0.0.1.'
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== `${new URL(request.url).protocol}//${host}`)
    return 'The mailbox answers only its own page.'
  return null
}

/**
 * `/mailbox`: GET the HTML page, GET `/mailbox/messages[?to=…]` JSON (tests, e2e), DELETE either
 * path to clear, POST `/mailbox/flush` to make the attached mailer send what is due now. No API
 * key: it only exists on the local stack, and answers only this machine (`refusal` below).
 */
export function createMailboxHandler(mailbox: Mailbox) {
  return async function handleMailbox(request: Request): Promise<Response> {
    const refused = refusal(request)
    if (refused) return Response.json({ message: refused }, { status: 403 })
    const url = new URL(request.url)
    const path = url.pathname.replace(/\/+$/, '')
    if (request.method === 'DELETE' && (path === '/mailbox' || path === '/mailbox/messages')) {
      mailbox.clear()
      return new Response(null, { status: 204 })
    }
    if (request.method === 'POST' && path === '/mailbox/flush') {
      if (!mailbox.hasFlusher)
        return Response.json({ message: 'No mailer is attached to this stack.' }, { status: 409 })
      try {
        return Response.json(await mailbox.flush())
      } catch (error) {
        return Response.json({ message: error instanceof Error ? error.message : String(error) }, { status: 502 })
      }
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const to = url.searchParams.get('to') ?? undefined
      if (path === '/mailbox/messages') {
        return Response.json(mailbox.list(to))
      }
      if (path === '/mailbox') {
        return new Response(renderMailboxPage(mailbox.list(to)), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        })
      }
    }
    return Response.json({ message: 'Not found' }, { status: 404 })
  }
}
