import { Card } from '../../components/ui/card/card.tsx';
import { PageFrame } from '../../components/ui/page-frame/page-frame.tsx';
import { Skeleton } from '../../components/ui/skeleton/skeleton.tsx';

/**
 * Spec section 2, /pages/buildplan: the plan builder (also ?type=NO_STOCK). Frame only until its
 * own issue fills it.
 */
export function BuildplanPage() {
  return (
    <PageFrame
      heading="Build your plan"
      intro="Choose what you would like delivered and how many of each."
    >
      <Card>
        <Skeleton lines={3}>
          <p>The plan builder will appear here.</p>
        </Skeleton>
      </Card>
    </PageFrame>
  );
}
