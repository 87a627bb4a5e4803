import { expect } from 'vitest';
import type { MockState } from '#mocks/store/mock-state.ts';
import { dayOneBug } from '#tests/support/qa-guide.ts';
import { press, waitForShownAfter, WAIT, type EnginePage } from './engine-page.ts';

/**
 * What QA does in the mock build, in every engine, as docs/qa.md tells it (tests/support/
 * qa-guide.ts reads the guide's own words).
 */
const mockState = (page: EnginePage) => page.evaluate<MockState>('window.__autoshipMock.state()');

async function mockReady(page: EnginePage): Promise<void> {
  await expect.poll(() => page.evaluate('window.__autoshipMock !== undefined'), WAIT).toBe(true);
}

/**
 * docs/qa.md's day-one bug, opened at `origin` (the mock build): its steps fail the call as a
 * dropped connection would, the page says what the guide quotes, and the mock holds the plan as
 * it was. The page is not left: leaving a page mid-call has console lines of its own in Firefox.
 */
export async function dayOneJourney(page: EnginePage, origin: string): Promise<void> {
  const bug = dayOneBug();
  await page.goto(`${origin}${bug.link}`);
  await mockReady(page);
  const before = await mockState(page);
  await waitForShownAfter(
    page,
    async () => {
      for (const name of bug.clicks) await press(page, { role: 'button', name });
    },
    bug.pageSays,
  );
  expect((await mockState(page)).plan).toEqual(before.plan);
}
