/**
 * The app's icons, each one line drawing in the text's colour: a path in a square of `box` units
 * shown at `size` px. Round ends suit open lines (a cross, a chevron, a tick); the no-plan box, a
 * closed outline, keeps square ones.
 */
const ICONS = {
  close: { d: 'M5 5l10 10M15 5L5 15', box: 20, size: 20, width: 2, caps: true, joins: false },
  back: { d: 'M15 5l-7 7 7 7', box: 24, size: 24, width: 2, caps: true, joins: true },
  tick: { d: 'M4.5 10.5l3.5 3.5 7.5-8', box: 20, size: 20, width: 2.4, caps: true, joins: true },
  box: {
    d: 'M8 17l16-9 16 9v14l-16 9-16-9z M8 17l16 9 16-9 M24 26v14',
    box: 48,
    size: 48,
    width: 2.4,
    caps: false,
    joins: true,
  },
} as const;

/** Decorative: the control it sits in names itself. */
export function StrokeIcon({ icon }: { icon: keyof typeof ICONS }) {
  const { d, box, size, width, caps, joins } = ICONS[icon];
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={width}
        {...(caps ? { strokeLinecap: 'round' } : {})}
        {...(joins ? { strokeLinejoin: 'round' } : {})}
      />
    </svg>
  );
}
