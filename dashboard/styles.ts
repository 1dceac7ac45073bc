/** The dashboard's one stylesheet: light and dark by the system's preference, 390 px and up. */
export const DASHBOARD_CSS = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #111827; --muted: #4b5563; --border: #d1d5db;
  --accent: #1d4ed8; --on-accent: #fff; --danger: #b91c1c; --ok: #166534;
  --series-1: #2563eb; --series-2: #c2410c; --series-3: #15803d; --series-4: #7e22ce; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1115; --card: #1a1d24; --text: #f3f4f6; --muted: #a1a8b3;
  --border: #3a404b; --accent: #93b4ff; --on-accent: #0b1020; --danger: #fca5a5; --ok: #86efac;
  --series-1: #7aa2ff; --series-2: #fdba74; --series-3: #86efac; --series-4: #d8b4fe; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 8px; background: var(--card); padding: 8px; z-index: 10; }
.skip:focus { left: 8px; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.top { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; padding: 12px 24px; background: var(--card); border-bottom: 1px solid var(--border); }
.brand { font-weight: 700; font-size: 18px; }
.top ul { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; margin: 0; padding: 0; }
.top a { text-decoration: none; padding: 4px 2px; }
.top a[aria-current="page"] { font-weight: 700; border-bottom: 2px solid var(--accent); }
.who { margin-left: auto; color: var(--muted); display: flex; gap: 12px; align-items: center; }
main { padding: 16px 24px 48px; max-width: 1280px; margin: 0 auto; }
main.signin { max-width: 480px; }
h1 { font-size: 24px; margin: 8px 0 16px; }
h2 { font-size: 18px; margin: 24px 0 8px; }
h3 { font-size: 15px; margin: 16px 0 4px; }
.muted, .hint { color: var(--muted); }
.hint { font-size: 13px; margin: 2px 0 0; }
.error, .field-error { color: var(--danger); }
.field-error { font-size: 13px; margin: 2px 0 0; }
.ok { color: var(--ok); }
button { font: inherit; padding: 8px 14px; border-radius: 8px; border: 1px solid var(--accent); background: var(--accent); color: var(--on-accent); cursor: pointer; }
button.secondary { background: transparent; color: var(--accent); }
button.danger { background: transparent; color: var(--danger); border-color: var(--danger); }
button.link { background: none; border: 0; padding: 0 4px; color: var(--accent); text-decoration: underline; }
tr[aria-current="true"] { outline: 2px solid var(--accent); }
input, select, textarea { font: inherit; color: inherit; background: var(--card); border: 1px solid var(--border); border-radius: 6px; padding: 6px 8px; max-width: 100%; }
.field input:not([type]), .field textarea, .field input[id] { width: 100%; }
.field { margin: 10px 0; }
.field label { display: block; font-weight: 600; margin-bottom: 2px; }
fieldset { border: 0; padding: 0; margin: 0; min-width: 0; }
fieldset.flags { border: 1px solid var(--border); border-radius: 8px; padding: 8px 12px; margin: 12px 0; }
.check { display: block; padding: 2px 0; }
.row { display: flex; gap: 16px; flex-wrap: wrap; }
.color { display: flex; gap: 8px; align-items: center; }
.color input[type="color"] { width: 44px; height: 36px; padding: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; }
.toolbar { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0; align-items: center; }
.search { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0 16px; }
.search h2 { flex-basis: 100%; }
.table-scroll { overflow-x: auto; background: var(--card); border: 1px solid var(--border); border-radius: 8px; margin: 8px 0; }
table { width: 100%; border-collapse: collapse; }
.table-scroll > p { padding: 0 8px; }
caption { text-align: left; padding: 8px; font-weight: 600; }
th, td { text-align: left; padding: 8px; border-bottom: 1px solid var(--border); vertical-align: top; }
pre { white-space: pre-wrap; font-size: 12px; max-width: 420px; }
.editor { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 24px; margin-top: 16px; }
.editor form, .detail, .preview { background: var(--card); border: 1px solid var(--border); border-radius: 8px; padding: 16px; }
.detail { margin-top: 16px; }
.editor-more { grid-column: 1 / -1; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 24px; }
.editor-more .detail { margin-top: 0; }
.editor-more form { background: none; border: 0; border-top: 1px solid var(--border); border-radius: 0; padding: 8px 0 0; margin-top: 16px; }
.row > .field { flex: 1 1 160px; min-width: 0; }
.frame-scroll { overflow: auto; border: 1px solid var(--border); border-radius: 8px; }
iframe { border: 0; display: block; }
.secret { border: 1px solid var(--ok); border-radius: 8px; padding: 8px 12px; margin: 8px 0; }
.secret code { word-break: break-all; font-size: 15px; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 16px; margin: 8px 0 16px; }
.chart { margin: 0; background: var(--card); border: 1px solid var(--border); border-radius: 8px; padding: 12px; min-width: 0; }
.chart figcaption { font-weight: 600; margin-bottom: 8px; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; margin: 8px 0 0; padding: 0; font-size: 13px; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 3px; vertical-align: -1px; }
@media (max-width: 900px) { .editor, .editor-more { grid-template-columns: minmax(0, 1fr); } main { padding: 12px; } .top { padding: 12px; } .who { margin-left: 0; } }
`;
