/**
 * A scenario file carried in the URL (`?scenarioJson=`): its JSON as base64url (UTF-8), so a
 * link shares it. Proxies and servers refuse long addresses (8 KB of request line is common),
 * so an address longer than that is refused here with the reason, not cut off on the way.
 */
import type { ScenarioFile } from './scenario-file.ts';

export const MAX_URL_LENGTH = 8000;

export function encodeScenarioJson(json: string): string {
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export type DecodedScenario = { ok: true; file: ScenarioFile } | { ok: false; problem: string };

export function decodeScenarioJson(encoded: string): DecodedScenario {
  let text: string;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return { ok: false, problem: 'scenarioJson is not base64url text: copy the whole link again.' };
  }
  return parseScenarioJson(text);
}

/** The JSON text of a scenario file; structure and values are checked later (validate-scenario-file.ts). */
export function parseScenarioJson(text: string): DecodedScenario {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, problem: 'A scenario file is a JSON object ({ "base": "active", … }).' };
    }
    return { ok: true, file: parsed as ScenarioFile };
  } catch (error) {
    return {
      ok: false,
      problem: `The scenario is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The address that carries `json`, or why it cannot (too long for a URL). */
export function addressCarrying(
  href: string,
  json: string,
  param: string,
): { ok: true; href: string } | { ok: false; problem: string } {
  const url = new URL(href);
  url.searchParams.set(param, encodeScenarioJson(JSON.stringify(JSON.parse(json))));
  if (url.href.length > MAX_URL_LENGTH) {
    return {
      ok: false,
      problem: `This scenario makes the link ${url.href.length} characters long; a link may have at most ${MAX_URL_LENGTH} (servers and proxies refuse longer ones). Shorten it, or add it as a file in mocks/scenarios/files/ and use its name.`,
    };
  }
  return { ok: true, href: url.href };
}
