import channelListCss from './styles/channelList.css?inline';
import controlsCss from './styles/controls.css?inline';
import { cssConstants } from './styles/cssConstants';
import floaterCss from './styles/floater.css?inline';
import footerCss from './styles/footer.css?inline';
import headerCss from './styles/header.css?inline';
import identifierCss from './styles/identifier.css?inline';
import overlaysCss from './styles/overlays.css?inline';
import reducedMotionCss from './styles/reducedMotion.css?inline';
import spinnerCss from './styles/spinner.css?inline';
import textBlocksCss from './styles/textBlocks.css?inline';
import toastCss from './styles/toast.css?inline';
import tokensCss from './styles/tokens.css?inline';

export { textOn } from './styles/textOn';

/**
 * The widget's styles, injected into each element's shadow root. Merchants restyle through the
 * `--sesame-*` custom properties and `::part()`; everything else stays inside. Layout inside the
 * widget uses logical properties, so Arabic and Urdu mirror (docs/languages.md "Right to left").
 */
export const widgetCss =
  cssConstants +
  tokensCss +
  controlsCss +
  spinnerCss +
  textBlocksCss +
  toastCss +
  floaterCss +
  headerCss +
  channelListCss +
  identifierCss +
  footerCss +
  overlaysCss +
  reducedMotionCss;
