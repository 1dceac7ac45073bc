import { type ReactNode, useEffect, useRef } from 'react';
import type { AdminMe } from '../contract/admin';
import { PAGES, type PageId } from './pages';

/** The frame of every signed-in page: skip link, navigation, who is signed in; focus moves to the new page's heading. */
export function Shell(props: { me: AdminMe; page: PageId; onSignOut: () => void; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // Each page change moves focus to the new page's heading (props.page is the trigger, not read).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.querySelector('h1')?.focus();
  }, [props.page]);

  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Sesame</span>
        <nav aria-label="Dashboard">
          <ul>
            {Object.keys(PAGES).map((id) => (
              <li key={id}>
                <a href={`#${id}`} aria-current={id === props.page ? 'page' : undefined}>
                  {PAGES[id]!.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span className="who">
          {props.me.email} · {props.me.role}
          <button type="button" className="link" onClick={props.onSignOut}>
            Sign out
          </button>
        </span>
      </header>
      <main id="main" ref={main}>
        {props.children}
      </main>
    </>
  );
}
