/**
 * Spec section 2's hand-off: prices in integer cents (no summary unless all three parse). `url` is
 * attacker-controllable, so it is followed only to an https host the store lists exactly.
 */
import { toSameOriginPath } from '#src/domain/navigation/same-origin-path.ts';
import type { PriceSummary } from '#src/domain/pricing/price-summary.ts';
import { t } from '#src/domain/i18n/translate.ts';

const PAYMENT_PARAMS = Object.freeze({
  subtotal: 'subtotal',
  saving: 'saving',
  total: 'total',
  url: 'url',
});

export interface PaymentHandOff {
  /** null: show the url alone. */
  summary: PriceSummary | null;
  url: string | null;
}

const CENTS = /^-?\d{1,12}$/;

function centsParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  if (value === null || !CENTS.test(value)) return null;
  const cents = Number(value);
  return Number.isSafeInteger(cents) ? cents : null;
}

export function readPaymentHandOff(params: URLSearchParams): PaymentHandOff {
  const subtotal = centsParam(params, PAYMENT_PARAMS.subtotal);
  const saving = centsParam(params, PAYMENT_PARAMS.saving);
  const total = centsParam(params, PAYMENT_PARAMS.total);
  const complete =
    subtotal !== null && saving !== null && total !== null && subtotal >= 0 && total >= 0;
  const url = params.get(PAYMENT_PARAMS.url);
  return {
    summary: complete ? { subtotal, saving, total } : null,
    url: url === null || url === '' ? null : url,
  };
}

/** What `readPaymentHandOff` accepts, in whole cents; null for Infinity, NaN or a negative. */
function sendable(summary: PriceSummary | null): PriceSummary | null {
  if (!summary) return null;
  const subtotal = Math.round(summary.subtotal);
  const saving = Math.round(summary.saving);
  const total = Math.round(summary.total);
  const whole = [subtotal, saving, total].every((cents) => Number.isSafeInteger(cents));
  return whole && subtotal >= 0 && total >= 0 ? { subtotal, saving, total } : null;
}

/** A summary that is not whole cents is left out: the payment page shows the url alone. */
export function paymentHandOffPath(
  path: string,
  url: string,
  summary: PriceSummary | null,
): string {
  const params = new URLSearchParams();
  const figures = sendable(summary);
  if (figures) {
    params.set(PAYMENT_PARAMS.subtotal, String(figures.subtotal));
    params.set(PAYMENT_PARAMS.saving, String(figures.saving));
    params.set(PAYMENT_PARAMS.total, String(figures.total));
  }
  params.set(PAYMENT_PARAMS.url, url);
  return `${path}?${params.toString()}`;
}

export interface PaymentUrlPolicy {
  allowedHosts: readonly string[];
  origin: string;
  /** Mock mode only. */
  sameOriginStandInPath?: string | null;
}

export type PaymentUrlRefusal =
  'missing' | 'not-https' | 'malformed' | 'credentials' | 'host-not-allowed';

export type PaymentUrlCheck = { ok: true; href: string } | { ok: false; reason: PaymentUrlRefusal };

const MAX_PAYMENT_URL_LENGTH = 4096;

/** Whitespace, controls and invisible characters browsers drop: none belongs in a payment URL. */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/u;

/** No `@`, `%` or `\` before the path. */
const HTTPS_AUTHORITY = /^https:\/\/([a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]|$)/i;

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

function refuse(reason: PaymentUrlRefusal): PaymentUrlCheck {
  return { ok: false, reason };
}

export function checkPaymentUrl(raw: string | null, policy: PaymentUrlPolicy): PaymentUrlCheck {
  if (raw === null || raw === '') return refuse('missing');
  if (raw.length > MAX_PAYMENT_URL_LENGTH) return refuse('malformed');

  if (policy.sameOriginStandInPath) {
    const path = toSameOriginPath(raw, policy.origin);
    if (path !== null) {
      const { pathname } = new URL(path, policy.origin);
      return pathname === policy.sameOriginStandInPath
        ? { ok: true, href: path }
        : refuse('host-not-allowed');
    }
  }

  if (raw.includes('\\') || UNSAFE_CHARACTERS.test(raw)) return refuse('malformed');
  if (!/^https:/i.test(raw)) return refuse('not-https');
  if (/^https:\/\/[^/?#]*@/i.test(raw)) return refuse('credentials');
  const authority = HTTPS_AUTHORITY.exec(raw)?.[1];
  if (authority === undefined) return refuse('malformed');

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('malformed');
  }
  if (url.protocol !== 'https:') return refuse('not-https');
  if (url.username !== '' || url.password !== '') return refuse('credentials');
  // A parser that reads the authority differently (IDN, dot tricks) is refused, not trusted.
  if (url.host !== authority.toLowerCase().replace(/:443$/, '')) return refuse('malformed');

  const allowed = new Set(policy.allowedHosts.map(normaliseHost).filter(Boolean));
  const host = url.host;
  const hostWithDefaultPort = url.port === '' ? `${url.hostname}:443` : host;
  if (!allowed.has(host) && !allowed.has(hostWithDefaultPort)) return refuse('host-not-allowed');
  return { ok: true, href: url.href };
}

export function paymentUrlRefusalMessage(reason: PaymentUrlRefusal): string {
  switch (reason) {
    case 'missing':
      return t('payment.link.missing');
    case 'host-not-allowed':
      return t('payment.link.host');
    case 'not-https':
      return t('payment.link.https');
    case 'credentials':
    case 'malformed':
      return t('payment.link.invalid');
  }
}
