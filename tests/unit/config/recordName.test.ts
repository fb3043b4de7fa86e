// A record's name from its resource file: one field, or several read together.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { nameFields, recordName } from '../../../src/config/recordName';
import { getResourceDefinition } from '../../../src/engine/registry';

describe('record names', () => {
  it('reads one naming field as it is', () => {
    expect(recordName('storeName', { storeName: 'Head Office, Kapsabet' })).toBe('Head Office, Kapsabet');
    expect(nameFields('storeName')).toEqual(['storeName']);
  });

  it('reads several naming fields together, skipping those without a value', () => {
    expect(recordName(['firstName', 'lastName'], { firstName: 'Martin', lastName: 'Makokha' })).toBe('Martin Makokha');
    expect(recordName(['firstName', 'lastName'], { firstName: 'Martin', lastName: '' })).toBe('Martin');
    expect(recordName(['firstName', 'lastName'], {})).toBe('');
  });

  it('names staff by first and last name, so two members who share a first name differ wherever they are picked', () => {
    const staff = getResourceDefinition('staff');
    expect(recordName(staff.recordRepresentation!, { firstName: 'Martin', lastName: 'Makokha' })).not.toBe(
      recordName(staff.recordRepresentation!, { firstName: 'Martin', lastName: 'Otieno' }),
    );
  });
});
