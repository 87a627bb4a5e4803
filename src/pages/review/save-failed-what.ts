/** What failed when an edit-mode save or a new address did not reach the server. */
export const SAVE_FAILED_WHAT = 'failure.what.saveChanges';
