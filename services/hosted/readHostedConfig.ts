import { HOSTED_CONFIG_ELEMENT_ID, type HostedPageConfig } from '../../contract/hostedPages';

/** What the host embedded in the page (server/routes/hostedPageRoutes.ts), or null when absent or malformed. */
export function readHostedConfig(doc: Document = document): HostedPageConfig | null {
  const text = doc.getElementById(HOSTED_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<HostedPageConfig>;
    if (typeof value.appId !== 'string' || !Array.isArray(value.origins)) return null;
    return {
      appId: value.appId,
      origins: value.origins.filter((origin): origin is string => typeof origin === 'string'),
      parentOrigin: typeof value.parentOrigin === 'string' ? value.parentOrigin : null,
    };
  } catch {
    return null;
  }
}
