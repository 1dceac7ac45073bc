import type { CSSProperties, DetailedHTMLProps, HTMLAttributes } from 'react';

/** The Sesame elements the dashboard embeds (from /elements.js), as JSX sees them. */
type SesameElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'app-id': string;
  theme?: string;
  style?: CSSProperties & Record<`--${string}`, string>;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'auth-login-page': SesameElement;
      'auth-floater': SesameElement;
    }
  }
}
