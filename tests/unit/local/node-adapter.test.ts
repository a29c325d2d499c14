/** @vitest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import {
  BodyTooLargeError,
  MAX_BODY_BYTES,
  canonicalPath,
  sendFetchResponse,
  toFetchRequest,
} from '../../../local/supabase/http/node-adapter.ts'

const BASE = 'http://127.0.0.1:54321'

/** A stand-in for Node's IncomingMessage: headers, method, url and the body as chunks. */
function incoming(input: {
  method?: string
  url?: string
  headers?: Record<string, string | string[] | undefined>
  chunks?: Buffer[]
  remoteAddress?: string
}): IncomingMessage {
  const chunks = input.chunks ?? []
  let read = 0
  return {
    method: input.method,
    url: input.url,
    headers: input.headers ?? {},
    socket: { remoteAddress: input.remoteAddress ?? '127.0.0.1' },
    async *[Symbol.asyncIterator]() {
      for (const chunk of chunks) {
        read++
        yield chunk
      }
    },
    get chunksRead() {
      return read
    },
  } as unknown as IncomingMessage
}

/** A stand-in for Node's ServerResponse that records writeHead and end. */
function outgoing() {
  const calls: { head?: [number, string | undefined, Record<string, string | string[]>]; end?: [Buffer | undefined] } =
    {}
  const res = {
    writeHead(status: number, statusText: string | undefined, headers: Record<string, string | string[]>) {
      calls.head = [status, statusText, headers]
      return res
    },
    end(body?: Buffer) {
      calls.end = [body]
      return res
    },
  }
  return { res: res as unknown as ServerResponse, calls }
}

describe('MAX_BODY_BYTES', () => {
  it('is 50 MiB, like Storage’s global limit', () => {
    expect(MAX_BODY_BYTES).toBe(52_428_800)
  })
})

describe('toFetchRequest', () => {
  it('keeps the method (upper-cased), the path and query against the base URL, and the headers', async () => {
    const request = await toFetchRequest(
      incoming({
        method: 'get',
        url: '/rest/v1/posts?select=id',
        headers: { apikey: 'k', 'x-client-info': 'supabase-js' },
      }),
      BASE,
    )
    expect(request.method).toBe('GET')
    expect(request.url).toBe(`${BASE}/rest/v1/posts?select=id`)
    expect(request.headers.get('apikey')).toBe('k')
    expect(request.headers.get('x-client-info')).toBe('supabase-js')
    expect(request.body).toBeNull()
  })

  it('defaults to GET on / when Node gives no method or url', async () => {
    const request = await toFetchRequest(incoming({}), BASE)
    expect(request.method).toBe('GET')
    expect(request.url).toBe(`${BASE}/`)
    expect(request.body).toBeNull()
  })

  it('resolves a missing url to the root of the base, not to the base itself', async () => {
    const request = await toFetchRequest(incoming({}), `${BASE}/some/path?q=1`)
    expect(request.url).toBe(`${BASE}/`)
  })

  it('appends every value of a repeated header and skips undefined ones', async () => {
    const request = await toFetchRequest(
      incoming({ headers: { 'x-many': ['a', 'b'], 'x-none': undefined, 'x-one': 'single' } }),
      BASE,
    )
    expect(request.headers.get('x-many')).toBe('a, b')
    expect(request.headers.has('x-none')).toBe(false)
    expect(request.headers.get('x-one')).toBe('single')
    expect([...request.headers.keys()].sort()).toEqual(['x-forwarded-for', 'x-many', 'x-one', 'x-real-ip'])
  })

  it('says who connected as a proxy does: x-real-ip is the connection’s address, x-forwarded-for gets it appended, a client’s cf-connecting-ip is dropped', async () => {
    const forged = {
      'x-real-ip': '198.51.100.1',
      'x-forwarded-for': '198.51.100.2',
      'cf-connecting-ip': '198.51.100.3',
    }
    const request = await toFetchRequest(incoming({ headers: forged, remoteAddress: '127.0.0.9' }), BASE)
    expect(request.headers.get('x-real-ip')).toBe('127.0.0.9')
    expect(request.headers.get('x-forwarded-for')).toBe('198.51.100.2, 127.0.0.9')
    expect(request.headers.has('cf-connecting-ip')).toBe(false)
    // An IPv4 client of a dual-stack listener is its IPv4 address.
    const mapped = await toFetchRequest(incoming({ remoteAddress: '::ffff:203.0.113.4' }), BASE)
    expect(mapped.headers.get('x-real-ip')).toBe('203.0.113.4')
    expect(mapped.headers.get('x-forwarded-for')).toBe('203.0.113.4')
  })

  it('hands every service the path in one canonical form: escapes of plain characters decoded, a slash inside a segment kept escaped', async () => {
    const request = await toFetchRequest(
      incoming({ method: 'POST', url: '/rest/v1/rpc/set%5Fpost%5Flike?x=%5F' }),
      BASE,
    )
    expect(new URL(request.url).pathname).toBe('/rest/v1/rpc/set_post_like')
    expect(new URL(request.url).search).toBe('?x=%5F')
    expect(canonicalPath('/rest/v1/rpc/%73ubscribe_newsletter')).toBe('/rest/v1/rpc/subscribe_newsletter')
    expect(canonicalPath('/storage/v1/object/public/a%2Fb/c%20d.png')).toBe('/storage/v1/object/public/a%2Fb/c%20d.png')
    expect(canonicalPath('/rest/v1/p%6Fsts')).toBe('/rest/v1/posts')
    expect(canonicalPath('/rest/v1/bad%E0%A4%A')).toBe('/rest/v1/bad%E0%A4%A')
  })

  it('does not read the body of a GET or HEAD request', async () => {
    for (const method of ['GET', 'HEAD']) {
      const message = incoming({ method, chunks: [Buffer.from('ignored')] })
      const request = await toFetchRequest(message, BASE)
      expect(request.body, method).toBeNull()
      expect((message as unknown as { chunksRead: number }).chunksRead, method).toBe(0)
    }
  })

  it('joins the chunks of a POST body in order', async () => {
    const request = await toFetchRequest(
      incoming({ method: 'POST', url: '/auth/v1/token', chunks: [Buffer.from('{"a":'), Buffer.from('1}')] }),
      BASE,
    )
    expect(request.method).toBe('POST')
    expect(await request.text()).toBe('{"a":1}')
  })

  it('gives a POST without a body an empty (not missing) body', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      const request = await toFetchRequest(incoming({ method }), BASE)
      expect(request.body, method).not.toBeNull()
      expect(await request.text(), method).toBe('')
    }
  })

  it('accepts a body of exactly MAX_BODY_BYTES', async () => {
    const request = await toFetchRequest(
      incoming({ method: 'PUT', chunks: [Buffer.alloc(MAX_BODY_BYTES - 1), Buffer.alloc(1)] }),
      BASE,
    )
    expect((await request.arrayBuffer()).byteLength).toBe(MAX_BODY_BYTES)
  })

  it('refuses a body one byte over MAX_BODY_BYTES with BodyTooLargeError, before reading the rest', async () => {
    const message = incoming({
      method: 'POST',
      chunks: [Buffer.alloc(MAX_BODY_BYTES), Buffer.alloc(1), Buffer.alloc(1)],
    })
    const result = toFetchRequest(message, BASE)
    await expect(result).rejects.toBeInstanceOf(BodyTooLargeError)
    await expect(result).rejects.toThrow('request body too large')
    expect((message as unknown as { chunksRead: number }).chunksRead).toBe(2)
  })
})

