import type { MerchantConfigResponse } from '../../contract/wire';
import type { ChannelFlags } from '../channels/RunnableChannels';
import type { App } from './App';

/** What, beside the app itself, decides a merchant configuration: every input of `build`. */
export interface ConfigVariant {
  /** Which configured channel items run for this browser (RunnableChannels). */
  channels: ChannelFlags;
  /** Whether the browser created a passkey for the app; undefined when the app has passkeys off. */
  hasPasskey: boolean | undefined;
  /** Whether the browser's device key verified an identity for the app. */
  knownDevice: boolean;
}

/**
 * The merchant configuration's JSON, serialized once per app version and variant: every page
 * load asks for it, and turning the ~4 KB object into JSON cost more than the rest of the route
 * (docs/benchmarks.md). Keyed by the App object itself, which the app store shares and never
 * changes (AppStore): a changed app is a new object, so its answers are built afresh and the old
 * ones go with it. Then by the channel flags, which RunnableChannels keeps per app version (two at
 * most: with and without One tap), then by the browser's two facts (six combinations).
 */
export class ConfigAnswers {
  readonly #byApp = new WeakMap<App, Map<ChannelFlags, (string | undefined)[]>>();

  /** The answer if it was built already: undefined otherwise. */
  peek(app: App, variant: ConfigVariant): string | undefined {
    return this.#byApp.get(app)?.get(variant.channels)?.[factsIndex(variant)];
  }

  json(app: App, variant: ConfigVariant, build: () => MerchantConfigResponse): string {
    let byChannels = this.#byApp.get(app);
    if (!byChannels) {
      byChannels = new Map();
      this.#byApp.set(app, byChannels);
    }
    let byFacts = byChannels.get(variant.channels);
    if (!byFacts) {
      byFacts = [];
      byChannels.set(variant.channels, byFacts);
    }
    const facts = factsIndex(variant);
    let json = byFacts[facts];
    if (json === undefined) {
      json = JSON.stringify(build());
      byFacts[facts] = json;
    }
    return json;
  }
}

/** The browser's two facts as one of six places. */
function factsIndex({ hasPasskey, knownDevice }: ConfigVariant): number {
  return (hasPasskey === undefined ? 0 : hasPasskey ? 2 : 4) + Number(knownDevice);
}
