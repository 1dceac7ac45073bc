import { useEffect, useState } from 'react';
import { TableScroll } from '../TableScroll';

const SIZES = { desktop: 800, mobile: 390 } as const;
const DEBOUNCE_MS = 400;

/**
 * The real `<auth-floater>` of the app being edited, in a frame of the host's own origin (which
 * every app accepts). Theme and colour follow the form as the person types; the rest of the
 * app's settings show once saved (`version` changes).
 */
export function AppPreview(props: {
  appId: string;
  theme: 'light' | 'dark';
  color: string;
  version: number;
}) {
  const [theme, setTheme] = useState(props.theme);
  const [size, setSize] = useState<keyof typeof SIZES>('mobile');
  const [doc, setDoc] = useState('');
  useEffect(() => setTheme(props.theme), [props.theme]);
  useEffect(() => {
    const color = /^#[0-9a-f]{3,6}$/i.test(props.color) ? `--sesame-primary:${props.color};` : '';
    const timer = setTimeout(
      () =>
        setDoc(
          `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><script type="module" src="/elements.js"></script></head>` +
            `<body style="margin:0;min-height:100vh;background:${theme === 'dark' ? '#0f1115' : '#f6f7f9'}">` +
            `<auth-floater app-id="${encodeURIComponent(props.appId)}" theme="${theme}" style="${color}"></auth-floater>` +
            `<!-- ${props.version} --></body></html>`,
        ),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [props.appId, props.color, props.version, theme]);

  return (
    <section className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Live preview</h2>
      <div className="toolbar">
        <label>
          Theme{' '}
          <select value={theme} onChange={(e) => setTheme(e.target.value as 'light' | 'dark')}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <label>
          Width{' '}
          <select value={size} onChange={(e) => setSize(e.target.value as keyof typeof SIZES)}>
            <option value="mobile">Mobile (390 px)</option>
            <option value="desktop">Desktop (800 px)</option>
          </select>
        </label>
      </div>
      <TableScroll label="Preview frame">
        <iframe title={`Sign-in widget of ${props.appId}`} srcDoc={doc} width={SIZES[size]} height={640} />
      </TableScroll>
    </section>
  );
}
