/** The initial-JS alarm's verdict (pure, unit-tested; measured by js-budget.ts). */
import { BUDGETS } from './budgets.ts';
import type { CompressedSize } from './build.ts';

export interface InitialJsVerdict {
  route: string;
  gzipKb: number;
  limitKb: number;
  ok: boolean;
}

/** Each route's initial JS (gzip, KB = 1024 bytes) against the budget of budgets.ts. */
export function judgeInitialJs(
  routes: readonly { route: string; initialJs: CompressedSize }[],
): InitialJsVerdict[] {
  return routes.map(({ route, initialJs }) => {
    const gzipKb = initialJs.gzip / 1024;
    const limitKb = BUDGETS.maxInitialJsGzipKb;
    return { route, gzipKb, limitKb, ok: gzipKb <= limitKb };
  });
}
