import type { AttributeCheck } from './attributeChecks';
import { openFrame, waitFor } from './frame';
import { isShown, part } from './parts';

/**
 * docs/widget.md "Keeping the visitor signed in": `usersignedin` on a prompt to sign in (the bar,
 * the one-tap sheet) hides it, and is read live: removed, the prompt comes back; set, it goes.
 */
function promptUserSignedIn(
  tag: string,
  partName: string,
  attributes: Record<string, string>,
): AttributeCheck {
  return async () => {
    const frame = await openFrame();
    const element = await mountSignedIn(frame.document, tag, attributes);
    if (isShown(part(element, partName))) throw new Error(`<${tag} usersignedin> shows its ${partName}`);
    element.removeAttribute('usersignedin');
    await waitFor(() => isShown(part(element, partName)), `the ${partName} once the attribute is removed`);
    element.setAttribute('usersignedin', '');
    await waitFor(() => !isShown(part(element, partName)), `no ${partName} once the attribute is set again`);
    frame.close();
  };
}

/**
 * The element with `usersignedin`, given time to render: it draws nothing at all, so the frame's
 * `mount` (which waits for a first render) cannot be used.
 */
export async function mountSignedIn(
  document: Document,
  tag: string,
  attributes: Record<string, string>,
): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries({ ...attributes, usersignedin: '' }))
    element.setAttribute(name, value);
  document.body.append(element);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return element;
}

export const announcementUserSignedIn = promptUserSignedIn('auth-announcement', 'announcement', {});
export const onetapUserSignedIn = promptUserSignedIn('auth-onetap', 'onetap', {
  accounts: JSON.stringify({ email: [{ value: 'ada@example.com' }] }),
});
