import { useEffect, useState } from 'react';
import { ADMIN_API, DASHBOARD_APP_ID } from '../../contract/admin';
import type { AdminPreview } from '../../contract/adminApps';
import type { MerchantConfigResponse } from '../../contract/wire';
import { api } from '../api';
import { TableScroll } from '../TableScroll';
import { type AppForm, inputOf } from './formState';
import { PreviewFrame, type PreviewView } from './PreviewFrame';

const SIZES = { desktop: 800, mobile: 390 } as const;
const DEBOUNCE_MS = 300;
const VIEWS: Record<PreviewView, string> = {
  open: 'Open',
  collapsed: 'Collapsed',
  announcement: 'Announcement bar',
};

/**
 * The real `<auth-floater>` with the form's values as the person types, saved or not, for an app
 * being edited or created: the host turns the form into the merchant configuration (the same
 * checks as saving) and the floater in the frame reads that instead of the stored one.
 */
export function AppPreview(props: { appId: string | undefined; form: AppForm }) {
  const [theme, setTheme] = useState(props.form.theme);
  const [size, setSize] = useState<keyof typeof SIZES>('mobile');
  const [view, setView] = useState<PreviewView>('open');
  const [preview, setPreview] = useState<AdminPreview>();
  useEffect(() => setTheme(props.form.theme), [props.form.theme]);
  const wanted = JSON.stringify({ ...inputOf(props.form, false), id: props.appId });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api<AdminPreview>('POST', ADMIN_API.appPreview, JSON.parse(wanted)).then(
        (answer) => current && setPreview(answer),
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted]);
  const invalid = Object.entries(preview?.invalid ?? {});

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
        <label>
          Show{' '}
          <select value={view} onChange={(e) => setView(e.target.value as PreviewView)}>
            {(Object.entries(VIEWS) as [PreviewView, string][]).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {invalid.length > 0 && (
        <ul className="hint" aria-live="polite">
          {invalid.map(([field, message]) => (
            <li key={field}>Not in the preview until fixed: {message}</li>
          ))}
        </ul>
      )}
      <TableScroll label="Preview frame">
        {preview && (
          <PreviewFrame
            title={`Sign-in widget of ${props.appId ?? 'the new app'}`}
            appId={props.appId ?? DASHBOARD_APP_ID}
            config={preview.config as MerchantConfigResponse}
            theme={theme}
            locale={props.form.locale}
            width={SIZES[size]}
            view={view}
          />
        )}
      </TableScroll>
    </section>
  );
}
