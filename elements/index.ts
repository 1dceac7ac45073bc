/**
 * The elements bundle (`/elements.js`): importing it defines the Sesame custom elements
 * (ARCHITECTURE.md §3). Each module defines its own element, once per page; all share one store.
 */
export { AuthAnnouncementElement } from './authAnnouncement';
export { AuthFloaterElement } from './authFloater';
export { AuthLoginPageElement } from './authLoginPage';
export { AuthOnetapElement } from './authOnetap';
export { AuthPasskeyPromptElement } from './authPasskeyPrompt';
export * from './events';
