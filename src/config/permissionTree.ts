// The staff form's checklist of functions (spec 000 §3: "Staff roles are a hierarchical checklist of functions";
// 001: "selecting a parent selects all descendants"): the permission codes of spec 001 §6, grouped as the menu
// groups the pages they open, so an administrator finds "View staff" under Manage where the Staff page is. A code
// no menu entry names goes in the group of its parent; codes no entry names at all go under "other".
// Pure data over the menu and the code table: the form, the record page and the embedded backend share it.
import { PERMISSION_CODES } from '../auth/permissionCodes';
import type { MenuEntry } from './menuEntries';
import { entryAccessCode } from './menuEntries';
import type { ResourceAccess } from './resourceSummary';

/** A code of the table and its sub-codes (none for a code without them). */
export interface PermissionNode {
  code: string;
  children: string[];
}

export interface PermissionGroup {
  /** The menu group's key, or "other". */
  key: string;
  /** Locale key of the group's name: the menu group's label, or engine.permissionTree.other. */
  label: string;
  nodes: PermissionNode[];
}

export const OTHER_GROUP = 'other';

const childrenOf = new Map<string, string[]>();
const parentOf = new Map<string, string>();
for (const entry of PERMISSION_CODES) {
  if (!entry.parent) continue;
  parentOf.set(entry.code, entry.parent);
  childrenOf.set(entry.parent, [...(childrenOf.get(entry.parent) ?? []), entry.code]);
}

const rootOf = (code: string): string => parentOf.get(code) ?? code;

/** Every access code an entry and its descendants carry, in menu order. */
const codesUnder = (entry: MenuEntry, resourceOf: (name: string) => ResourceAccess | undefined): string[] => {
  const own = entryAccessCode(entry, resourceOf);
  const resource = entry.resource ? resourceOf(entry.resource) : undefined;
  const resourceCodes = [...Object.values(resource?.access ?? {}), ...(resource?.commands ?? []).map((command) => command.access)];
  const below = (entry.children ?? []).flatMap((child) => codesUnder(child, resourceOf));
  return [own, ...resourceCodes, ...below].filter((code): code is string => typeof code === 'string');
};

/**
 * The checklist: one group per top-level menu entry that leads to a code (in menu order), each listing the
 * table's codes it leads to with their sub-codes, then "other" with the rest. Every code of the table appears once.
 */
export const permissionGroups = (
  menuItems: readonly MenuEntry[],
  resourceOf: (name: string) => ResourceAccess | undefined,
): PermissionGroup[] => {
  const placed = new Set<string>();
  const groups: PermissionGroup[] = [];
  const ordered = [...menuItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const known = new Set(PERMISSION_CODES.map((entry) => entry.code));
  for (const item of ordered) {
    const roots: string[] = [];
    for (const code of codesUnder(item, resourceOf)) {
      const root = rootOf(code);
      if (!known.has(root) || placed.has(root)) continue;
      placed.add(root);
      roots.push(root);
    }
    if (roots.length > 0)
      groups.push({ key: item.key, label: item.label, nodes: roots.map((code) => ({ code, children: childrenOf.get(code) ?? [] })) });
  }
  const rest = PERMISSION_CODES.filter((entry) => !entry.parent && !placed.has(entry.code));
  if (rest.length > 0) {
    groups.push({
      key: OTHER_GROUP,
      label: 'engine.permissionTree.other',
      nodes: rest.map((entry) => ({ code: entry.code, children: childrenOf.get(entry.code) ?? [] })),
    });
  }
  return groups;
};

/** The codes a checkbox stands for: a code with sub-codes stands for them (and itself), a leaf for itself. */
export const codesOfNode = (node: PermissionNode): string[] => [node.code, ...node.children];

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** A box over several codes: checked when every one is held, mixed when some are. */
export const stateOf = (codes: readonly string[], held: ReadonlySet<string>): CheckState => {
  const count = codes.filter((code) => held.has(code)).length;
  return count === 0 ? 'unchecked' : count === codes.length ? 'checked' : 'mixed';
};

/**
 * The codes held after ticking (on) or clearing (off) a box that stands for `codes`, kept whole: a parent code is
 * held exactly when all its sub-codes are, as the owner's full list holds it (a parent alone would grant nothing
 * the menu asks for, and sub-codes without their parent are how a partial role is read).
 */
export const toggled = (held: readonly string[], codes: readonly string[], on: boolean): string[] => {
  const next = new Set(held);
  for (const code of codes) {
    if (on) next.add(code);
    else next.delete(code);
  }
  return completeParents(next);
};

/** The list with each parent present exactly when all its sub-codes are, in the table's order. */
export const completeParents = (held: Iterable<string>): string[] => {
  const set = new Set(held);
  for (const [parent, children] of childrenOf) {
    if (children.every((child) => set.has(child))) set.add(parent);
    else set.delete(parent);
  }
  return PERMISSION_CODES.map((entry) => entry.code).filter((code) => set.has(code));
};
