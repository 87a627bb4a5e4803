import { Card } from '../../components/ui/card/card.tsx';
import { PageFrame } from '../../components/ui/page-frame/page-frame.tsx';
import { Skeleton } from '../../components/ui/skeleton/skeleton.tsx';

/**
 * Spec section 2, /review: the review page (create and edit modes). Frame only until its own issue
 * fills it.
 */
export function ReviewPage() {
  return (
    <PageFrame
      heading="Review your plan"
      intro="Check your items, delivery interval and address before you pay."
    >
      <Card>
        <Skeleton lines={3}>
          <p>Your plan summary will appear here.</p>
        </Skeleton>
      </Card>
    </PageFrame>
  );
}
