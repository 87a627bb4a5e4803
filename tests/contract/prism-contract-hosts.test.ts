import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRISM_CONTRACT } from '#scripts/prism-examples/paths.ts';

/**
 * Nothing Prism mode shows is fetched from off the machine: every absolute URL in an answer Prism
 * can give (the generated contract's response examples, `$ref`s followed) names this machine.
 * Pictures are the seed's `/__mock/images/…` on the app's origin.
 */
type Json = Record<string, unknown>;

const contract = JSON.parse(readFileSync(PRISM_CONTRACT, 'utf8')) as Json;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

function follow(value: unknown): unknown {
  const ref = (value as Json | null)?.$ref;
  if (typeof ref !== 'string') return value;
  return follow(
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], contract),
  );
}

/** Every example answer: [where, value]. */
function answerExamples(): [string, unknown][] {
  const found: [string, unknown][] = [];
  for (const [path, item] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) {
      const responses = (operation as Json).responses as Record<string, unknown> | undefined;
      for (const [status, response] of Object.entries(responses ?? {})) {
        const content = ((follow(response) as Json).content ?? {}) as Record<string, Json>;
        for (const media of Object.values(content)) {
          if ('example' in media) found.push([`${method} ${path} ${status}`, media.example]);
          for (const [name, example] of Object.entries((media.examples ?? {}) as Json)) {
            found.push([`${method} ${path} ${status} ${name}`, (follow(example) as Json).value]);
          }
        }
      }
    }
  }
  return found;
}

function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(urlsIn);
}

describe("Prism's answers (mocks/generated/prism-openapi.json)", () => {
  it('name no host but this machine', () => {
    const examples = answerExamples();
    expect(examples.length).toBeGreaterThan(0);
    const offMachine = examples.flatMap(([where, value]) =>
      urlsIn(value)
        .filter((url) => !LOCAL_HOSTS.has(new URL(url).hostname))
        .map((url) => `${where}: ${url}`),
    );
    expect(offMachine).toEqual([]);
  });

  it('carry the pictures as the seed names them, on the app origin', () => {
    const pictures = JSON.stringify(answerExamples()).match(/"image":"[^"]*"/g) ?? [];
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).toMatch(/^"image":"\/__mock\/images\//);
  });
});
