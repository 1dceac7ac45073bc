import type { App } from '../apps/App';
import { isPhoneInputItem } from '../apps/defaultConfig';
import type { Services } from '../Services';
import { channelReadiness } from './channelReadiness';

/**
 * Which of an app's configured channel items run, entry by entry. Kept per app version, so one
 * array stands for one set of flags (ConfigAnswers keys by it).
 */
export type ChannelFlags = readonly (readonly boolean[])[];

interface HostReadiness {
  /** Every item this host can run for the app, One tap included if the app offers it. */
  all: ChannelFlags;
  /** The same without One tap: for a browser that verified no identity for the app. */
  withoutOneTap: ChannelFlags | undefined;
}

/**
 * Which configured channels the merchant config offers a browser (spec §3 "Channel
 * (configuration)", never a dead button): those this host can run for the app, and One tap
 * (ONETAP) only when the browser verified an identity for the app.
 *
 * What the host can run depends only on the app, the host's settings and the app's SSO
 * credentials, so it is worked out once per app version (the App object, which the app store
 * never changes and replaces when the app changes) and again after any change to the SSO
 * credentials through this instance, instead of on every page load. A change made by the apps
 * tool or another instance shows once both caches have let go of what they read: within twice
 * APP_CACHE_TTL_MS.
 */
export class RunnableChannels {
  readonly #byApp = new WeakMap<App, Kept>();

  constructor(private readonly services: Services) {}

  /** `holdsIdentity` is asked only when the app offers One tap. */
  async for(app: App, holdsIdentity: () => Promise<boolean>): Promise<ChannelFlags> {
    const { all, withoutOneTap } = await this.#readiness(app);
    if (!withoutOneTap) return all;
    return (await holdsIdentity()) ? all : withoutOneTap;
  }

  /** `for` if what the host can run for this app version is worked out already: undefined otherwise. */
  peek(app: App, holdsIdentity: () => boolean | undefined): ChannelFlags | undefined {
    const known = this.#kept(app)?.known;
    if (!known?.withoutOneTap) return known?.all;
    const holds = holdsIdentity();
    return holds === undefined ? undefined : holds ? known.all : known.withoutOneTap;
  }

  #kept(app: App): Kept | undefined {
    const kept = this.#byApp.get(app);
    return kept && kept.ssoChanges === this.services.ssoCredentials.changes ? kept : undefined;
  }

  #readiness(app: App): Promise<HostReadiness> {
    const kept = this.#kept(app);
    if (kept) return kept.readiness;
    const ssoChanges = this.services.ssoCredentials.changes;
    const entry: Kept = { ssoChanges, readiness: hostReadiness(this.services, app) };
    this.#byApp.set(app, entry);
    entry.readiness.then(
      (known) => {
        entry.known = known;
      },
      // A failed read (storage away) is not kept: the next page load asks again.
      () => {
        if (this.#byApp.get(app) === entry) this.#byApp.delete(app);
      },
    );
    return entry.readiness;
  }
}

interface Kept {
  ssoChanges: number;
  readiness: Promise<HostReadiness>;
  /** The readiness once worked out. */
  known?: HostReadiness;
}

async function hostReadiness(services: Services, app: App): Promise<HostReadiness> {
  const ready = await Promise.all(
    app.channelConfig.map((entry) =>
      Promise.all(
        entry.channel.map(async (item) => {
          if (item.name === 'ONETAP') return true;
          const use = isPhoneInputItem(item) ? 'phone' : 'button';
          return (await channelReadiness(services, app, item.name, use)).ready;
        }),
      ),
    ),
  );
  const offersOneTap = app.channelConfig.some((entry) => entry.channel.some((c) => c.name === 'ONETAP'));
  const withoutOneTap = ready.map((flags, e) =>
    flags.map((flag, i) => flag && app.channelConfig[e]?.channel[i]?.name !== 'ONETAP'),
  );
  return { all: ready, withoutOneTap: offersOneTap ? withoutOneTap : undefined };
}
