import { expect } from 'vitest'
import { RestError } from '../../../../local/supabase/rest/errors.ts'

/** The error a parse throws (PGRST100 and friends), as PostgREST's JSON body with its status. */
export function parseFailure(fn: () => unknown) {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(RestError)
    const rest = error as RestError
    return { status: rest.status, ...rest.toBody() }
  }
  throw new Error('expected a parse error')
}
