import { Link } from 'wouter';
import { APP_PATHS } from '#src/app/paths.ts';
import { buttonClassName } from '#src/components/ui/button/button.tsx';
import { Card } from '#src/components/ui/card/card.tsx';
import { readBuildPlanLink } from '#src/pages/autoship-manage/build-plan-link.ts';
import { NO_PLAN_HEADING_ID } from './no-plan-heading.ts';
import styles from './no-plan-view.module.css';
import { t } from '#src/domain/i18n/translate.ts';
import { StrokeIcon } from '#src/components/ui/icon/stroke-icon.tsx';

export interface NoPlanViewProps {
  /** Where the build-plan button goes; default: the theme's own link, else the program page. */
  href?: string;
}

/** Spec section 2: the no-plan message with a build-plan button. */
export function NoPlanView({ href = readBuildPlanLink() ?? APP_PATHS.program }: NoPlanViewProps) {
  // A link of the theme may point outside this app (a collection page), so it is a plain <a>.
  const external = !href.startsWith('/') || href.startsWith('//');
  const className = buttonClassName({ variant: 'primary', size: 'lg', className: styles.cta });
  return (
    <Card className={styles.card}>
      <div className={styles.art} aria-hidden="true">
        <StrokeIcon icon="box" />
      </div>
      <h2 id={NO_PLAN_HEADING_ID} className={styles.title} tabIndex={-1}>
        {t('manage.noPlan')}
      </h2>
      <p className={styles.text}>{t('manage.noPlan.text')}</p>
      {external ? (
        <a href={href} className={className}>
          {t('plan.build')}
        </a>
      ) : (
        <Link to={href} className={className}>
          {t('plan.build')}
        </Link>
      )}
    </Card>
  );
}
