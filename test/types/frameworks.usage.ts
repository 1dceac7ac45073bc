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
// What Vue checks a template's `<auth-floater app-id="shop" collapsed @auth-signin="…">` against:
// the attributes as props, and `@auth-signin` as the `onAuthSignin` listener of its emits.
type VueFloaterProps = InstanceType<GlobalComponents['auth-floater']>['$props'];
export const vueFloater: VueFloaterProps = {
  'app-id': 'shop',
  collapsed: true,
  'loader-color': '#0a7d33',
  onAuthSignin: (event) =>
    event.detail.waitUntil(fetch('/signin', { method: 'POST', body: event.detail.code })),
  onAuthDismiss: (event) => event.detail.hiddenUntil.toFixed(),
};
export const vueLoginPage: InstanceType<GlobalComponents['auth-login-page']>['$props'] = {
  'app-id': 'shop',
  onAuthError: (event) => event.detail.message.length,
};

// @ts-expect-error collapsed is a boolean
export const svelteWrong: SvelteHTMLElements['auth-floater'] = { collapsed: 'yes' };
// @ts-expect-error theme is 'light' | 'dark'
export const vueWrongTheme: VueFloaterProps = { theme: 'blue' };
// @ts-expect-error auth-signin's detail has no `password`
export const vueWrongDetail: VueFloaterProps = { onAuthSignin: (event) => event.detail.password };
// @ts-expect-error the floater fires no auth-onetap-pick
export const vueWrongEvent: VueFloaterProps = { onAuthOnetapPick: () => undefined };
// @ts-expect-error no such element
export type VueMissing = GlobalComponents['auth-floaters'];
