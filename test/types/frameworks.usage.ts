// Type-checked by test/types/tsconfig.json: the generated Vue, Svelte and Solid types describe the
// same elements as the manifest.

import type { JSX as SolidJSX } from 'solid-js';
import type { SvelteHTMLElements } from 'svelte/elements';
import type { GlobalComponents } from 'vue';
import '../../types/solid';
import '../../types/svelte';
import '../../types/vue';

export const svelteFloater: SvelteHTMLElements['auth-floater'] = {
  'app-id': 'shop',
  'onauth-signin': (event) => event.detail.waitUntil(Promise.resolve(event.detail.code)),
};
export const solidFloater: SolidJSX.IntrinsicElements['auth-floater'] = {
  'app-id': 'shop',
  'on:auth-signin': (event) => event.detail.code.length,
};
export type VueFloater = GlobalComponents['auth-floater'];

// @ts-expect-error collapsed is a boolean
export const svelteWrong: SvelteHTMLElements['auth-floater'] = { collapsed: 'yes' };
// @ts-expect-error no such element
export type VueMissing = GlobalComponents['auth-floaters'];
