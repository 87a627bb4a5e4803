import { BrowserSetupError } from './find-chromium.ts';
import { thisMachine } from './machine.ts';
import { setUpBrowser } from './set-up-browser.ts';

/** `node scripts/browser-setup.mjs`: 0 when a browser and its fonts are there, else 1. */
export default async function main(): Promise<number> {
  try {
    await setUpBrowser(thisMachine());
    return 0;
  } catch (error) {
    // The set-up's own failures are one line that says what to do; anything else (apt-get
    // failing, say) keeps its detail.
    console.error(error instanceof BrowserSetupError ? error.message : error);
    return 1;
  }
}
