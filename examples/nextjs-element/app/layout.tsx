// app/layout: loads Sesame's elements once for every page (SESAME_HOST is the host's origin).
import type { ReactNode } from 'react';

export const metadata = { title: 'Sesame elements in Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <script type="module" src={`${process.env.SESAME_HOST}/elements.js`} />
      </head>
      <body>{children}</body>
    </html>
  );
}
