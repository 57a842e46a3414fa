import { Component, Fragment, type ReactNode } from 'react';
import { retryFailedLoads } from '../app/lazy-page';
import { MESSAGES } from '../errors/messages';
import type { SxProps, Theme } from '@mui/material/styles';
import { RetryAlert } from './RetryAlert';

interface Props {
  children: ReactNode;
  /** Called once each time the part fails (LazyPart releases its hold on the page's readiness). */
  onError?: () => void;
  /**
   * What to show in the part's place when it fails, instead of the alert with Try again: for parts
   * a page can do without for a while (the top bar's bell, a notice), or that say so elsewhere
   * (./OverlayPart.tsx). Such a part is tried again when `retryKey` changes.
   */
  fallback?: ReactNode;
  /** A new value tries a failed part again (e.g. the address: the next page the member opens). */
  retryKey?: string | number;
  /** Placement of the alert (e.g. margins inside a dialog). */
  sx?: SxProps<Theme>;
  /** Shown under the alert when the part fails: what the part would have offered to leave (a dialog's Close). */
  footer?: ReactNode;
}

interface State {
  failed: boolean;
  /** Bumped by each new try: the part is mounted afresh, and its code requested again. */
  attempt: number;
}

/**
 * Around a part of a page whose code loads on demand (LazyPart, dialogs, editors, menus): when that
 * code cannot be fetched (offline, or a deploy replaced the files), the part says so with Try again
 * in its place (or shows `fallback`), and the rest of the page — what was typed in it included —
 * stays as it is, where the route's error page (app/RouteErrorBoundary.tsx) would have replaced all
 * of it.
 */
export class PartErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  private retry = () => {
    // React.lazy keeps a failure for good: the lazy parts that failed get fresh ones first.
    retryFailedLoads();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override componentDidCatch() {
    this.props.onError?.();
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.retryKey !== this.props.retryKey) this.retry();
  }

  override render() {
    if (this.state.failed) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return (
        <>
          <RetryAlert sx={this.props.sx} onRetry={async () => this.retry()}>
            {MESSAGES.PART_LOAD_FAILED}
          </RetryAlert>
          {this.props.footer}
        </>
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
