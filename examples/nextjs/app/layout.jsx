// app/layout: the root layout every App Router page needs.
export const metadata = { title: 'Sign in with Sesame' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
