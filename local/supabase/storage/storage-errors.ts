/**
 * Storage answers HTTP 400 for nearly every client error, with the real status as a string in
 * `statusCode`; supabase-js apps branch on that.
 */
export class StorageFailure extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message)
  }

  toResponse(): Response {
    return Response.json(
      { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message },
      { status: this.httpStatus },
    )
  }
}

export const objectNotFound = () => new StorageFailure('404', 'NoSuchKey', 'not_found', 'Object not found')
export const bucketNotFound = () => new StorageFailure('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
export const duplicateObject = () => new StorageFailure('409', 'Duplicate', 'Duplicate', 'The resource already exists')
export const entityTooLarge = () =>
  new StorageFailure('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')
export const invalidMimeType = (mime: string) =>
  new StorageFailure('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`)
export const rlsDenied = () =>
  new StorageFailure('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy')
export const invalidJwt = (message: string) => new StorageFailure('400', 'InvalidJWT', 'Unauthorized', message)
export const invalidKey = (message = 'Invalid key') => new StorageFailure('400', 'InvalidKey', 'Invalid key', message)
export const internalError = (message: string) =>
  new StorageFailure('500', 'InternalError', 'Internal Server Error', message, 500)
