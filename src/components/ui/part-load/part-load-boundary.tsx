import { Component, type ReactNode } from 'react';
import { reportError } from '#src/domain/error-reporter.ts';
import { browserOnline, chunkUrlOf, isChunkLoadError } from '#src/domain/loading/chunk-error.ts';
import { CHUNK_LOAD_ERROR } from '#src/domain/messages.ts';
import { recoverFromStaleChunk } from './stale-chunk.ts';
import { PartLoadFailure } from './part-load-failure.tsx';

interface PartLoadBoundaryProps {
  /**
   * Renders the part: called again on Try again, so it must read the lazy component then
   * (retryableLazy's `current()`), not hold the one that failed.
   */
  children: () => ReactNode;
  /** Makes the next render load the part again (retryableLazy's reset). */
  onRetry: () => void;
  /** The failure shown as a small dialog (for a dialog's part), with this way to close it. */
  onClose?: () => void;
}

interface PartLoadBoundaryState {
  error: unknown;
}

/**
 * A lazily loaded part whose code could not be downloaded (after loadOnce's own retry) fails
 * where it is, with a Try again, and the rest of the page stays as it was. Any other error goes on
 * to the route's boundary. A file that is gone (a theme update renamed it) reloads the page once.
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

  // Closed or left while failed: the next showing loads again instead of React.lazy's kept failure.
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
    // Not a download failure: the route's boundary says what happened.
    if (!isChunkLoadError(error)) throw error;
    return <PartLoadFailure onRetry={this.retry} onClose={this.props.onClose} />;
  }
}
