import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePlanAddressQuery } from '#src/api/operations/get-plan-address.ts';
import { useCustomerAddressesQuery } from '#src/api/operations/query-customer-address.ts';
import type { Plan } from '#src/api/schema-types.ts';
import { failureMessage } from '#src/api/failure-message.ts';
import { getStoreContext } from '#src/api/store-context.ts';
import { showToast } from '#src/components/ui/toast/toast-store.ts';
import { loadOnce } from '#src/domain/load-once.ts';
import type { ReviewMode } from '#src/domain/plan/plan-status.ts';
import { whenIdle } from '#src/domain/scheduling/after-idle.ts';
import { usePreloadWhenIdle } from '#src/hooks/use-preload-when-idle.ts';
import { prefetchAddressForm } from '#src/features/address-form/address-form-prefetch.ts';
import type {
  AddressFormHandle,
  AddressSubmission,
} from '#src/features/address-form/address-form.tsx';
import type { CheckoutAddressSource } from './checkout-steps.ts';
import { SAVE_FAILED_WHAT } from './save-failed-what.ts';
import { ADDRESS_BLOCK_BUTTON_ID } from './components/address-block.tsx';

// Edit mode's save: loaded at idle or on the first submit, not with the page.
const loadAddressSave = loadOnce(() => import('./review-address-save.ts'));

/**
 * Spec sections 2, 4 and 5: what was given here, else the plan's, else the first saved one. Edit
 * mode saves a new address at once; create mode keeps it for checkout.
 */
export function useReviewAddress(
  mode: ReviewMode,
  plan: Plan | null,
  skeletonVisible: boolean,
  awaitingSignIn: boolean,
) {
  const context = getStoreContext();
  // The shopper's addresses are asked only of a signed-in shopper whose plan was not refused for
  // want of a sign-in (use-reviewed-plan.ts).
  const asksAddresses = context.isLoggedIn && !awaitingSignIn;
  const planId = plan?.planId ?? 0;
  const addressId = plan?.addressId ?? 0;
  const planAddressQuery = usePlanAddressQuery(planId, { enabled: planId > 0 && addressId > 0 });
  const savedQuery = useCustomerAddressesQuery({ enabled: asksAddresses });
  const [given, setGiven] = useState<AddressSubmission | null>(null);
  const givenRef = useRef<AddressSubmission | null>(null);
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (skeletonVisible) return;
    return whenIdle(() => prefetchAddressForm(queryClient, asksAddresses));
  }, [queryClient, asksAddresses, skeletonVisible]);
  const formRef = useRef<AddressFormHandle>(null);
  const planAddress = addressId > 0 ? (planAddressQuery.data ?? null) : null;
  const defaultSaved = mode === 'create' ? (savedQuery.data?.[0] ?? null) : null;
  usePreloadWhenIdle(loadAddressSave);

  function closeEditor() {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById(ADDRESS_BLOCK_BUTTON_ID)?.focus());
  }

  async function submit(submission: AddressSubmission) {
    if (mode === 'edit') {
      let saveReviewAddress;
      try {
        ({ saveReviewAddress } = await loadAddressSave());
      } catch (error) {
        // Nothing was sent; the form unlocks with everything typed and the next submit retries.
        showToast(failureMessage(SAVE_FAILED_WHAT, error));
        throw error;
      }
      if (plan) await saveReviewAddress(queryClient, plan, submission.request);
    }
    // Create mode: kept for checkout; nothing is sent yet.
    givenRef.current = submission;
    setGiven(submission);
    closeEditor();
  }

  /** Reads the ref, so an address just saved from the editor counts. */
  function checkoutAddress(): CheckoutAddressSource {
    return { address: givenRef.current?.request ?? planAddress ?? defaultSaved, addressId };
  }

  return {
    block: {
      address: given?.request ?? planAddress ?? defaultSaved,
      loading: addressId > 0 && planAddressQuery.isPending && !given,
      failed: addressId > 0 && planAddressQuery.isError,
      editing,
      onEdit: () => setEditing(true),
      onIntentToEdit: () => prefetchAddressForm(queryClient, asksAddresses),
      onCancel: closeEditor,
      onSubmit: submit,
      formRef,
    },
    /** False when the editor stays open. */
    saveOpenEditor: async () => (!editing || !formRef.current ? true : formRef.current.submit()),
    checkoutAddress,
  };
}
