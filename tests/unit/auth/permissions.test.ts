// Spec 001 §6: "Check passes if the permission list is empty, permissions are disabled or no session exists;
// otherwise it matches funcNo in the merchant role function list."
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { hasPermission, registerAccessRule, requiredCode, storePermissions } from '../../../src/auth/permissions';
import { configureTransport, getTransportConfig } from '../../../src/transport/client';
import { setSession } from '../../../src/transport/session';

const signIn = () => setSession({ usrNo: 'U000002', mblNo: '722000111', mercId: 'M100001', firstName: 'Brian', lastName: 'Otieno' });
const grant = (...codes: string[]) => storePermissions(codes.map((funcNo) => ({ funcNo })));

const enabledAtStart = getTransportConfig().permissionsEnabled;
afterEach(() => {
  configureTransport({ permissionsEnabled: enabledAtStart });
  sessionStorage.clear();
  localStorage.clear();
});

describe('hasPermission (spec 001 §6)', () => {
  it('permissions are enabled by default', () => {
    expect(enabledAtStart).toBe(true);
  });

  it('"otherwise it matches funcNo": a signed-in user with a list holds only what is on it', () => {
    signIn();
    grant('05', '0501', '43');
    expect(hasPermission('0501')).toBe(true);
    expect(hasPermission('43')).toBe(true);
    expect(hasPermission('2001')).toBe(false);
    expect(hasPermission('0502')).toBe(false);
    expect(hasPermission('050')).toBe(false);
  });

  it('"passes if the permission list is empty"', () => {
    signIn();
    grant();
    expect(hasPermission('2001')).toBe(true);
  });

  it('"passes if permissions are disabled"', () => {
    signIn();
    grant('05');
    configureTransport({ permissionsEnabled: false });
    expect(hasPermission('2001')).toBe(true);
  });

  it('"passes if no session exists"', () => {
    grant('05');
    expect(hasPermission('2001')).toBe(true);
  });

  it('no code required → passes', () => {
    signIn();
    grant('05');
    expect(hasPermission(undefined)).toBe(true);
  });

  it('the explicit context overrides the stored state', () => {
    expect(hasPermission('2001', { codes: ['05'], enabled: true, signedIn: true })).toBe(false);
    expect(hasPermission('05', { codes: ['05'], enabled: true, signedIn: true })).toBe(true);
    expect(hasPermission('2001', { codes: [], enabled: true, signedIn: true })).toBe(true);
    expect(hasPermission('2001', { codes: ['05'], enabled: false, signedIn: true })).toBe(true);
    expect(hasPermission('2001', { codes: ['05'], enabled: true, signedIn: false })).toBe(true);
  });

  it('a corrupt stored list counts as empty', () => {
    signIn();
    sessionStorage.setItem('mc.permissions', '{not json');
    expect(hasPermission('2001')).toBe(true);
  });
});

// The rules live in a module every file of the worker shares (the engine registers the declared screens' own):
// these tests register theirs for resources no screen declares, so no declared rule is replaced.
describe('registerAccessRule + canAccess', () => {
  it('canAccess checks the code registered for resource:action', async () => {
    registerAccessRule('sampleStores', 'list', '2001');
    registerAccessRule('sampleStores', 'edit', '2002');
    signIn();
    grant('2001');
    expect(requiredCode('sampleStores', 'list')).toBe('2001');
    await expect(authProvider.canAccess!({ resource: 'sampleStores', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'sampleStores', action: 'edit' })).resolves.toBe(false);
  });

  it('resource:* is the fallback for actions without their own rule', async () => {
    registerAccessRule('sampleCustomers', '*', '21');
    registerAccessRule('sampleCustomers', 'delete', '2105');
    signIn();
    grant('21');
    expect(requiredCode('sampleCustomers', 'show')).toBe('21');
    await expect(authProvider.canAccess!({ resource: 'sampleCustomers', action: 'show' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'sampleCustomers', action: 'delete' })).resolves.toBe(false);
  });

  it('a resource without any rule is open', async () => {
    signIn();
    grant('05');
    expect(requiredCode('sampleHelp', 'list')).toBeUndefined();
    await expect(authProvider.canAccess!({ resource: 'sampleHelp', action: 'list' })).resolves.toBe(true);
  });

  it('with no session canAccess passes (the login guard, not the permission check, keeps the user out)', async () => {
    registerAccessRule('sampleInventory', 'list', '2201');
    grant('05');
    await expect(authProvider.canAccess!({ resource: 'sampleInventory', action: 'list' })).resolves.toBe(true);
  });
});
