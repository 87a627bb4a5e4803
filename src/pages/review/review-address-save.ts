/**
 * Edit mode's new address, saved at once (spec sections 4, 5). Loaded at idle or on the first
 * submit, not with the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { offlineFailureMessage } from '#src/api/failure-message.ts';
import { changePlanAddressMutation } from '#src/api/operations/change-plan-address.ts';
import type { ChangePlanAddressInput } from '#src/api/operations/change-plan-address.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { t } from '#src/domain/i18n/translate.ts';

/** Rejects as the call does: the address form unlocks with everything typed. */
export async function saveReviewAddress(
  queryClient: QueryClient,
  planId: number,
  address: ChangePlanAddressInput,
): Promise<void> {
  try {
    await changePlanAddressMutation(queryClient).mutateAsync({ planId, address });
  } catch (error) {
    // Spec section 8's quiet address failure is the server's; offline nothing was sent.
    const offline = offlineFailureMessage('failure.what.saveAddress', error);
    if (offline) showToast(offline);
    throw error;
  }
  showToast(t('catalogue.updateSuccess'), { tone: 'success' });
}
