import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { recoverFromStaleChunk } from '#src/components/ui/part-load/stale-chunk.ts';
import { browserOnline, chunkUrlOf, isChunkLoadError } from '#src/domain/loading/chunk-error.ts';
import { APP_PATHS } from './paths.ts';
import styles from './route-error-boundary.module.css';
import { t } from '#src/domain/i18n/translate.ts';

/** A download's technical message never reaches the shopper. */
function describe(error: unknown): string | null {
  if (isChunkLoadError(error)) return null;
  if (error instanceof Error) return error.message;
  return t('routeError.unknown');
}

/** Never a blank page. */
function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <PageFrame backTo={APP_PATHS.manage} heading={t('routeError.heading')}>
      <Card>
        <div role="alert" className={styles.message}>
          <p>{t('routeError.text')}</p>
          {describe(error) === null ? (
            <p>{browserOnline() ? t('partLoad.failed') : t('partLoad.failedOffline')}</p>
          ) : (
            <p className={styles.details}>{describe(error)}</p>
          )}
        </div>
        <div className={styles.actions}>
          {/* A full reload also fetches page code changed since the tab opened. */}
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <Link href={APP_PATHS.manage} className={buttonClassName({ variant: 'secondary' })}>
            {t('common.toAccount')}
          </Link>
        </div>
      </Card>
    </PageFrame>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** React catches render errors only in a class; the app keys it by location. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error, failed: true };
  }

  // A file a theme update removed: the new names come with a reload.
  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) void recoverFromStaleChunk(chunkUrlOf(error));
  }

  override render() {
    if (this.state.failed) return <RouteErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
