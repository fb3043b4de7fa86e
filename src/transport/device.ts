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

let fallbackId: string | undefined;

export const getDeviceId = (): string => {
  const existing = readCookie(COOKIE);
  if (existing) return existing;
  const id = crypto.randomUUID();
  if (typeof document === 'undefined') {
    fallbackId ??= id;
    return fallbackId;
  }
  document.cookie = `${COOKIE}=${id}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  return id;
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
