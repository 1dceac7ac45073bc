/**
 * The elements bundle (`/elements.js`): importing it defines the Sesame custom elements
 * (docs/architecture.md §3). It first starts the floater's state and merchant-config calls
 * (elements/earlyCalls.ts, a small chunk), then loads the elements (elements/widgetElements.ts),
 * so the calls travel while the larger chunk downloads. The module finishes, and its exports are
 * defined, once the elements are.
 */
import './earlyCalls';

export * from './events';

const elements = await import('./widgetElements');
export const AuthAnnouncementElement = elements.AuthAnnouncementElement;
export const AuthFloaterElement = elements.AuthFloaterElement;
export const AuthLoginPageElement = elements.AuthLoginPageElement;
export const AuthOnetapElement = elements.AuthOnetapElement;
export const AuthPasskeyPromptElement = elements.AuthPasskeyPromptElement;
