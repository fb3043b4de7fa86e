// One react-admin <Resource> per resource file: list, show, create and edit where the file declares them. The
// engine's pages load on first use, and so does each resource's file (with its entities), so the login page carries
// neither the grid, the forms and the validators nor any screen's columns and fields.
import { recordName } from '../config/recordName';
import { use, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDefinition } from '../config/definitions';
import type { ResourceSummary } from '../config/resourceSummary';
import { iconFor } from './icons';
import { warmInputsFor } from './inputs/lazyInputFor';
import { preloadableLazy, type PreloadableLazy } from './preloadableLazy';
import { loadedResource, loadResource, resourceSummaries } from './registry';

type Page = ComponentType<{ definition: ResourceDefinition }>;

const list = preloadableLazy(() => import('./pages/ResourceList').then((module) => module.ResourceList as Page));
const show = preloadableLazy(() => import('./pages/ResourceShow').then((module) => module.ResourceShow as Page));
const create = preloadableLazy(() => import('./pages/ResourceForm').then((module) => module.ResourceCreate as Page));
const edit = preloadableLazy(() => import('./pages/ResourceForm').then((module) => module.ResourceEdit as Page));
const singleton = preloadableLazy(() => import('./pages/SingletonPage').then((module) => module.SingletonPage as Page));

/** Fetches a page's code ahead of its use; a download that fails now is tried again when the page opens. */
const warm = (page: { preload: () => Promise<unknown> }) => void page.preload().catch(() => undefined);

/**
 * A page bound to its resource, created once so re-renders never remount it (and lose what was typed). It waits
 * (suspends) for the resource's file on its first opening only.
 */
const bind = (page: PreloadableLazy<{ definition: ResourceDefinition }>, name: string): ComponentType => {
  const Page = page.Page;
  const Bound = () => {
    let definition = loadedResource(name);
    if (!definition) {
      // The page's code comes down beside its file, not after it.
      warm(page);
      definition = use(loadResource(name));
    }
    return <Page definition={definition} />;
  };
  Bound.displayName = `${name}:Page`;
  return Bound;
};

const resourceElement = ({ name, icon, singleton: isSingleton, recordRepresentation, pages }: ResourceSummary) => {
  // One record, one address: /<name> shows it and edits it in place.
  if (isSingleton) {
    return <Resource key={name} name={name} icon={iconFor(icon)} list={bind(singleton, name)} />;
  }
  return (
    <Resource
      key={name}
      name={name}
      icon={iconFor(icon)}
      recordRepresentation={typeof recordRepresentation === 'string' ? recordRepresentation : (record) => recordName(recordRepresentation, record)}
      list={pages.list ? bind(list, name) : undefined}
      show={pages.show ? bind(show, name) : undefined}
      create={pages.create ? bind(create, name) : undefined}
      edit={pages.edit ? bind(edit, name) : undefined}
    />
  );
};

const elements = resourceSummaries.map(resourceElement);

export const declaredResources = () => elements;

/** The declared list shown at an address, if it is one ('/customers'; not a record, a form or a singleton page). */
const listSummaryAt = (path: string) => {
  const [name, ...rest] = path.split('/').filter(Boolean);
  const summary = resourceSummaries.find((candidate) => candidate.name === name);
  return summary && !summary.singleton && summary.pages.list && rest.length === 0 ? summary : undefined;
};

export const isListAddress = (path: string): boolean => listSummaryAt(path) !== undefined;

/**
 * Starts downloading the list page's code and the list's resource file when the console opens on a list's address
 * (a reload, a bookmark), so they arrive while the language and the server keys load instead of after the first
 * render (issue #12: one round trip less before the first rows), and resolves to the list's file, for its rows to be
 * asked for early too. Any other address loads nothing early.
 */
export const preloadPageAt = (path: string): Promise<ResourceDefinition> | undefined => {
  const summary = listSummaryAt(path);
  if (!summary) return undefined;
  warm(list);
  const definition = loadResource(summary.name);
  definition.then(warmInputsFor, () => undefined);
  return definition;
};

/**
 * Fetches the code of a list's record page ahead of a row click; resolves once it is in (at once when the list has
 * no record page).
 */
export const prefetchRecordPage = (definition: ResourceDefinition): Promise<unknown> =>
  definition.methods.getOne ? show.preload().catch(() => undefined) : Promise.resolve();

/** Fetches the code of a list's forms (create, edit) ahead of Create or Edit. */
export const prefetchForms = (definition: ResourceDefinition): void => {
  if (definition.methods.create && definition.form) [create, edit].forEach(warm);
};
