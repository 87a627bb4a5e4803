import { Card } from '../../components/ui/card/card.tsx';
import { PageFrame } from '../../components/ui/page-frame/page-frame.tsx';
import { Skeleton } from '../../components/ui/skeleton/skeleton.tsx';

/**
 * Spec section 2, /pages/autoship-program: where the no-plan button leads. Frame only until its
 * own issue fills it.
 */
export function AutoshipProgramPage() {
  return (
    <PageFrame
      heading="The autoship program"
      intro="Get your favourites delivered on a schedule that suits you, and save on every order."
    >
      <Card>
        <Skeleton lines={3}>
          <p>Programme details will appear here.</p>
        </Skeleton>
      </Card>
    </PageFrame>
  );
}
