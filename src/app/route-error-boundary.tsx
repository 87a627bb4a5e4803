import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { NotFoundPage } from '#src/pages/not-found/not-found-page.tsx';
import { APP_PATHS } from './paths.ts';
import styles from './route-error-boundary.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/**
 * The route-level error element: whatever a page throws (a render bug, a page chunk that failed
 * to download after a deploy), the shopper sees what happened and a way out — never a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

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
          <Link to={APP_PATHS.manage} className={buttonClassName({ variant: 'secondary' })}>
            Go to my autoship
          </Link>
        </div>
      </Card>
    </PageFrame>
  );
}
