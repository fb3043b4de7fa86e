// A stable identity for this browser, sent as device info with every request (trusted-device management needs
// it). It lives in a cookie rather than localStorage because logout must empty local storage, and a device
// does not stop being the same device when its user logs out.

const COOKIE = 'mc_device';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
};

// Read once, as the page starts: every call sends the id, and a read of document.cookie after the page's first
// requests have gone waits on the browser's network process (issue #12: 11 ms of a cold load's first screen, read
// at the first call; next to nothing read at start, with the language's cookie).
let known: string | undefined = readCookie(COOKIE);

export const getDeviceId = (): string => {
  if (known) return known;
  known = crypto.randomUUID();
  if (typeof document !== 'undefined') document.cookie = `${COOKIE}=${known}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  return known;
};

export interface DeviceInfo {
  deviceId: string;
  platform: 'WEB';
  userAgent: string;
}

export const getDeviceInfo = (): DeviceInfo => ({
  deviceId: getDeviceId(),
  platform: 'WEB',
  userAgent: typeof navigator === 'undefined' ? 'node' : navigator.userAgent,
});
