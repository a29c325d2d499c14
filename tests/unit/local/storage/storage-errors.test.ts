/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import {
  bucketNotFound,
  duplicateObject,
  entityTooLarge,
  internalError,
  invalidJwt,
  invalidKey,
  invalidMimeType,
  objectNotFound,
  rlsDenied,
  StorageFailure,
} from '../../../../local/supabase/storage/storage-errors.ts'

async function wire(failure: StorageFailure) {
  const response = failure.toResponse()
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() }
}

describe('StorageFailure', () => {
  it('is an Error whose message is the message field', () => {
    const failure = new StorageFailure('404', 'C', 'E', 'the message')
    expect(failure).toBeInstanceOf(Error)
    expect(failure.message).toBe('the message')
    expect(failure.httpStatus).toBe(400)
  })

  it('answers HTTP 400 by default with the real status as a string in statusCode', async () => {
    expect(await wire(new StorageFailure('404', 'Code', 'Error', 'Message'))).toEqual({
      status: 400,
      type: 'application/json',
      body: { statusCode: '404', code: 'Code', error: 'Error', message: 'Message' },
    })
  })

  it('answers with the given HTTP status when one is passed', async () => {
    expect((await wire(new StorageFailure('503', 'C', 'E', 'M', 503))).status).toBe(503)
  })
})

describe('the Storage error factories', () => {
  it('build the exact bodies Storage sends', async () => {
    const cases: Array<[StorageFailure, number, Record<string, string>]> = [
      [
        objectNotFound(),
        400,
        { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
      ],
      [
        bucketNotFound(),
        400,
        { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' },
      ],
      [
        duplicateObject(),
        400,
        { statusCode: '409', code: 'Duplicate', error: 'Duplicate', message: 'The resource already exists' },
      ],
      [
        entityTooLarge(),
        400,
        {
          statusCode: '413',
          code: 'EntityTooLarge',
          error: 'Payload too large',
          message: 'The object exceeded the maximum allowed size',
        },
      ],
      [
        invalidMimeType('text/html'),
        400,
        {
          statusCode: '415',
          code: 'InvalidMimeType',
          error: 'invalid_mime_type',
          message: 'mime type text/html is not supported',
        },
      ],
      [
        rlsDenied(),
        400,
        {
          statusCode: '403',
          code: 'AccessDenied',
          error: 'Unauthorized',
          message: 'new row violates row-level security policy',
        },
      ],
      [
        invalidJwt('jwt expired'),
        400,
        { statusCode: '400', code: 'InvalidJWT', error: 'Unauthorized', message: 'jwt expired' },
      ],
      [invalidKey(), 400, { statusCode: '400', code: 'InvalidKey', error: 'Invalid key', message: 'Invalid key' }],
      [invalidKey('bad'), 400, { statusCode: '400', code: 'InvalidKey', error: 'Invalid key', message: 'bad' }],
      [
        internalError('boom'),
        500,
        { statusCode: '500', code: 'InternalError', error: 'Internal Server Error', message: 'boom' },
      ],
    ]
    for (const [failure, status, body] of cases) {
      const answer = await wire(failure)
      expect(answer.status, body.code).toBe(status)
      expect(answer.body).toEqual(body)
    }
  })
})
