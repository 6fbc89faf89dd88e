import { Component, type ReactNode } from 'react';
import { expireSession, isSessionError } from '../session/store';

interface Props {
  /** Shown instead of the page when it failed to load or render. */
  fallback: ReactNode;
  children: ReactNode;
}

// A page that fails (its chunk did not load, or it threw) shows a message with a refresh
// button inside the layout instead of blanking the app. A failure that says the session is
// no longer valid ends it, and the guard sends the user to sign in again. The router keys
// this boundary by path, so moving to another page starts afresh.
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const code = (error as { code?: unknown } | null)?.code;
    if (isSessionError(code)) expireSession();
    else console.error('Page failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
