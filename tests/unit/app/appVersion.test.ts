// Spec 001 §4: on an app version change, local storage is cleared and the page reloads.
import { afterEach, describe, expect, it } from 'vitest';
import { APP_VERSION_KEY, applyVersionCheck, decideOnVersion } from '../../../src/app/appVersion';

afterEach(() => localStorage.clear());

describe('decideOnVersion', () => {
  it('records the version when none is stored (first visit, or storage cleared by a logout)', () => {
    expect(decideOnVersion(null, '1.0.289')).toBe('record');
    expect(decideOnVersion('', '1.0.289')).toBe('record');
  });

  it('keeps everything when the same version ran before', () => {
    expect(decideOnVersion('1.0.289', '1.0.289')).toBe('keep');
  });

  it('resets on any other version, newer or older', () => {
    expect(decideOnVersion('1.0.288', '1.0.289')).toBe('reset');
    expect(decideOnVersion('1.0.290', '1.0.289')).toBe('reset');
  });
});

describe('applyVersionCheck', () => {
  it('on a change: clears local storage, stores the new version, asks for a reload', () => {
    localStorage.setItem(APP_VERSION_KEY, '1.0.288');
    localStorage.setItem('MerchantConsole.1.0.288.locale', '"zh-CN"');
    expect(applyVersionCheck(localStorage, '1.0.289')).toBe(true);
    expect(localStorage.getItem('MerchantConsole.1.0.288.locale')).toBeNull();
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('1.0.289');
    expect(localStorage.length).toBe(1);
  });

  it('the reloaded page finds its own version and does not reload again', () => {
    localStorage.setItem(APP_VERSION_KEY, '1.0.288');
    expect(applyVersionCheck(localStorage, '1.0.289')).toBe(true);
    expect(applyVersionCheck(localStorage, '1.0.289')).toBe(false);
  });

  it('same version: nothing is cleared, no reload', () => {
    localStorage.setItem(APP_VERSION_KEY, '1.0.289');
    localStorage.setItem('mc.prefs', 'kept');
    expect(applyVersionCheck(localStorage, '1.0.289')).toBe(false);
    expect(localStorage.getItem('mc.prefs')).toBe('kept');
  });

  it('first visit: the version is recorded, other keys are left and there is no reload', () => {
    localStorage.setItem('mc.prefs', 'kept');
    expect(applyVersionCheck(localStorage, '1.0.289')).toBe(false);
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('1.0.289');
    expect(localStorage.getItem('mc.prefs')).toBe('kept');
  });

  it('session storage (the signed-in session) is not touched', () => {
    sessionStorage.setItem('mc.token', 'abc');
    localStorage.setItem(APP_VERSION_KEY, '1.0.1');
    applyVersionCheck(localStorage, '1.0.289');
    expect(sessionStorage.getItem('mc.token')).toBe('abc');
    sessionStorage.clear();
  });
});
