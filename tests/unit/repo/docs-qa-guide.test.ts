import { describe, expect, it } from 'vitest';
import { selectScenario } from '#mocks/scenarios/selection.ts';
import { FAULT_PARAM, formatFaults, parseFaults } from '#mocks/url-faults.ts';
import { dayOneBug, quietFailure } from '#tests/support/qa-guide.ts';

// docs/qa.md's day-one links are links the mock takes, naming a network fault: the browser tests
// (firefox-journeys, webkit-journeys, qa-tools, firefox-qa-day) follow them as QA would.
function faultsOf(link: string) {
  const search = new URL(link, 'http://qa').search;
  const selected = selectScenario(search, sessionStorage);
  const faults = parseFaults(new URLSearchParams(search).get(FAULT_PARAM) ?? '');
  sessionStorage.clear();
  return { selected, faults };
}

describe('docs/qa.md’s day one', () => {
  it('the bug link names a scenario and a network fault, the steps buttons and the message', () => {
    const bug = dayOneBug();
    const { selected, faults } = faultsOf(bug.link);
    expect(selected.kind).toBe('named');
    expect(faults.ok && formatFaults(faults.faults)).toMatch(/^\w+:network$/);
    expect(bug.clicks.length).toBeGreaterThan(0);
    expect(bug.pageSays).toMatch(/No answer reached us/);
  });

  it('the quiet failure names its link, the button and the log line of its fault', () => {
    const quiet = quietFailure();
    const { selected, faults } = faultsOf(quiet.link);
    expect(selected.kind).toBe('named');
    expect(faults.ok).toBe(true);
    if (!faults.ok) return;
    expect(quiet.clicks).toHaveLength(1);
    expect(quiet.logSays).toEqual(
      expect.arrayContaining([
        `fault ${formatFaults(faults.faults)}`,
        expect.stringMatching(/^no answer/),
      ]),
    );
  });
});
