/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const WHITE = '#ffffff';
const DARK = '#000000';

/** White or black, whichever reads better on `background` (initials on an employee's colour). */
export function readableText(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return WHITE;
  const light = luminance(background);
  const onWhite = 1.05 / (light + 0.05);
  const onDark = (light + 0.05) / (luminance(DARK) + 0.05);
  return onWhite >= onDark ? WHITE : DARK;
}
