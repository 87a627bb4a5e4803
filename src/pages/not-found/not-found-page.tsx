import { Link } from 'wouter';
import { APP_PATHS } from '#src/app/paths.ts';
import { buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';

/** Any address the app does not know: say so and offer the way back to the plan. */
export function NotFoundPage() {
  return (
    <PageFrame backTo={APP_PATHS.manage} heading="Page not found">
      <Card>
        <p>We couldn’t find the page you were looking for. It may have moved.</p>
        <div>
          <Link to={APP_PATHS.manage} className={buttonClassName({ variant: 'primary' })}>
            Go to my autoship
          </Link>
        </div>
      </Card>
    </PageFrame>
  );
}
