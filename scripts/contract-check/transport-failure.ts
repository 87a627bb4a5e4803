/**
 * Why a call got no answer, in words a backend engineer acts on: `fetch failed` says nothing,
 * its cause (connection refused, a certificate, DNS, a timeout, a body that does not decode) does.
 */

interface ErrorWithCode {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  name?: unknown;
}

function codes(error: unknown): { code: string; message: string }[] {
  const found: { code: string; message: string }[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as ErrorWithCode;
    found.push({
      code: typeof code === 'string' ? code : '',
      message: typeof message === 'string' ? message : '',
    });
    current = cause;
  }
  return found;
}

const TLS = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME_MISMATCH|ALTNAME/i;

/** The cause of a request that got no answer (`timeoutMs`: the per-call limit). */
export function describeRequestFailure(error: unknown, url: string, timeoutMs: number): string {
  const name = (error as ErrorWithCode | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `timeout: no answer within ${timeoutMs} ms`;
  }
  const chain = codes(error);
  const { host } = new URL(url);
  const has = (code: string) => chain.some((entry) => entry.code === code);
  if (has('ECONNREFUSED')) return `connection refused: nothing listens on ${host}`;
  if (has('ENOTFOUND') || has('EAI_AGAIN') || has('EAI_NONAME')) {
    return `DNS: the name ${new URL(url).hostname} does not resolve`;
  }
  const tls = chain.find((entry) => TLS.test(entry.code) || TLS.test(entry.message));
  if (tls) return `TLS: ${tls.code ? `${tls.code}: ` : ''}${tls.message}`.trim();
  if (has('ECONNRESET') || has('UND_ERR_SOCKET')) return `connection reset by ${host}`;
  if (has('UND_ERR_CONNECT_TIMEOUT') || has('ETIMEDOUT')) {
    return `timeout: no connection to ${host}`;
  }
  const last = chain.at(-1);
  return `${last?.code ? `${last.code}: ` : ''}${last?.message || String(error)}`;
}

/** The cause of an answer whose body could not be read (its Content-Encoding, usually). */
export function describeBodyFailure(error: unknown, contentEncoding: string | null): string {
  const chain = codes(error);
  const inner = chain.at(-1);
  const detail = `${inner?.code ? `${inner.code}: ` : ''}${inner?.message ?? String(error)}`;
  if (contentEncoding !== null && contentEncoding !== '' && contentEncoding !== 'identity') {
    return `bad encoding: the body is not valid ${contentEncoding} (${detail})`;
  }
  return `the body could not be read (${detail})`;
}
