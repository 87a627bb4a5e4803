import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { APP_PATHS } from './paths.ts';
import styles from './route-error-boundary.module.css';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** What the shopper sees when a page failed: what happened and a way out, never a blank page. */
function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <PageFrame backTo={APP_PATHS.manage} heading="Something went wrong">
      <Card>
        <div role="alert" className={styles.message}>
          <p>We couldn’t show this page. Please try again.</p>
          <p className={styles.details}>{describe(error)}</p>
        </div>
        <div className={styles.actions}>
          {/* A full reload also fetches page code that changed since this tab was opened. */}
          <Button variant="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Link href={APP_PATHS.manage} className={buttonClassName({ variant: 'secondary' })}>
            Go to my autoship
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

/** A class because React catches render errors only in one; keyed by location by the app. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error, failed: true };
  }

  override render() {
    if (this.state.failed) return <RouteErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
