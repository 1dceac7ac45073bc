import type { CSSProperties, ReactNode } from 'react';
import { directionOf } from '../contract/i18n/locales';
import { configAtom } from '../state/atoms/flowAtoms';
import { isHexColor } from '../state/rules/isDarkColor';
import { type MerchantLook, merchantLook } from '../state/rules/merchantLook';
import { useAtomValue } from './hooks/atomHooks';
import { useLayout } from './hooks/useLayout';
import { useLocaleCatalogue } from './hooks/useLocaleCatalogue';
import { CatalogueContext, CatalogueLocaleContext } from './i18n/TranslateContext';
import { widgetLocale } from './i18n/t';
import { textOn, widgetCss } from './styles';

export type Theme = 'light' | 'dark';

export interface WidgetRootProps {
  /** `light` or `dark`; without it the configuration, then `prefers-color-scheme`, decides. */
  theme?: Theme | undefined;
  locale?: string | null | undefined;
  /** The merchant's primary colour (hex); the text on it follows the darkness rule (spec §5). */
  primaryColor?: string | undefined;
  children: ReactNode;
}

/**
 * What every element renders first: its styles, its language and the theme and layout tokens
 * (`data-theme`, `data-layout`) the styles key on. The language is the `locale` attribute's, else
 * the app's, else the browser's; `lang` and `dir` follow it, so Arabic and Urdu lay out right to
 * left (docs/languages.md).
 */
export function WidgetRoot({ theme, locale, primaryColor, children }: WidgetRootProps) {
  // Without a `locale` attribute, the app's language, once the configuration has come.
  const config = useAtomValue(configAtom);
  const appLocale = config?.merchant?.config.locale;
  const colors = merchantLook(config?.uiConfig).colors;
  const language = widgetLocale(locale, appLocale);
  const loaded = useLocaleCatalogue(language);
  const layout = useLayout();
  return (
    <CatalogueContext value={loaded.catalogue}>
      <CatalogueLocaleContext value={loaded.locale}>
        <style>{widgetCss}</style>
        <div
          className="sesame"
          lang={language}
          dir={directionOf(language)}
          data-theme={theme}
          data-layout={layout}
          style={{ ...brandColors(primaryColor), ...textColors(colors) }}
        >
          {children}
        </div>
      </CatalogueLocaleContext>
    </CatalogueContext>
  );
}

export function themeOf(value: string | null | undefined): Theme | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** The merchant's primary colour and the text colour that reads on it. */
function brandColors(primary: string | undefined): CSSProperties | undefined {
  if (!primary || !isHexColor(primary)) return undefined;
  return { '--_config-primary': primary, '--_config-on-primary': textOn(primary) } as CSSProperties;
}

/** The merchant's heading and body colours, each for the theme it reads on (tokens.css). */
function textColors(colors: MerchantLook['colors']): CSSProperties {
  const style: Record<string, string> = {};
  if (colors.heading) style[`--_config-heading-${colors.heading.theme}`] = colors.heading.color;
  if (colors.body) style[`--_config-body-${colors.body.theme}`] = colors.body.color;
  return style as CSSProperties;
}
