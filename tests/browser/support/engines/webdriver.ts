/**
 * The few commands of W3C WebDriver (classic, over HTTP) the WebKit journeys send to
 * WebKitWebDriver, with Node's fetch. Not the `webdriver` package: it brings driver downloaders
 * (geckodriver, edgedriver) and a second @types/node for these eight calls.
 */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** Far above what one command takes on a loaded machine, well under a journey's timeout. */
const COMMAND_TIMEOUT_MS = 60_000;

export interface ElementReference {
  [ELEMENT]: string;
}

interface Answer {
  value: unknown;
}

function isErrorValue(value: unknown): value is { error: string; message: string } {
  return typeof value === 'object' && value !== null && 'error' in value;
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async start(driver: string, capabilities: Record<string, unknown>, timeoutMs: number) {
    const answer = await send(
      driver,
      'POST',
      '/session',
      { capabilities: { alwaysMatch: capabilities } },
      timeoutMs,
    );
    const { sessionId } = answer as { sessionId: string };
    return new WebDriverSession(driver, sessionId);
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return send(this.base, method, `/session/${this.id}${path}`, body);
  }

  navigate(url: string) {
    return this.command('POST', '/url', { url });
  }

  async url(): Promise<string> {
    return (await this.command('GET', '/url')) as string;
  }

  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.command('POST', '/execute/sync', { script, args }) as Promise<T>;
  }

  click(element: ElementReference) {
    return this.command('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  clear(element: ElementReference) {
    return this.command('POST', `/element/${element[ELEMENT]}/clear`, {});
  }

  type(element: ElementReference, text: string) {
    return this.command('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  end() {
    return send(this.base, 'DELETE', `/session/${this.id}`);
  }
}

export function isElement(value: unknown): value is ElementReference {
  return typeof value === 'object' && value !== null && ELEMENT in value;
}

async function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = COMMAND_TIMEOUT_MS,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A command still unanswered after this hangs: it fails by its name, not as a test timeout.
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => {
    throw new Error(`WebDriver ${method} ${path}: ${String(error)}`);
  });
  const { value } = (await response.json()) as Answer;
  if (!response.ok || isErrorValue(value)) {
    const problem = isErrorValue(value) ? `${value.error}: ${value.message}` : response.statusText;
    throw new Error(`WebDriver ${method} ${path}: ${problem}`);
  }
  return value;
}
