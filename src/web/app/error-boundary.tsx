import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { reportError } from '../lib/error-reporting';
import { ErrorPage } from '../site/error-page/error-page';

interface State {
  hasError: boolean;
}

/** An unexpected rendering error moves to the error state, is logged and shows the error page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    void reportError(error, { componentStack: info.componentStack?.slice(0, 4_000) });
  }

  override render() {
    // No way back is offered: the shopper reloads or leaves.
    return this.state.hasError ? <ErrorPage /> : this.props.children;
  }
}