describe('sendFetchResponse', () => {
  it('writes status, status text, headers, a content-length and the body', async () => {
    const { res, calls } = outgoing()
    const response = new Response('hello', { status: 201, statusText: 'Created', headers: { 'x-a': '1' } })
    await sendFetchResponse(res, response, 'POST')
    expect(calls.head?.[0]).toBe(201)
    expect(calls.head?.[1]).toBe('Created')
    expect(calls.head?.[2]).toEqual({ 'x-a': '1', 'content-type': 'text/plain;charset=UTF-8', 'content-length': '5' })
    expect(calls.end?.[0]?.toString()).toBe('hello')
  })

  it('passes no status text when the response has none', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response('x', { status: 200 }), 'GET')
    expect(calls.head?.[1]).toBeUndefined()
  })

  it('keeps the content-length the response already has', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response('hello', { headers: { 'content-length': '99' } }), 'GET')
    expect(calls.head?.[2]['content-length']).toBe('99')
  })

  it('counts bytes, not characters, in the content-length', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response('ação'), 'GET')
    expect(calls.head?.[2]['content-length']).toBe('6')
  })

  it('sends no body and no content-length for a response without a body', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response(null, { status: 204 }), 'DELETE')
    expect(calls.head?.[0]).toBe(204)
    expect(calls.head?.[2]).toEqual({})
    expect(calls.end).toEqual([undefined])
  })

  it('answers HEAD with the headers (and length) but no body', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response('hello'), 'HEAD')
    expect(calls.head?.[2]['content-length']).toBe('5')
    expect(calls.end).toEqual([undefined])
  })

  it('adds the extra headers under lower-case names, replacing the response’s own', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response(null, { status: 204, headers: { 'x-a': 'old' } }), 'GET', {
      'X-A': 'new',
      'Access-Control-Allow-Origin': 'http://localhost:5173',
    })
    expect(calls.head?.[2]).toEqual({ 'x-a': 'new', 'access-control-allow-origin': 'http://localhost:5173' })
  })

  it('sets Vary when the response has none', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response(null, { status: 204 }), 'GET', { Vary: 'Origin' })
    expect(calls.head?.[2]).toEqual({ vary: 'Origin' })
  })

  it('appends to the response’s Vary instead of replacing it', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response(null, { status: 204, headers: { vary: 'Accept-Encoding' } }), 'GET', {
      Vary: 'Origin',
    })
    expect(calls.head?.[2]).toEqual({ vary: 'Accept-Encoding, Origin' })
  })

  it('does not repeat a Vary value the response already has', async () => {
    const { res, calls } = outgoing()
    await sendFetchResponse(res, new Response(null, { status: 204, headers: { vary: 'Origin' } }), 'GET', {
      Vary: 'Origin',
    })
    expect(calls.head?.[2]).toEqual({ vary: 'Origin' })
  })
})
