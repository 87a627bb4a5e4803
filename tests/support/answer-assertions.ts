/**
 * `npm run contract:coverage` counts an answer of the mock backend only when the test that got it
 * asserted something after it (mocks/answer-log.ts): this tells the log which test runs and how
 * many assertions it has made. A set-up file of the node projects; nothing happens unless
 * CONTRACT_COVERAGE_DIR is set.
 */
import { afterEach, expect } from 'vitest';
import { answerLogEnabled, followTests, logTestEnd } from '#mocks/answer-log.ts';

if (answerLogEnabled()) {
  followTests(() => {
    const state = expect.getState();
    if (state.currentTestName === undefined) return null;
    return {
      test: `${state.testPath ?? ''} > ${state.currentTestName}`,
      assertions: state.assertionCalls,
    };
  });
  afterEach(() => {
    logTestEnd();
  });
}
