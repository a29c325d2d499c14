/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { corsHeaders, isAllowedOrigin, preflightResponse } from '../../../local/supabase/http/cors.ts'

const EXPOSED =
  'Content-Range, X-Supabase-Api-Version, Content-Location, Location, x-total-count, link, ' +
  'Content-Disposition, Content-Encoding, Content-Type, Date, Range-Unit, x-sb-error-code'
const DEFAULT_ALLOWED =
  'authorization, apikey, x-client-info, content-type, accept-profile, content-profile, prefer, ' +
  'x-supabase-api-version, x-upsert, cache-control, x-metadata, x-retry-count, range'

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:54321/rest/v1/posts', { method: 'OPTIONS', headers })

describe('isAllowedOrigin', () => {
  it('allows http and https pages on localhost, 127.0.0.1 and [::1], on any port', () => {
    for (const origin of [
      'http://localhost',
      'https://localhost:5173',
      'http://127.0.0.1:4173',
      'https://127.0.0.1',
      'http://[::1]:5173',
      'https://[::1]',
    ]) {
      expect(isAllowedOrigin(origin), origin).toBe(true)
    }
  })

  it('refuses other protocols even on localhost', () => {
    for (const origin of [
      'ftp://localhost',
      'file://localhost/x',
      'ws://127.0.0.1:5173',
      'chrome-extension://localhost',
    ]) {
      expect(isAllowedOrigin(origin), origin).toBe(false)
    }
  })

  it('refuses other hosts, including look-alikes of localhost', () => {
    for (const origin of [
      'http://example.com',
      'https://localhost.evil.com',
      'http://evil-localhost',
      'http://127.0.0.2',
      'http://10.0.0.1:5173',
      'http://[::2]',
    ]) {
      expect(isAllowedOrigin(origin), origin).toBe(false)
    }
  })

  it('returns false (not undefined) for an origin that is not a URL', () => {
    expect(isAllowedOrigin('null')).toBe(false)
    expect(isAllowedOrigin('')).toBe(false)
  })
})

describe('corsHeaders', () => {
  it('echoes an allowed origin with credentials, the exposed headers and Vary: Origin', () => {
    expect(corsHeaders(request({ origin: 'http://localhost:5173' }))).toEqual({
      'Access-Control-Allow-Origin': 'http://localhost:5173',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': EXPOSED,
      Vary: 'Origin',
    })
  })

  it('adds nothing for a request without Origin', () => {
    expect(corsHeaders(request({}))).toEqual({})
  })

  it('adds nothing for a foreign origin', () => {
    expect(corsHeaders(request({ origin: 'https://evil.example' }))).toEqual({})
  })
})

describe('preflightResponse', () => {
  it('answers 204 with no body', async () => {
    const response = preflightResponse(request({ origin: 'http://localhost:5173' }))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  it('echoes the requested headers and allows every method, cached for a day', () => {
    const response = preflightResponse(
      request({ origin: 'http://localhost:5173', 'access-control-request-headers': 'x-custom, authorization' }),
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('x-custom, authorization')
    expect(response.headers.get('access-control-max-age')).toBe('86400')
    expect(response.headers.get('access-control-expose-headers')).toBe(EXPOSED)
    expect(response.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers')
  })

  it('allows the default header list when the preflight names none (or an empty list)', () => {
    const extras: Array<Record<string, string>> = [{}, { 'access-control-request-headers': '' }]
    for (const extra of extras) {
      const response = preflightResponse(request({ origin: 'http://127.0.0.1:5173', ...extra }))
      expect(response.headers.get('access-control-allow-headers')).toBe(DEFAULT_ALLOWED)
    }
  })

  it('gives a foreign origin a bare 204 without any CORS header', () => {
    const response = preflightResponse(
      request({ origin: 'https://evil.example', 'access-control-request-headers': 'authorization' }),
    )
    expect(response.status).toBe(204)
    expect([...response.headers.keys()]).toEqual([])
  })
})
