/**
 * Whether this page is being left. The browser then cancels its downloads, and a chunk of the
 * mock's that fails so (MSW's, the toolbar's) is no failure to report: Firefox failed MSW's import
 * on the login stand-in when Sign in was pressed before it had loaded, and the console showed
 * "Mock worker failed to start" for a page already gone.
 */
let leaving = false;

// Node has no page (the contract tests load the mock's modules there).
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  // Back to a page the browser kept (its back-forward cache): it is shown again, not left.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function pageBeingLeft(): boolean {
  return leaving;
}
