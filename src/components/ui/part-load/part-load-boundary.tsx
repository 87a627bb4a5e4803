import { Component, type ReactNode } from 'react';
import { reportError } from '#src/domain/error-reporter.ts';
import { browserOnline, chunkUrlOf, isChunkLoadError } from '#src/domain/loading/chunk-error.ts';
import { CHUNK_LOAD_ERROR } from '#src/domain/messages.ts';
import { recoverFromStaleChunk } from './stale-chunk.ts';
import { PartLoadFailure } from './part-load-failure.tsx';

interface PartLoadBoundaryProps {
  /** Called again on Try again: read retryableLazy's `current()`, never hold the failed one. */
  children: () => ReactNode;
  onRetry: () => void;
  /** Shows the failure as a small dialog (for a dialog's part). */
  onClose?: () => void;
}

interface PartLoadBoundaryState {
  error: unknown;
}

/**
 * A part whose code failed to download fails in place, with Try again; other errors go on to the
 * route's boundary. A file gone after a theme update reloads the page once.
 */
export class PartLoadBoundary extends Component<PartLoadBoundaryProps, PartLoadBoundaryState> {
  override state: PartLoadBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PartLoadBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) return;
    reportError(CHUNK_LOAD_ERROR, { url: chunkUrlOf(error), online: browserOnline() });
    void recoverFromStaleChunk(chunkUrlOf(error));
  }

  // Closed while failed: the next showing loads again, not React.lazy's kept failure.
  override componentWillUnmount(): void {
    if (this.state.error !== null) this.props.onRetry();
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children();
    if (!isChunkLoadError(error)) throw error;
    return <PartLoadFailure onRetry={this.retry} onClose={this.props.onClose} />;
  }
}
