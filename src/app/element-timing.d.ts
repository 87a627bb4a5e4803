// Element Timing's attribute, which React passes to the DOM as written (src/domain/content-marks.ts).
import 'react';

declare module 'react' {
  // Merging needs React's own type parameter, which the attribute does not use.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
