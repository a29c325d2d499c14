import { Component, type ErrorInfo, type ReactNode } from 'react'
import { SomethingWentWrong } from '@/components/feedback/something-went-wrong'

interface Props {
  children: ReactNode
}

/** Last line of defence above the router: any render failure shows "Something went wrong." */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack)
  }

  render() {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children
  }
}
