/**
 * The elements bundle (`/elements.js`): importing it defines the Sesame custom elements
 * (ARCHITECTURE.md §3). Each module defines its own element, once per page.
 */
export { AuthFloaterElement } from './authFloater';
