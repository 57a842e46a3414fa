import { Component, type ErrorInfo, type ReactNode } from 'react';
import { markPageReady } from '../components/Ready';
import { RouteErrorPage } from './pages/RouteErrorPage';

interface Props {
  /** The address: moving to another page clears the error (and nothing remounts otherwise). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches what a screen throws while rendering (RouteErrorPage explains and offers a reload), at
 * the root of the route table. React offers error boundaries only as class components.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The layouts' PageReady will not run: the error page takes input as it is.
    markPageReady();
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
