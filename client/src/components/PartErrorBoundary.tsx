import { Component, Fragment, type ReactNode } from 'react';
import { retryFailedLoads } from '../app/lazy-page';
import { MESSAGES } from '../errors/messages';
import { RetryAlert } from './RetryAlert';

interface Props {
  children: ReactNode;
  /** Called once when the part fails (LazyPart releases its hold on the page's readiness). */
  onError?: () => void;
}

interface State {
  failed: boolean;
  /** Bumped by Try again: the part is mounted afresh, and its code requested again. */
  attempt: number;
}

/**
 * Around a part of a page whose code loads on demand (LazyPart, dialogs, editors): when that code
 * cannot be fetched (offline, or a deploy replaced the files), the part says so with Try again in
 * its place, and the rest of the page — what was typed in it included — stays as it is, where the
 * route's error page (app/RouteErrorBoundary.tsx) would have replaced all of it.
 */
export class PartErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  private retry = () => {
    retryFailedLoads();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    if (this.state.failed) return <RetryAlert onRetry={async () => this.retry()}>{MESSAGES.PART_LOAD_FAILED}</RetryAlert>;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
