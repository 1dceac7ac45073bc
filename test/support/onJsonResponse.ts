import type { Page, Response } from 'playwright-core';

/**
 * Hands `take` the JSON body of each response of `page` that `match` accepts. A response whose
 * body is gone before it is read (the page navigated or closed meanwhile) is skipped, rather
 * than failing the run with an error outside any test.
 */
export function onJsonResponse(
  page: Page,
  match: (response: Response) => boolean,
  take: (body: unknown, response: Response) => void,
): void {
  page.on('response', (response) => {
    if (!match(response)) return;
    response.json().then(
      (body: unknown) => take(body, response),
      () => {},
    );
  });
}
