// The AuthFailure a call into the local Auth code throws (local/supabase/auth/auth-errors.ts), for the
// unit tests that check which status and code a bad request gets.
import { AuthFailure } from '../../local/supabase/auth/auth-errors.ts'

/** The AuthFailure a call throws (fails the test when it throws nothing or something else). */
export function failure(fn: () => unknown): AuthFailure {
  try {
    fn()
  } catch (error) {
    if (error instanceof AuthFailure) return error
    throw error
  }
  throw new Error('expected an AuthFailure')
}
