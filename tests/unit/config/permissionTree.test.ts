// The staff form's checklist of functions (src/config/permissionTree.ts), over this console's own menu.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../src/auth/permissionCodes';
import { codesOfNode, completeParents, stateOf, toggled } from '../../../src/config/permissionTree';
import { consolePermissionGroups } from '../../../src/engine/permissions/permissionGroups';

const groupOf = (code: string) => consolePermissionGroups().find((group) => group.nodes.some((node) => codesOfNode(node).includes(code)))?.key;

describe('the checklist', () => {
  it('lists every permission code of spec 001 §6 exactly once', () => {
    const listed = consolePermissionGroups().flatMap((group) => group.nodes.flatMap(codesOfNode));
    expect([...listed].sort()).toEqual([...ALL_PERMISSION_CODES].sort());
  });

  it('groups a function where the menu leads to its page, and the rest under Other', () => {
    expect(groupOf('3601')).toBe('manage');
    expect(groupOf('2106')).toBe('manage');
    expect(groupOf('43')).toBe('checkout');
    expect(groupOf('2002')).toBe(groupOf('2001'));
    // No page of the menu asks for scan to pay.
    expect(groupOf('01')).toBe('other');
    expect(consolePermissionGroups().at(-1)?.key).toBe('other');
  });
});

describe('ticking and clearing', () => {
  it('ticking a parent ticks all it holds; clearing one sub-function leaves the parent mixed and drops its code', () => {
    const all = toggled([], ['36', '3601', '3602'], true);
    expect(all).toEqual(['36', '3601', '3602']);
    const viewOnly = toggled(all, ['3602'], false);
    expect(viewOnly).toEqual(['3601']);
    expect(stateOf(['36', '3601', '3602'], new Set(viewOnly))).toBe('mixed');
    expect(stateOf(['36', '3601', '3602'], new Set(all))).toBe('checked');
    expect(stateOf(['36', '3601', '3602'], new Set())).toBe('unchecked');
  });

  it('a parent is held exactly when all its sub-codes are, in the table’s order', () => {
    expect(completeParents(['2002', '2001', '43'])).toEqual(['20', '2001', '2002', '43']);
    expect(completeParents(['20', '2001'])).toEqual(['2001']);
  });
});
