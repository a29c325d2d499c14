import { useRouteError } from 'react-router'
import { SomethingWentWrong } from '@/components/feedback/something-went-wrong'

/** Router-level error element: a route that throws while rendering or loading lands here. */
export function RootErrorPage() {
  const error = useRouteError()
  console.error('Unhandled route error', error)
  return <SomethingWentWrong />
}
