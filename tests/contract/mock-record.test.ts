import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '#mocks/http-server.ts';
import { OPERATION_IDS } from '#mocks/operations.ts';
import type { ScenarioFile } from '#mocks/scenarios/scenario-file.ts';
import { seedScenario } from '#mocks/scenarios/apply.ts';
import { scenarioFromFile } from '#mocks/scenarios/registry.ts';
import { SEED_DATA } from '#mocks/data/catalogue.ts';
import { callSample } from '#scripts/contract/call-sample.ts';
import { recordHar, startRecordingProxy } from '#scripts/mock-record/main.ts';
import { createRecorder } from '#scripts/mock-record/recorder.ts';

/**
 * `npm run mock:record` against `mock:serve` (the stateful mock over HTTP): every operation's
 * answer, through the proxy, becomes a scenario file that replays the same answers with nothing
 * personal or secret from the upstream left in it.
 */
const TOKEN = 'upstream-secret-credential-123';
let upstream: MockHttpServer;
let replay: MockHttpServer;
let dir: string;

beforeAll(async () => {
  upstream = await startMockHttpServer({ scenario: 'active' });
  replay = await startMockHttpServer({ scenario: 'active' });
  dir = mkdtempSync(join(tmpdir(), 'mock-record-'));
});

afterAll(async () => {
  await upstream.close();
  await replay.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What the upstream knows of the shopper: none of it may reach the file. */
function personalValues(): string[] {
  const addresses = SEED_DATA.addresses.flatMap((address) => [
    address.first_name,
    address.last_name,
    address.address1,
    address.phone,
  ]);
  return [TOKEN, SEED_DATA.customer.email, ...addresses].filter(
    (value): value is string => typeof value === 'string' && value.length > 3,
  );
}

describe('mock:record', () => {
  it('records every operation through the proxy into a scenario that replays the same answers, anonymised', async () => {
    const recorder = createRecorder({
      scenario: 'proxy-trial',
      base: 'active',
      source: 'test',
      dir,
      report: () => {},
    });
    const proxy = await startRecordingProxy({
      upstream: upstream.url,
      port: 0,
      token: TOKEN,
      recorder,
    });
    const upstreamAnswers = new Map<string, unknown>();
    try {
      for (const operationId of OPERATION_IDS) {
        upstream.setScenario('active');
        const answer = await callSample(proxy.url, operationId, { credential: true });
        upstreamAnswers.set(operationId, answer.body);
      }
    } finally {
      proxy.server.close();
    }
    const file = JSON.parse(readFileSync(recorder.write(), 'utf8')) as ScenarioFile;
    expect(file.name).toBe('recorded-proxy-trial');
    const answers = file.answers ?? {};
    expect(Object.keys(answers).sort()).toEqual([...OPERATION_IDS].sort());

    const text = JSON.stringify(file);
    expect(personalValues().filter((value) => text.includes(value))).toEqual([]);
    // Nothing personal in the plan: it is kept as the upstream gave it.
    expect(answers.queryAutoShipPlan?.body).toEqual(upstreamAnswers.get('queryAutoShipPlan'));

    // Replayed by the mock (as MSW and mock:serve run it): the recorded answers, as recorded.
    seedScenario(replay.store, scenarioFromFile(file.name ?? 'recorded-proxy-trial', file));
    for (const operationId of OPERATION_IDS) {
      const answer = await callSample(replay.url, operationId, { credential: true });
      expect([answer.status, answer.body], operationId).toEqual([
        answers[operationId]?.status,
        answers[operationId]?.body,
      ]);
    }
  });

  it('reports an answer off the contract and does not record it (from a HAR)', () => {
    const har = join(dir, 'trial.har');
    const entry = (url: string, body: unknown) => ({
      request: { method: 'GET', url },
      response: { status: 200, content: { text: JSON.stringify(body) } },
    });
    writeFileSync(
      har,
      JSON.stringify({
        log: {
          entries: [
            entry(`${upstream.url}/autoShip/queryAutoShipPlan`, {
              code: 200,
              msg: 'ok',
              data: { planId: 1, status: 7 },
            }),
            entry(`${upstream.url}/autoShip/queryCustomerAddress`, {
              code: 200,
              msg: 'ok',
              data: [
                {
                  address1: '9 Private Lane',
                  city: 'Springfield',
                  zip: '12345',
                  country_code: 'US',
                  first_name: 'Jane',
                  phone: '+1 555 0100',
                },
              ],
            }),
          ],
        },
      }),
    );
    const lines: string[] = [];
    const recorder = createRecorder({
      scenario: 'har-trial',
      base: 'active',
      source: har,
      dir,
      report: (line) => lines.push(line),
    });
    recordHar(har, recorder);
    expect(lines.join('\n')).toMatch(
      /queryAutoShipPlan 200: OFF THE CONTRACT, not recorded: .*\/data\/status/,
    );
    expect(Object.keys(recorder.answers)).toEqual(['queryCustomerAddress']);
    const kept = JSON.stringify(recorder.answers);
    for (const original of ['9 Private Lane', 'Jane', '+1 555 0100'])
      expect(kept).not.toContain(original);
    expect(kept).toContain('Springfield');
  });
});
