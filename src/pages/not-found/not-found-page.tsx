import { Link } from 'wouter';
import { APP_PATHS } from '#src/app/paths.ts';
import { buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { PageFrame } from '#src/components/ui/page-frame/page-frame.tsx';
import { t } from '#src/domain/i18n/translate.ts';

/** Any address the app does not know: say so and offer the way back to the plan. */
export function NotFoundPage() {
  return (
    <PageFrame backTo={APP_PATHS.manage} heading={t('notFound.heading')}>
      <Card>
        <p>{t('notFound.text')}</p>
        <div>
          <Link to={APP_PATHS.manage} className={buttonClassName({ variant: 'primary' })}>
            {t('common.toAccount')}
          </Link>
        </div>
      </Card>
    </PageFrame>
  );
}
