/**
 * Edit mode's new address, saved at once (spec sections 4, 5). Loaded at idle or on the first
 * submit, not with the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { failureMessage, offlineFailureMessage } from '#src/api/failure-message.ts';
import { changePlanAddressMutation } from '#src/api/operations/change-plan-address.ts';
import type { ChangePlanAddressInput } from '#src/api/operations/change-plan-address.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { planAsItNowIs, writePlan } from '#src/features/plan/plan-write.ts';
import { t } from '#src/domain/i18n/translate.ts';

const WHAT = 'failure.what.saveAddress';

/**
 * Rejects as the call does: the address form unlocks with everything typed. Made from `plan`,
 * the plan the page shows (plan-write.ts).
 */
export async function saveReviewAddress(
  queryClient: QueryClient,
  plan: Plan,
  address: ChangePlanAddressInput,
): Promise<void> {
  try {
    await writePlan(queryClient, plan, (planVersion) =>
      changePlanAddressMutation(queryClient).mutateAsync({
        planId: plan.planId,
        planVersion,
        address,
      }),
    );
  } catch (error) {
    // Spec section 8's quiet address failure is the server's; offline nothing was sent; a
    // refusal whose meaning we know is said in our words.
    const refused = (await planAsItNowIs(queryClient, error)) !== null;
    const message = refused ? failureMessage(WHAT, error) : offlineFailureMessage(WHAT, error);
    if (message) showToast(message);
    throw error;
  }
  showToast(t('catalogue.updateSuccess'), { tone: 'success' });
}
