const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb`: the only colour form taken from merchant configuration. */
export function isHexColor(color: string): boolean {
  return HEX_COLOR.test(color);
}

/**
 * spec §5: a colour is dark if its luminance (0.299 red + 0.587 green + 0.114 blue, over 255)
 * is below 0.5; a 3-digit hex colour is read by doubling each digit. Null for anything but hex.
 */
export function isDarkColor(color: string): boolean | null {
  const hex = HEX_COLOR.exec(color.trim())?.[1];
  if (!hex) return null;
  const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  const channel = (i: number) => Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  const luminance = (0.299 * channel(0) + 0.587 * channel(1) + 0.114 * channel(2)) / 255;
  return luminance < 0.5;
}
