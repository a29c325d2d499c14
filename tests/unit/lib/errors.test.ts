// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  AppError,
  isClientError,
  isRateLimited,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  toAppError,
} from '@/lib/errors'

describe('toAppError', () => {
  it('returns an AppError as it is', () => {
    const error = new AppError('forbidden', 'Sem permissão', { status: 403 })
    expect(toAppError(error)).toBe(error)
  })

  it('turns a failed fetch (TypeError "Failed to fetch") into a network error in Portuguese, keeping the cause', () => {
    const cause = new TypeError('Failed to fetch')
    const error = toAppError(cause)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({
      name: 'AppError',
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
      status: undefined,
      code: undefined,
    })
    expect(error.cause).toBe(cause)
    expect(toAppError(new TypeError('NetworkError when attempting to fetch resource.')).kind).toBe('network')
  })

  it('reads the failed fetch postgrest-js reports as an error object ("TypeError: Failed to fetch", empty code) as a network error', () => {
    const error = toAppError({
      message: 'TypeError: Failed to fetch',
      details: 'TypeError: Failed to fetch',
      hint: '',
      code: '',
    })
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE })
    // A server message that merely starts like one, with a code, stays what it is.
    expect(toAppError({ message: 'TypeError: x', code: 'P0001' }).kind).toBe('unknown')
  })

  it("gives supabase-js Auth's retryable errors a Portuguese text: no answer is a network error, a 5xx a server error", () => {
    expect(toAppError({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 })).toMatchObject({
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
    })
    expect(toAppError({ name: 'AuthRetryableFetchError', message: '{}', status: 500 })).toMatchObject({
      kind: 'unknown',
      status: 500,
      message: SERVER_ERROR_MESSAGE,
    })
  })

  it('does not call every TypeError a network error', () => {
    expect(toAppError(new TypeError("Cannot read properties of undefined (reading 'id')")).kind).toBe('unknown')
  })

  it.each([
    [
      'PGRST116 (no row for .single())',
      'not-found',
      { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
    ],
    ['HTTP 404', 'not-found', { message: 'Not Found', status: 404 }],
    ['42501 (RLS refused)', 'forbidden', { code: '42501', message: 'new row violates row-level security policy' }],
    ['HTTP 403', 'forbidden', { message: 'Forbidden', status: 403 }],
    [
      '23505 (unique value taken)',
      'conflict',
      { code: '23505', message: 'duplicate key value violates unique constraint "posts_slug_key"' },
    ],
    ['PT409 (stale post version)', 'conflict', { code: 'PT409', message: 'O post foi alterado por outra pessoa' }],
    ['HTTP 409', 'conflict', { message: 'Conflict', status: 409 }],
    ['HTTP 401', 'auth', { message: 'Invalid JWT', status: 401 }],
    ['HTTP 400', 'validation', { message: 'Bad Request', status: 400 }],
    ['HTTP 422', 'validation', { message: 'Unprocessable Entity', status: 422 }],
    ['HTTP 500', 'unknown', { message: 'Internal Server Error', status: 500 }],
    ['a code it does not know', 'unknown', { code: 'XX000', message: 'internal error' }],
  ] as const)('maps %s to "%s"', (_label, kind, serviceError) => {
    const error = toAppError(serviceError)
    expect(error.kind).toBe(kind)
    expect(error.message).toBe(serviceError.message)
    expect(error.cause).toBe(serviceError)
  })

  it('keeps the status and the code as a string, so screens can read them', () => {
    expect(toAppError({ message: 'Too Many Requests', status: 429, code: 'over_request_rate_limit' })).toMatchObject({
      kind: 'unknown',
      status: 429,
      code: 'over_request_rate_limit',
    })
    expect(toAppError({ message: 'numeric code', code: 42501 })).toMatchObject({ kind: 'forbidden', code: '42501' })
  })

  it("reads a Storage error's statusCode (a string) before status", () => {
    expect(toAppError({ message: 'Object not found', statusCode: '404', status: 400 })).toMatchObject({
      kind: 'not-found',
      status: 404,
    })
    expect(toAppError({ message: 'The resource already exists', statusCode: '409' })).toMatchObject({
      kind: 'conflict',
      status: 409,
    })
  })

  it('says "Ocorreu um erro inesperado" when there is no message, and keeps a thrown string as the message', () => {
    expect(toAppError({ code: 'PGRST116' })).toMatchObject({ kind: 'not-found', message: 'Ocorreu um erro inesperado' })
    expect(toAppError(null)).toMatchObject({ kind: 'unknown', message: 'Ocorreu um erro inesperado' })
    expect(toAppError(undefined)).toMatchObject({ kind: 'unknown', message: 'Ocorreu um erro inesperado' })
    expect(toAppError('conexão recusada')).toMatchObject({
      kind: 'unknown',
      message: 'conexão recusada',
      cause: 'conexão recusada',
    })
  })
})

describe('isClientError (no retries for these)', () => {
  it('is true for 4xx answers and for PostgREST/Postgres client codes without a status', () => {
    expect(isClientError({ message: 'Not Found', status: 404 })).toBe(true)
    expect(isClientError({ message: 'Bad Request', status: 400 })).toBe(true)
    for (const code of ['PGRST116', '22P02', '23505', '42501'])
      expect(isClientError({ message: code, code })).toBe(true)
  })

  it('is true for a rate limit’s refusal, which postgrest-js reports by its code only (no retry would help)', () => {
    expect(
      isClientError({ message: 'Too many requests; try again in 42 seconds', code: 'over_request_rate_limit' }),
    ).toBe(true)
    expect(isClientError({ message: 'Too Many Requests', status: 429 })).toBe(true)
  })

  it('is false for 5xx answers, network failures and other codes', () => {
    expect(isClientError({ message: 'Bad Gateway', status: 502 })).toBe(false)
    expect(isClientError({ message: 'duplicate key', code: '23505', status: 500 })).toBe(false)
    expect(isClientError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isClientError({ message: 'internal error', code: 'XX000' })).toBe(false)
    expect(isClientError(new Error('boom'))).toBe(false)
  })
})

describe('isRateLimited', () => {
  it('recognises a 429 and the over_request_rate_limit code, and nothing else', () => {
    expect(isRateLimited({ message: 'x', code: 'over_request_rate_limit' })).toBe(true)
    expect(isRateLimited({ message: 'x', status: 429 })).toBe(true)
    expect(isRateLimited({ message: 'x', code: '57014' })).toBe(false)
    expect(isRateLimited(new TypeError('Failed to fetch'))).toBe(false)
  })
})
