/**
 * What the Firefox and WebKit journeys run inside the page, as source text: neither driver has
 * Playwright's locators, and WebKitWebDriver (classic WebDriver) no event for a page error.
 */

/** An element as a shopper names it: its role and accessible name, or a form field's label. */
export type Target =
  | { role: Role; name: string | RegExp; within?: Target }
  | { label: string; within?: Target }
  | { testId: string; within?: Target };

export type Role = 'button' | 'link' | 'checkbox' | 'radio' | 'heading' | 'dialog';

/** What a target looks like inside the page (a RegExp does not cross the driver). */
export type PageTarget =
  | { role: Role; name: string; pattern: boolean; within?: PageTarget }
  | { label: string; within?: PageTarget }
  | { testId: string; within?: PageTarget };

export function toPageTarget(target: Target): PageTarget {
  const within = target.within ? toPageTarget(target.within) : undefined;
  if ('role' in target) {
    const pattern = target.name instanceof RegExp;
    const name = target.name instanceof RegExp ? target.name.source : target.name;
    return { role: target.role, name, pattern, within };
  }
  return { ...target, within };
}

export function describeTarget(target: Target): string {
  const own =
    'role' in target
      ? `${target.role} "${String(target.name)}"`
      : 'label' in target
        ? `field "${target.label}"`
        : `[data-testid=${target.testId}]`;
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}

/**
 * `(target) => Element | null`: the first visible element the target names. Accessible names
 * as the pages give them: aria-label, aria-labelledby, a field's label, else the text.
 */
export const FIND_ELEMENT = `function find(target) {
  const roles = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    dialog: 'dialog[open], [role=dialog], [role=alertdialog]',
  };
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const byIds = (ids) => ids.split(/\\s+/).map((id) => document.getElementById(id)?.textContent).join(' ');
  const nameOf = (element) =>
    clean(
      element.getAttribute('aria-label') ||
        (element.getAttribute('aria-labelledby') && byIds(element.getAttribute('aria-labelledby'))) ||
        (element.labels && element.labels[0] && element.labels[0].textContent) ||
        (element.tagName === 'INPUT' ? element.value : element.textContent),
    );
  const visible = (element) => element.getClientRects().length > 0 && !element.closest('[inert], [hidden]');
  const root = target.within ? find(target.within) : document;
  if (!root) return null;
  let candidates;
  if (target.testId) candidates = root.querySelectorAll('[data-testid="' + target.testId + '"]');
  else if (target.label) {
    candidates = [...root.querySelectorAll('input, select, textarea')].filter(
      (field) => (field.labels && [...field.labels].some((label) => clean(label.textContent) === target.label)) ||
        field.getAttribute('aria-label') === target.label,
    );
  } else {
    const matches = target.pattern ? (name) => new RegExp(target.name).test(name) : (name) => name === target.name;
    candidates = [...root.querySelectorAll(roles[target.role])].filter((element) => matches(nameOf(element)));
  }
  return [...candidates].find(visible) || null;
}`;

/** A script that finds `target`'s element as `element` (or null) and runs `body` on it. */
export function withElement(target: Target, body: string): string {
  const json = JSON.stringify(toPageTarget(target));
  return `(() => { const element = (${FIND_ELEMENT})(${json}); ${body} })()`;
}

/** The body for `withElement` that answers what the shopper reads in it: its text or value. */
export const TEXT_OF =
  'if (!element) return null; return /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName) ? element.value : element.textContent;';

/**
 * The body for `withElement` that answers where a click would land, or null while it could not
 * land on it: missing, disabled, or under something else (a label of it counts as it).
 * Scrolls it to the middle of the viewport first, as a shopper would look at it.
 */
export const CLICK_POINT = `if (!element || element.disabled || element.getAttribute('aria-disabled') === 'true') return null;
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  const labels = element.labels ? [...element.labels] : [];
  if (!hit || !(element.contains(hit) || labels.some((label) => label.contains(hit)))) return null;
  return [box.x, box.y, box.width, box.height].join(',');`;

/**
 * The body for `withElement` that scrolls the element to the middle of the viewport and answers
 * its middle, where a thumb lands ([x, y] in viewport pixels), or null when there is none.
 */
export const MIDDLE_POINT = `if (!element) return null;
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];`;

/** A pointer's two presses `intervalMs` apart at `[x, y]`: WebDriver's (and BiDi's) actions. */
export function doublePressActions(x: number, y: number, intervalMs: number) {
  return [
    { type: 'pointerMove', x, y, origin: 'viewport', duration: 0 },
    { type: 'pointerDown', button: 0 },
    { type: 'pointerUp', button: 0 },
    { type: 'pause', duration: intervalMs },
    { type: 'pointerDown', button: 0 },
    { type: 'pointerUp', button: 0 },
  ];
}

/** The key under which the recorder keeps a tab's problems across its page loads. */
export const PROBLEMS_KEY = '__engineJourneyProblems';

/**
 * Runs first in every page the WebKit journeys load (the recording proxy puts it at the top of
 * the HTML): uncaught errors, unhandled rejections, console errors and scripts or styles that
 * failed to load, kept in the tab's sessionStorage so a page load loses none.
 */
export const RECORD_PROBLEMS = `(() => {
  const keep = (line) => {
    try {
      const list = JSON.parse(sessionStorage.getItem('${PROBLEMS_KEY}') || '[]');
      list.push(line + ' (at ' + location.href + ')');
      sessionStorage.setItem('${PROBLEMS_KEY}', JSON.stringify(list));
    } catch (error) {}
  };
  const text = (value) => (value && value.stack) || String(value);
  addEventListener('error', (event) => {
    const element = event.target;
    if (element && element !== window && element.tagName) {
      if (/^(SCRIPT|LINK)$/.test(element.tagName)) keep('failed to load: ' + (element.src || element.href));
      return;
    }
    keep('page error: ' + (event.error ? text(event.error) : event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + text(event.reason)));
  const error = console.error;
  console.error = function (...args) {
    keep('console error: ' + args.map(text).join(' '));
    return error.apply(this, args);
  };
})();`;

/**
 * Set before the mock build's scripts run: no mock toolbar (mocks/toolbar/), as in the Chromium
 * tests. It sits above the page, where a driver's click may land on it instead.
 */
export const MOCK_TOOLBAR_OFF = 'window.__autoshipMockToolbarOff = true;';

/**
 * Keeps every text the page shows from now on in `window.__shownText` (a toast's included, which
 * goes again after a few seconds: a driver polling on a loaded machine may look too late).
 */
export const RECORD_SHOWN_TEXT = `(() => {
  const shown = (window.__shownText = window.__shownText || []);
  const keep = (text) => {
    const line = (text || '').replace(/\\s+/g, ' ').trim();
    if (line) shown.push(line);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') keep(change.target.textContent);
      for (const node of change.addedNodes) keep(node.textContent);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;
