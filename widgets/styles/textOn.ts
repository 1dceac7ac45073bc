import { isDarkColor } from '../../state/rules/isDarkColor';

/** Text on a coloured background: light on dark colours, dark on light ones (spec §5). */
export function textOn(background: string): string {
  return isDarkColor(background) ? '#ffffff' : '#0b1f10';
}
