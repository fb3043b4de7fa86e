// Spec 001 §4: "On an app version change, local storage is cleared and the page reloads." Run once at start-up,
// before anything reads local storage, so a new build never starts on what an older one left behind.

export const APP_VERSION_KEY = 'mc.appVersion';

/**
 * What start-up should do. 'record': nothing is stored yet (first visit, or just after a logout cleared storage),
 * so only remember this version; 'keep': same version; 'reset': another version ran here before.
 */
export type VersionDecision = 'record' | 'keep' | 'reset';

export const decideOnVersion = (stored: string | null, current: string): VersionDecision => {
  if (stored === null || stored === '') return 'record';
  return stored === current ? 'keep' : 'reset';
};

/**
 * Applies the decision to `storage`; true when the page must reload. The new version is written before the
 * reload, so the reloaded page finds it and does not reload again.
 */
export const applyVersionCheck = (storage: Storage, current: string): boolean => {
  const decision = decideOnVersion(storage.getItem(APP_VERSION_KEY), current);
  if (decision === 'keep') return false;
  if (decision === 'reset') storage.clear();
  storage.setItem(APP_VERSION_KEY, current);
  return decision === 'reset';
};

/** At start-up: true when the page is reloading (the caller stops starting the console). */
export const reloadOnVersionChange = (current: string = __APP_VERSION__): boolean => {
  let reload: boolean;
  try {
    reload = applyVersionCheck(localStorage, current);
  } catch {
    return false; // storage blocked (private mode, policy): nothing to clear, nothing to compare
  }
  if (reload) window.location.reload();
  return reload;
};
