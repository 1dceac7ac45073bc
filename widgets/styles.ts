import controlsCss from './styles/controls.css?inline';
import { cssConstants } from './styles/cssConstants';
import floaterCss from './styles/floater.css?inline';
import overlaysCss from './styles/overlays.css?inline';
import tokensCss from './styles/tokens.css?inline';

export { textOn } from './styles/textOn';

/**
 * The widget's styles, injected into each element's shadow root. Merchants restyle through the
 * `--sesame-*` custom properties and `::part()`; everything else stays inside.
 */
export const widgetCss = cssConstants + tokensCss + controlsCss + floaterCss + overlaysCss;
