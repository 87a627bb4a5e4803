import { Card } from '../../components/ui/card/card.tsx';
import { PageFrame } from '../../components/ui/page-frame/page-frame.tsx';
import { Skeleton } from '../../components/ui/skeleton/skeleton.tsx';

/**
 * Spec section 2, /pages/payment: the payment hand-off (subtotal, saving, total, url). Frame only
 * until its own issue fills it.
 */
export function PaymentPage() {
  return (
    <PageFrame heading="Payment" intro="You are being taken to our secure payment page.">
      <Card>
        <Skeleton lines={3}>
          <p>Payment details will appear here.</p>
        </Skeleton>
      </Card>
    </PageFrame>
  );
}
