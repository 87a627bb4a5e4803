/**
 * The seed's placeholder pictures (`/__mock/images/HANDLE.svg`): a square with the product's
 * initials. One drawing for every host that serves them: MSW's handler and, in Prism mode, the
 * Vite server (scripts/vite-mock-images.ts), so no picture is fetched from off the machine.
 */
export const MOCK_IMAGES_PATH = '/__mock/images/';

const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f'];

/** The picture for a product handle; `title` is the product's (the handle when unknown). */
export function placeholderSvg(handle: string, title: string = handle): string {
  const initials = title
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  const color =
    PALETTE[[...handle].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${title}">` +
    `<rect width="200" height="200" rx="24" fill="${color}"/>` +
    `<text x="100" y="118" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`
  );
}
