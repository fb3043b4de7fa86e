// The pages the side menu offers, read from the menu files the console is built from, and the declared new-record
// forms, read from the resource files: a test that walks them covers a screen added tomorrow without being edited.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export interface PageToJudge {
  name: string;
  /** Address under the console's base path. */
  path: string;
  signedIn: boolean;
  /** What a person does on the page before it is judged (opens a record, a drawer). */
  open?: (page: Page) => Promise<unknown>;
  /** Only this part is judged (CSS selector); the page's frame (header, menu, tabs) is judged once, on Home. */
  scope?: string;
  /** A declared screen (list, record, form drawn by the engine from a resource file), rather than a hand-written page. */
  declared?: boolean;
  /** Judged on a phone too: one of each kind of page (see accessibility.spec.ts). */
  phone?: boolean;
}

/** The part of a page inside the console's frame that is the page's own. */
export const PAGE_CONTENT = '#main-content';

interface Entry {
  key: string;
  label: string;
  route?: string;
  /** An entry may name only its resource: it opens the resource's list at /<resource>. */
  resource?: string;
  external?: string;
  hidden?: boolean;
  children?: Entry[];
}

const english = JSON.parse(readFileSync('locales/en-US.json', 'utf8')) as Record<string, unknown>;
const labelOf = (key: string): string =>
  (key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english) as string | undefined) ?? key;

const leaves = (entries: Entry[]): Entry[] => entries.flatMap((entry) => (entry.children ? leaves(entry.children) : [entry]));

/**
 * Every entry a merchant sees in the menu, and the hidden ones that open a declared screen (the spec hides
 * sub-merchants from the menu; they are reached by their address), as the address it opens. A hidden entry
 * without a resource has no page yet, or a hand-written one judged on its own.
 */
export const menuPages = (): PageToJudge[] =>
  readdirSync('menus')
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => leaves((JSON.parse(readFileSync(`menus/${file}`, 'utf8')) as { items: Entry[] }).items))
    .filter((entry) => (!entry.hidden || entry.resource) && (entry.route || entry.external || entry.resource))
    // A screen two entries open is judged once.
    .filter((entry, index, entries) => !entry.resource || entries.findIndex((other) => other.resource === entry.resource) === index)
    .map((entry) => ({
      name: labelOf(entry.label),
      path: (entry.external ? `frame/${entry.key}` : (entry.route ?? `/${entry.resource!}`)).replace(/^\//, ''),
      signedIn: true,
      scope: entry.route === '/home' ? undefined : PAGE_CONTENT,
      declared: Boolean(entry.resource),
    }));

interface ResourceFile {
  form?: unknown;
  list?: unknown;
  singleton?: boolean;
  methods?: { create?: unknown };
}

/** The address of every declared list's new-record form, read from the resource files: a form added tomorrow is in it. */
export const declaredCreateForms = (): string[] =>
  readdirSync('resources')
    .filter((file) => file.endsWith('.json'))
    .filter((file) => {
      const resource = JSON.parse(readFileSync(`resources/${file}`, 'utf8')) as ResourceFile;
      return Boolean(resource.form && resource.list && resource.methods?.create && !resource.singleton);
    })
    .map((file) => `${file.replace(/\.json$/, '')}/create`);
