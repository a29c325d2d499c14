/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { AuthFailure } from '../../../../local/supabase/auth/auth-errors.ts'
import {
  checkPasswordStrength,
  mergeMetadata,
  optionalObject,
  optionalString,
  pkceParams,
  readJsonBody,
  validEmail,
} from '../../../../local/supabase/auth/request-input.ts'
import { failure } from '../../../utils/auth-failure.ts'

const post = (body: string) => new Request('http://h/auth/v1/x', { method: 'POST', body })

describe('readJsonBody', () => {
  it('reads an empty or blank body as {}', async () => {
    expect(await readJsonBody(post(''))).toEqual({})
    expect(await readJsonBody(post('  \n'))).toEqual({})
  })

  it('returns a JSON object body', async () => {
    expect(await readJsonBody(post('{"email":"a@b.co","n":1}'))).toEqual({ email: 'a@b.co', n: 1 })
  })

  it('refuses malformed JSON and JSON that is not an object with 400 bad_json', async () => {
    for (const body of ['{bad', '[1,2]', '[]', 'null', '"text"', '42', 'true', 'false', '0']) {
      const error = await readJsonBody(post(body)).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error, body).toBeInstanceOf(AuthFailure)
      expect((error as AuthFailure).status, body).toBe(400)
      expect((error as AuthFailure).code, body).toBe('bad_json')
      expect((error as AuthFailure).message, body).toBe('Could not parse request body as JSON')
    }
  })
})

describe('optionalString', () => {
  it('returns a non-empty string and undefined for anything else', () => {
    const body = { s: 'x', empty: '', n: 1, o: {}, nil: null }
    expect(optionalString(body, 's')).toBe('x')
    expect(optionalString(body, 'empty')).toBeUndefined()
    expect(optionalString(body, 'n')).toBeUndefined()
    expect(optionalString(body, 'o')).toBeUndefined()
    expect(optionalString(body, 'nil')).toBeUndefined()
    expect(optionalString(body, 'missing')).toBeUndefined()
  })
})

describe('optionalObject', () => {
  it('returns a plain object and undefined for arrays, null, strings and numbers', () => {
    const body = { o: { a: 1 }, a: [1], nil: null, s: 'x', n: 3, t: true }
    expect(optionalObject(body, 'o')).toEqual({ a: 1 })
    for (const key of ['a', 'nil', 's', 'n', 't', 'missing']) expect(optionalObject(body, key), key).toBeUndefined()
  })
})

describe('validEmail', () => {
  it('lower-cases a valid address', () => {
    expect(validEmail('Maria.Silva@Example.COM')).toBe('maria.silva@example.com')
    expect(validEmail('ab@cd.ef')).toBe('ab@cd.ef')
    expect(validEmail('a@b.c')).toBe('a@b.c')
  })

  it('says "missing email or phone" without an address', () => {
    for (const email of [undefined, '']) {
      const error = failure(() => validEmail(email))
      expect(error.status).toBe(400)
      expect(error.code).toBe('validation_failed')
      expect(error.message).toBe('missing email or phone')
    }
  })

  it('refuses malformed addresses', () => {
    for (const email of [
      'plain',
      'a@b',
      'a@bc',
      '@b.co',
      'a@.co',
      'a@b.',
      'a@@b.co',
      'a b@c.co',
      ' a@b.co',
      'a@b.co ',
      'a@b.co x',
      'x a@b.co',
      'a@b .co',
      'a@b@c.co',
    ]) {
      const error = failure(() => validEmail(email))
      expect(error.code, email).toBe('validation_failed')
      expect(error.status, email).toBe(400)
      expect(error.message, email).toBe('Unable to validate email address: invalid format')
    }
  })

  it('accepts 255 characters and refuses 256', () => {
    const at255 = `${'a'.repeat(255 - '@b.co'.length)}@b.co`
    expect(at255).toHaveLength(255)
    expect(validEmail(at255)).toBe(at255)
    expect(failure(() => validEmail(`a${at255}`)).message).toBe('Unable to validate email address: invalid format')
  })
})

describe('checkPasswordStrength', () => {
  it('accepts a password of exactly the minimum length', () => {
    expect(() => checkPasswordStrength('123456', 6)).not.toThrow()
  })

  it('refuses a shorter one with 422 weak_password and the reason "length"', async () => {
    const error = failure(() => checkPasswordStrength('12345', 6))
    expect(error.status).toBe(422)
    expect(error.code).toBe('weak_password')
    expect(error.message).toBe('Password should be at least 6 characters.')
    expect(error.extra).toEqual({ weak_password: { reasons: ['length'] } })
    expect(await error.toResponse().json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
  })
})

describe('pkceParams', () => {
  it('is undefined without a code challenge', () => {
    expect(pkceParams({})).toBeUndefined()
    expect(pkceParams({ code_challenge: '', code_challenge_method: 'plain' })).toBeUndefined()
  })

  it('returns the challenge and its method, s256 by default', () => {
    expect(pkceParams({ code_challenge: 'abc', code_challenge_method: 'plain' })).toEqual({
      challenge: 'abc',
      method: 'plain',
    })
    expect(pkceParams({ code_challenge: 'abc' })).toEqual({ challenge: 'abc', method: 's256' })
  })
})

describe('mergeMetadata', () => {
  it('adds and replaces keys and removes the ones set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2, c: 3 }, { b: 20, c: null, d: 4 })).toEqual({ a: 1, b: 20, d: 4 })
  })

  it('starts from {} when there is no current metadata', () => {
    expect(mergeMetadata(null, { a: 1, b: null })).toEqual({ a: 1 })
    expect(mergeMetadata(undefined, { a: 1 })).toEqual({ a: 1 })
  })

  it('keeps falsy values other than null', () => {
    expect(mergeMetadata({ a: 1 }, { a: 0, b: false, c: '' })).toEqual({ a: 0, b: false, c: '' })
  })

  it('does not change the current object', () => {
    const current = { a: 1 }
    mergeMetadata(current, { a: null, b: 2 })
    expect(current).toEqual({ a: 1 })
  })
})
