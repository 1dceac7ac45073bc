import { browserName } from './browserName';
import { canvasHash } from './canvasHash';

/** spec §3 "Device info". */
export interface DeviceInfo {
  userAgent: string;
  platform: string;
  vendor: string;
  browser: string;
  connectionType: string;
  language: string;
  cookiesEnabled: boolean;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  pixelRatio: number;
  /** Minutes, as `Date#getTimezoneOffset` gives them (UTC minus local time). */
  timezoneOffset: number;
  cpuCores: number;
  defaultFont: string;
  canvasHash: string;
}

/** The browser objects device info reads (tests pass their own). */
export interface DeviceEnvironment {
  navigator: Navigator & { connection?: { effectiveType?: string; type?: string } };
  screen: Screen;
  window: Pick<Window, 'devicePixelRatio' | 'getComputedStyle'>;
  document: Document;
  now?: () => Date;
}

/** spec §8: a failure rejects with 'Error: {error} while getting deviceInfo'. */
function deviceInfoError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`Error: ${message} while getting deviceInfo`);
}

/** spec §3 device info of this browser. */
export async function collectDeviceInfo(env: DeviceEnvironment = browserEnvironment()): Promise<DeviceInfo> {
  try {
    const { navigator: nav, screen, document: doc } = env;
    const connection = nav.connection;
    return {
      userAgent: nav.userAgent,
      platform: nav.platform,
      vendor: nav.vendor,
      browser: browserName(nav.userAgent),
      connectionType: connection?.effectiveType ?? connection?.type ?? 'unknown',
      language: nav.language,
      cookiesEnabled: nav.cookieEnabled,
      screenWidth: screen.width,
      screenHeight: screen.height,
      colorDepth: screen.colorDepth,
      pixelRatio: env.window.devicePixelRatio,
      timezoneOffset: (env.now?.() ?? new Date()).getTimezoneOffset(),
      cpuCores: nav.hardwareConcurrency ?? 0,
      defaultFont: env.window.getComputedStyle(doc.documentElement).fontFamily,
      canvasHash: canvasHash(doc),
    };
  } catch (error) {
    throw deviceInfoError(error);
  }
}

function browserEnvironment(): DeviceEnvironment {
  return { navigator, screen, window, document };
}
