// A screen's resource file and entities arrive when it first opens, with the resources its fields name, and
// nothing else (issue #12). tests/setup.ts hands every screen to the registry up front, so each test here starts
// from fresh modules: the console's state right after boot.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Registry = typeof import('../../../src/engine/registry');
type Entities = typeof import('../../../src/validation/entityRegistry');

let registry: Registry;
let entities: Entities;

beforeEach(async () => {
  vi.resetModules();
  registry = await import('../../../src/engine/registry');
  entities = await import('../../../src/validation/entityRegistry');
});

describe('a screen loaded on first use', () => {
  it('knows every resource in brief at boot, but no resource file and no entity', () => {
    expect(registry.findResourceSummary('inventory')).toMatchObject({
      entity: 'inventoryItem',
      pages: { list: true, show: true, create: true, edit: true },
      access: { list: '2201', create: '2202' },
    });
    expect(registry.loadedResource('inventory')).toBeUndefined();
    expect(() => registry.getResourceDefinition('inventory')).toThrow('The resource "inventory" is not loaded yet');
    expect(() => registry.getEntity('inventoryItem')).toThrow('The entity "inventoryItem" is not loaded yet');
  });

  it('brings the file, its entity, and the resources its fields refer to, and no other screen', async () => {
    const definition = await registry.loadResource('inventory');
    expect(definition.name).toBe('inventory');
    // Its fields and its validators came with it: a short barcode gets the spec's words, a full one passes.
    expect(registry.getEntity('inventoryItem').fields.barcode?.pattern).toBe('^[0-9]{8,14}$');
    const { validateField } = await import('../../../src/validation/validate');
    expect(validateField('inventoryItem', 'barcode', '12345')).toEqual({ field: 'barcode', key: 'validation.barcode' });
    expect(validateField('inventoryItem', 'barcode', '6161100000025')).toBeNull();
    // The category and sub-category fields name categories: the form offers them by name.
    expect(registry.getResourceDefinition('categories').entity).toBe('category');
    expect(registry.getEntity('category').fields.categoryNm?.maxLength).toBe(20);
    // Promotions name inventory items, not the other way round: they stay out.
    expect(registry.loadedResource('promotions')).toBeUndefined();
    expect(() => entities.entityModule('promotion')).toThrow('not loaded yet');
  });

  it('loads a file once however many ask for it at once', async () => {
    const [first, second] = await Promise.all([registry.loadResource('stores'), registry.loadResource('stores')]);
    expect(second).toBe(first);
    expect(await registry.loadResource('stores')).toBe(first);
  });

  it('names an unknown resource or entity instead of waiting for it', async () => {
    await expect(registry.loadResource('nonesuch')).rejects.toThrow('No resource file declares "nonesuch"');
    await expect(entities.loadEntity('nonesuch')).rejects.toThrow('Unknown entity "nonesuch"');
  });
});

describe('what a screen reads besides its own file, named in its summary to be fetched beside it', () => {
  it("is what each declared file turns out to read: its commands' input entities and the resources its fields name", async () => {
    expect(registry.findResourceSummary('customers')?.alsoLoads).toEqual({ entities: ['commandInput'] });
    expect(registry.findResourceSummary('promotions')?.alsoLoads).toEqual({ resources: ['inventory'] });
    for (const { name, alsoLoads } of registry.resourceSummaries) {
      const read = registry.alsoReadBy(await registry.loadResource(name));
      expect({ name, entities: alsoLoads?.entities ?? [], resources: alsoLoads?.resources ?? [] }).toEqual({ name, ...read });
    }
  });
});

describe("a screen opened after it was loaded as another screen's reference", () => {
  it('is not taken as ready until its own references are in', async () => {
    await registry.loadResource('pushMessages');
    // Push messages name promotions: their file is readable, but promotions name inventory items, not yet fetched.
    expect(registry.getResourceDefinition('promotions').name).toBe('promotions');
    expect(registry.loadedResource('promotions')).toBeUndefined();
    await registry.loadResource('promotions');
    expect(registry.loadedResource('promotions')?.name).toBe('promotions');
    expect(registry.getResourceDefinition('inventory').entity).toBe('inventoryItem');
  });
});
