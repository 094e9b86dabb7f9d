import { Component, type ReactNode } from 'react';

// STUB: replaced by the error boundaries of §8.
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Something went terribly wrong</p> : this.props.children;
  }
}
export const AppErrorBoundary = RouteErrorBoundary;
