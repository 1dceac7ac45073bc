import { controlsCss } from './styles/controls';
import { floaterCss } from './styles/floater';
import { overlaysCss } from './styles/overlays';
import { tokensCss } from './styles/tokens';

export { textOn } from './styles/tokens';

/**
 * The widget's styles, injected into each element's shadow root. Merchants restyle through the
 * `--sesame-*` custom properties and `::part()`; everything else stays inside.
 */
export const widgetCss = tokensCss + controlsCss + floaterCss + overlaysCss;
