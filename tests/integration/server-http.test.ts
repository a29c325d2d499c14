import { request, type IncomingHttpHeaders } from 'node:http'
import { describe, expect, it } from 'vitest'
import { PortInUseError, startLocalStack } from '../../local/supabase/server.ts'
import { NoWebSocket, startTestStack } from '../utils/local-stack.ts'
import { expiredUserToken } from '../utils/tokens.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()

describe('CORS', () => {
  it('answers a preflight from the app origin, echoing the requested headers', async () => {
    const response = await fetch(`${t().url}/rest/v1/posts?select=*`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,apikey,x-client-info,content-type,prefer,x-upsert',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const methods = response.headers.get('access-control-allow-methods')!
    for (const m of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(methods).toContain(m)
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization,apikey,x-client-info,content-type,prefer,x-upsert',
    )
  })

  it('exposes Content-Range and X-Supabase-Api-Version on real responses', async () => {
    const response = await fetch(`${t().url}/auth/v1/settings`, {
      headers: { origin: 'http://127.0.0.1:4173', apikey: t().anonKey },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    const exposed = response.headers.get('access-control-expose-headers')!.toLowerCase()
    for (const h of [
      'content-range',
      'x-supabase-api-version',
      'content-location',
      'location',
      'x-total-count',
      'link',
      'content-disposition',
    ]) {
      expect(exposed).toContain(h)
    }
  })

  it('gives no CORS grant to a foreign origin', async () => {
    const response = await fetch(`${t().url}/auth/v1/settings`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('API key and JWT checks', () => {
  it('refuses a request without an API key like the hosted gateway', async () => {
    const response = await fetch(`${t().url}/rest/v1/posts?select=id`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
  })

  it('refuses an unknown API key', async () => {
    const response = await fetch(`${t().url}/auth/v1/settings`, { headers: { apikey: 'nope' } })
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe('Invalid API key')
  })

  it('answers an expired token on REST with 401 PGRST303 and WWW-Authenticate', async () => {
    const user = await t().signUpUser()
    const response = await fetch(`${t().url}/rest/v1/posts?select=id`, {
      headers: { apikey: t().anonKey, authorization: `Bearer ${await expiredUserToken(user.userId)}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' })
    expect(response.headers.get('www-authenticate')).toContain('invalid_token')
  })

  it('gives supabase-js the PGRST303 error for an expired session token', async () => {
    const user = await t().signUpUser()
    // A client whose stored token expired: the REST call carries it as the bearer.
    const { createClient } = await import('@supabase/supabase-js')
    const stale = createClient(t().url, t().anonKey, {
      global: { headers: { Authorization: `Bearer ${await expiredUserToken(user.userId)}` } },
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoWebSocket as never },
    })
    const { data, error, status } = await stale.from('posts').select('id')
    expect(status).toBe(401)
    expect(data).toBeNull()
    expect(error?.code).toBe('PGRST303')
  })

  it('answers a malformed token on REST with 401 PGRST301', async () => {
    const response = await fetch(`${t().url}/rest/v1/posts?select=id`, {
      headers: { apikey: t().anonKey, authorization: 'Bearer not-a-jwt' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' })
  })

  it('answers an expired token on /auth/v1/user with GoTrue 403 bad_jwt', async () => {
    const user = await t().signUpUser()
    const response = await fetch(`${t().url}/auth/v1/user`, {
      headers: { apikey: t().anonKey, authorization: `Bearer ${await expiredUserToken(user.userId)}` },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    const body = await response.json()
    expect(body.code).toBe('bad_jwt')
    expect(body.message).toContain('token is expired')
  })

  it('answers an expired token on Storage with InvalidJWT inside an HTTP 400', async () => {
    const user = await t().signUpUser()
    const response = await fetch(`${t().url}/storage/v1/object/list/post-images`, {
      method: 'POST',
      headers: {
        apikey: t().anonKey,
        authorization: `Bearer ${await expiredUserToken(user.userId)}`,
        'content-type': 'application/json',
      },
      body: '{}',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'JWT expired' })
  })

  it('answers an unknown route with a JSON 404 (an empty 404 reads as success in postgrest-js)', async () => {
    const response = await fetch(`${t().url}/nada/aqui`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
  })
})

describe('mailbox', () => {
  it('serves the HTML page and the JSON list, and clears on DELETE', async () => {
    const user = await t().signUpUser()
    await t().createTestClient().auth.resetPasswordForEmail(user.email)
    const page = await fetch(`${t().url}/mailbox`)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain(user.email)
    expect(html).toContain('/auth/v1/verify?token=')

    const messages = await t().mailbox(user.email)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ to: user.email, type: 'recovery' })

    expect((await fetch(`${t().url}/mailbox`, { method: 'DELETE' })).status).toBe(204)
    expect(await t().mailbox()).toEqual([])
  })
})

describe('mailbox is for this machine only', () => {
  // A raw request: fetch does not let a caller choose the Host header, a rebinding attacker's page does.
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const url = new URL(path, t().url)
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
      })
      req.on('error', reject)
      req.end()
    })

  it('refuses a request whose Host header names another host (DNS rebinding), showing no e-mail', async () => {
    const user = await t().signUpUser()
    await t().createTestClient().auth.resetPasswordForEmail(user.email)
    const port = new URL(t().url).port
    for (const path of ['/mailbox', '/mailbox/messages']) {
      const answer = await rawGet(path, { host: `rebind.example:${port}` })
      expect(answer.status).toBe(403)
      expect(answer.body).not.toContain(user.email)
    }
    expect((await rawGet('/mailbox/messages', { host: `localhost:${port}` })).status).toBe(200)
    expect((await rawGet('/mailbox/messages', { host: `127.0.0.1:${port}` })).status).toBe(200)
  })

  it('refuses another origin, even one on localhost, and grants it no CORS; its own origin may call it', async () => {
    const own = new URL(t().url).origin
    const foreign = await fetch(`${t().url}/mailbox/messages`, { headers: { origin: 'http://localhost:5173' } })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const flush = await fetch(`${t().url}/mailbox/flush`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(flush.status).toBe(403)
    const clear = await fetch(`${t().url}/mailbox`, { method: 'DELETE', headers: { origin: 'http://127.0.0.1:5173' } })
    expect(clear.status).toBe(403)
    const preflight = await fetch(`${t().url}/mailbox/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'DELETE' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect((await fetch(`${t().url}/mailbox/messages`, { headers: { origin: own } })).status).toBe(200)
  })
})

describe('startup', () => {
  it('reports a busy port with a clear PortInUseError', async () => {
    await expect(startLocalStack({ port: t().stack.port, db: t().stack.ctx.db })).rejects.toThrow(PortInUseError)
    await expect(startLocalStack({ port: t().stack.port, db: t().stack.ctx.db })).rejects.toThrow(/already in use/)
  })
})

describe('persisted data folder', () => {
  it('keeps users and storage bytes across a restart', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const path = await import('node:path')
    const dataDir = await mkdtemp(path.join(tmpdir(), 'local-stack-'))
    try {
      const first = await startTestStack({ dataDir })
      const user = await first.signUpUser()
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47])
      const up = await first
        .createTestClient(first.serviceKey)
        .storage.from('post-images')
        .upload('persistida.png', png, { contentType: 'image/png' })
      expect(up.error).toBeNull()
      await first.close()

      const second = await startTestStack({ dataDir })
      try {
        expect((await second.signIn(user.email, user.password)).auth).toBeTruthy()
        const response = await fetch(`${second.url}/storage/v1/object/public/post-images/persistida.png`)
        expect(response.status).toBe(200)
        expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)
      } finally {
        await second.close()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('security headers', () => {
  it('sends nosniff, X-Frame-Options DENY and a Referrer-Policy on every service, errors and the mailbox included', async () => {
    const requests: [string, RequestInit][] = [
      [`${t().url}/rest/v1/posts?select=id&limit=1`, { headers: { apikey: t().anonKey } }],
      [`${t().url}/rest/v1/nao_existe`, { headers: { apikey: t().anonKey } }],
      [`${t().url}/auth/v1/health`, { headers: { apikey: t().anonKey } }],
      [`${t().url}/auth/v1/user`, { headers: { apikey: t().anonKey } }],
      [`${t().url}/storage/v1/object/public/post-images/nao-existe.webp`, {}],
      [`${t().url}/mailbox`, {}],
      [`${t().url}/mailbox/messages`, {}],
      [`${t().url}/nada`, {}],
      [
        `${t().url}/rest/v1/posts`,
        { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' } },
      ],
    ]
    for (const [url, init] of requests) {
      const response = await fetch(url, init)
      const label = `${init.method ?? 'GET'} ${url} (${response.status})`
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
      expect(response.headers.get('x-frame-options'), label).toBe('DENY')
      expect(response.headers.get('referrer-policy'), label).toBe('no-referrer')
    }
  })
})
