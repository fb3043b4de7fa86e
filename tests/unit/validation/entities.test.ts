// src/generated/entities.ts: the resolved field descriptors the UI engine and the messages read.
import '../../declaredScreensProvided';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { describeEntity, writableFields } from '../../../src/validation/validate';
import { entities } from '../../declaredScreens';

const schemasDirectory = join(import.meta.dirname, '../../../schemas');
const entitySchemas = readdirSync(schemasDirectory)
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => JSON.parse(readFileSync(join(schemasDirectory, name), 'utf8')) as { $id: string; properties?: Record<string, unknown>; required?: string[] })
  .filter((schema) => schema.properties);

describe('entity descriptors', () => {
  it('describe every entity schema in schemas/, each property in schema order, with the required list', () => {
    expect(Object.keys(entities).sort()).toEqual(entitySchemas.map((schema) => schema.$id.replace('.schema.json', '')).sort());
    for (const schema of entitySchemas) {
      const entity = describeEntity(schema.$id.replace('.schema.json', ''));
      expect(Object.keys(entity.fields)).toEqual(Object.keys(schema.properties!));
      expect(entity.required).toEqual(schema.required ?? []);
      for (const field of Object.values(entity.fields)) expect(field.required).toBe(entity.required.includes(field.name));
    }
  });

  it('follow $ref, with the referencing site overriding the referenced rule', () => {
    // headOffFlg: $ref yesNo, but its own enum name and readOnly.
    expect(entities.store!.fields.headOffFlg).toEqual({
      name: 'headOffFlg',
      type: 'string',
      enum: ['Y', 'N'],
      enumName: 'headOffice',
      tones: { Y: 'secondary' },
      widget: 'switch',
      readOnly: true,
      required: false,
    });
    expect(entities.store!.fields.useMainInventory).toMatchObject({ enumName: 'yesNo', readOnly: false });
    expect(entities.customer!.fields.blackFlg).toMatchObject({ enumName: 'blacklisted', readOnly: true, enum: ['Y', 'N'] });
    expect(entities.store!.fields.mblNo).toMatchObject({
      type: 'string',
      pattern: '^[17][0-9]{8}$',
      widget: 'mobile',
      required: true,
      readOnly: false,
    });
    expect(entities.store!.fields.storeName).toMatchObject({ minLength: 2, maxLength: 60, required: true });
    expect(entities.customer!.fields.birthDt).toMatchObject({ format: 'wire-date', widget: 'date' });
    expect(entities.ticket!.fields.description).toMatchObject({ widget: 'textarea', minLength: 2, maxLength: 200 });
    // A property's own keywords win over the referenced ones (blackFlg: yesNo's values, its own enum name, above).
    // The schemas' descriptions are for developers: they stay out of what every browser loads.
    expect(Object.keys(entities.store!.fields.pushFlg!)).not.toContain('description');
  });

  it('list the writable fields (everything but the server’s readOnly ones)', () => {
    const store = writableFields('store');
    for (const readOnly of ['storeId', 'headOffFlg', 'mshpSts', 'storeStatus', 'pushFlg', 'createDt']) expect(store).not.toContain(readOnly);
    expect(store.slice(0, 2)).toEqual(['storeName', 'county']);
    expect(writableFields('ticket')).toEqual(['title', 'issueType', 'description', 'respondChannel', 'contactInfo', 'attachments']);
    // An array describes its items: here a photo with the upload limits the input enforces.
    expect(entities.ticket!.fields.attachments).toMatchObject({ type: 'array', maxItems: 3, items: { type: 'string', upload: { kind: 'image', maxMB: 5 } } });
  });

  it('refuse unknown entities by name', () => {
    expect(() => describeEntity('nope')).toThrow(/Unknown entity "nope"/);
    expect(() => writableFields('nope')).toThrow(/"nope"/);
    // Inherited object keys are not entities.
    expect(() => describeEntity('toString')).toThrow(/"toString"/);
  });
});
