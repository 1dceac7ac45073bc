/**
 * Writes the elements' types for React 19, Vue 3, Svelte 5 and Solid from custom-elements.json
 * (`npm run manifest` runs it after the analyzer), so frameworks type-check every attribute and
 * event of `<auth-floater>` and its siblings. `--check` fails when a written file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Declaration {
  tagName?: string;
  name: string;
  attributes?: { name: string; type?: { text: string }; description?: string }[];
  events?: { name: string; type?: { text: string }; description?: string }[];
}

const HEADER = '// Generated from custom-elements.json by types/writeElementTypes.ts: do not edit.\n';

/** The elements of the manifest, each with its attributes and events. */
export function elementsOf(manifest: { modules: { declarations?: Declaration[] }[] }): Declaration[] {
  return manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
}

const typeOf = (text: string | undefined) =>
  (text ?? 'string').replace(/\bobject\b/g, 'Record<string, unknown>');
const doc = (text: string | undefined, indent: string) =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*∕')} */\n` : '';

/** `'app-id'?: string; …` for one element: attributes (booleans also as a bare attribute). */
function attributeLines(element: Declaration, indent: string): string {
  return (element.attributes ?? [])
    .map((a) => `${doc(a.description, indent)}${indent}'${a.name}'?: ${typeOf(a.type?.text)};\n`)
    .join('');
}

/** Event handler props, named by `prefix` + the event's name (React `on`, Svelte `on`, Solid `on:`). */
function eventLines(element: Declaration, prefix: string, indent: string): string {
  return (element.events ?? [])
    .map(
      (e) =>
        `${doc(e.description, indent)}${indent}'${prefix}${e.name}'?: (event: ${typeOf(e.type?.text)}) => void;\n`,
    )
    .join('');
}

function propsInterfaces(elements: Declaration[], prefix: string): string {
  return elements
    .map(
      (e) => `export interface ${e.name}Props {\n${attributeLines(e, '  ')}${eventLines(e, prefix, '  ')}}\n`,
    )
    .join('\n');
}

const intrinsic = (elements: Declaration[], base: string, indent: string) =>
  elements.map((e) => `${indent}'${e.tagName}': ${base}${e.name}Props;\n`).join('');

/** `import type { AuthFloaterElementProps, … } from './props';` for the shared props. */
const importProps = (elements: Declaration[]) =>
  `import type { ${elements.map((e) => `${e.name}Props`).join(', ')} } from './props';\n`;

/** A Vue component type: the attributes as props (without the `on…` props), the events as emits. */
function vueComponent(element: Declaration): string {
  const events = element.events ?? [];
  const props = events.length
    ? `Omit<${element.name}Props, ${events.map((e) => `'on${e.name}'`).join(' | ')}>`
    : `${element.name}Props`;
  const emits = events.map((e) => `'${e.name}': (event: ${typeOf(e.type?.text)}) => void`).join('; ');
  return `    '${element.tagName}': DefineComponent<\n      ${props},\n      {}, {}, {}, {}, ComponentOptionsMixin, ComponentOptionsMixin,\n      { ${emits} }\n    >;\n`;
}

/** Every file, by name, for the manifest's elements. */
export function elementTypeFiles(elements: Declaration[]): Record<string, string> {
  return {
    'props.d.ts': `${HEADER}// Each element's attributes, and its events as \`on<event-name>\` props (React 19, Svelte 5; Vue takes them as emits).

${propsInterfaces(elements, 'on')}`,
    'react.d.ts': `${HEADER}// React 19 sets attributes and listens to \`on<event-name>\` props on custom elements.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${importProps(elements)}
type Base = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic(elements, 'Base & ', '      ')}    }
  }
}
`,
    'vue.d.ts': `${HEADER}// Vue 3: attributes as props; events as emits, so \`@auth-signin="…"\` gets the event's type
// (vue.config: isCustomElement = tag.startsWith('auth-')).
import type { ComponentOptionsMixin, DefineComponent } from 'vue';
${importProps(elements)}
declare module 'vue' {
  interface GlobalComponents {
${elements.map(vueComponent).join('')}  }
}
`,
    'svelte.d.ts': `${HEADER}// Svelte 5: attributes, and \`onauth-signin={…}\` event attributes.
import type { HTMLAttributes } from 'svelte/elements';
${importProps(elements)}
declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${intrinsic(elements, 'HTMLAttributes<HTMLElement> & ', '    ')}  }
}
`,
    'solid.d.ts': `${HEADER}// Solid: attributes, and \`on:auth-signin={…}\` listeners.
import 'solid-js';

${propsInterfaces(elements, 'on:')}
declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic(elements, 'HTMLAttributes<HTMLElement> & ', '      ')}    }
  }
}
`,
  };
}

const TYPES_DIR = 'types';

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const files = elementTypeFiles(elementsOf(manifest));
  const check = process.argv.includes('--check');
  const stale = Object.entries(files).filter(([name, text]) => {
    const path = join(TYPES_DIR, name);
    if (!check) writeFileSync(path, text);
    return check && readFileSync(path, 'utf8') !== text;
  });
  if (stale.length > 0) {
    console.error(`Stale element types: ${stale.map(([n]) => n).join(', ')}; run "npm run manifest".`);
    process.exit(1);
  }
}
