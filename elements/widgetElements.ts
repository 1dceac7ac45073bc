/**
 * The custom elements themselves, with React and the first screen: the chunk `elements.js`
 * imports once it has started the floater's first calls (elements/index.ts). Each module defines
 * its own element, once per page; all share one store.
 */
export { AuthAnnouncementElement } from './authAnnouncement';
export { AuthFloaterElement } from './authFloater';
export { AuthLoginPageElement } from './authLoginPage';
export { AuthOnetapElement } from './authOnetap';
export { AuthPasskeyPromptElement } from './authPasskeyPrompt';
