import {
  ANNOUNCEMENT_BAR_HEIGHT_PX,
  DEFAULT_THEME_COLOR,
  FLOATER,
  LOGIN_PAGE,
  MODAL_FADE_MS,
} from '../../contract/constants';
import { textOn } from './textOn';

/**
 * The spec §9 sizes and timings the style sheets (`*.css`) use, as custom properties on the
 * widget's root: the numbers stay in contract/constants, the sheets stay plain CSS.
 */
export const cssConstants =
  `.sesame{--_floater-top:${FLOATER.topPx}px;--_floater-right:${FLOATER.rightPx}px;` +
  `--_floater-width:${FLOATER.widthPx}px;--_floater-height:${FLOATER.expandedHeightPx}px;` +
  `--_floater-radius:${FLOATER.radiusPx}px;--_fade:${MODAL_FADE_MS}ms;` +
  `--_announcement-height:${ANNOUNCEMENT_BAR_HEIGHT_PX}px;--_login-width:${LOGIN_PAGE.widthPx}px;` +
  `--_login-max-height:${LOGIN_PAGE.maxHeightPx}px;--_default-primary:${DEFAULT_THEME_COLOR};` +
  `--_default-on-primary:${textOn(DEFAULT_THEME_COLOR)}}`;
