import { useState } from 'react'
import { enrolTotpFactor, removeFactor, type PendingFactor } from '@/features/users/api/mfa-factors'
import { toAppError } from '@/lib/errors'

export type EnrolmentStep =
  | { step: 'closed' }
  | { step: 'naming'; failure: string | null; pending: boolean }
  | { step: 'scanning'; factor: PendingFactor }

/**
 * Adding an authenticator app: name it → Auth makes a secret (QR code and key) → the app's first code
 * verifies it (the screen's code form). Cancelling after the secret was made drops the unverified factor.
 */
export function useTotpEnrolment() {
  const [state, setState] = useState<EnrolmentStep>({ step: 'closed' })

  async function start(friendlyName: string) {
    setState({ step: 'naming', failure: null, pending: true })
    try {
      setState({ step: 'scanning', factor: await enrolTotpFactor(friendlyName) })
    } catch (error) {
      setState({ step: 'naming', failure: toAppError(error).message, pending: false })
    }
  }

  function cancel() {
    if (state.step === 'scanning') void removeFactor(state.factor.id).catch(() => {})
    setState({ step: 'closed' })
  }

  return {
    state,
    open: () => setState({ step: 'naming', failure: null, pending: false }),
    start,
    cancel,
    finish: () => setState({ step: 'closed' }),
  }
}
