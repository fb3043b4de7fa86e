// Which registration page a person may see: only the step the server says was reached; a visitor only the first.
import { describe, expect, it } from 'vitest';
import { isRegisterStep, redirectFor, REGISTER_STEPS, stepAfter, stepPath } from '../../../src/config/registerSteps';

describe('registration steps', () => {
  it('run from the agreements to the first login, each after the one before', () => {
    expect(REGISTER_STEPS[0]).toBe('privacyAgreement');
    expect(stepAfter('setPassword')).toBe('setPin');
    expect(stepAfter('verifyPersonInfo')).toBe('firstLogin');
    expect(stepAfter('firstLogin')).toBeUndefined();
    expect(isRegisterStep('setPin')).toBe(true);
    expect(isRegisterStep('growBusiness')).toBe(false);
    expect(isRegisterStep(undefined)).toBe(false);
  });

  it('a visitor sees only the mobile-number page; any later page sends them there', () => {
    expect(redirectFor('/register', undefined, false)).toBeNull();
    expect(redirectFor('/setPassword', undefined, false)).toBe('/register');
  });

  it('with a registration under way, every page leads to the step reached, and that page shows', () => {
    expect(redirectFor(stepPath('setPin'), 'setPin', true)).toBeNull();
    expect(redirectFor('/register', 'setPin', true)).toBe('/setPin');
    expect(redirectFor('/setPassword', 'setPin', true)).toBe('/setPin');
    expect(redirectFor('/firstLogin', 'addPersonInfo', true)).toBe('/addPersonInfo');
  });

  it('a registration complete goes on to /growBusiness; the ID upload needs a session only', () => {
    expect(redirectFor('/firstLogin', undefined, true)).toBe('/growBusiness');
    expect(redirectFor('/uploadIdDocument', undefined, true)).toBeNull();
    expect(redirectFor('/uploadIdDocument', undefined, false)).toBe('/login');
  });
});
