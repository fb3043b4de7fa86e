// One react-admin <Resource> per resource file: list, show, create and edit where the file declares them. The
// engine's pages load on first use, so the login page does not carry the grid, the forms and the validators.
import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDefinition } from '../config/definitions';
import { iconFor } from './icons';
import { preloadableLazy } from './preloadableLazy';
import { resourceDefinitions } from './registry';

type Page = ComponentType<{ definition: ResourceDefinition }>;

const list = preloadableLazy(() => import('./pages/ResourceList').then((module) => module.ResourceList as Page));
const show = preloadableLazy(() => import('./pages/ResourceShow').then((module) => module.ResourceShow as Page));
const create = preloadableLazy(() => import('./pages/ResourceForm').then((module) => module.ResourceCreate as Page));
const edit = preloadableLazy(() => import('./pages/ResourceForm').then((module) => module.ResourceEdit as Page));
const singleton = preloadableLazy(() => import('./pages/SingletonPage').then((module) => module.SingletonPage as Page));

/** Fetches a page's code ahead of its use; a download that fails now is tried again when the page opens. */
const warm = (page: { preload: () => Promise<unknown> }) => void page.preload().catch(() => undefined);

/** A page bound to its resource, created once so re-renders never remount it (and lose what was typed). */
const bind = (Page: Page, definition: ResourceDefinition): ComponentType => {
  const Bound = () => <Page definition={definition} />;
  Bound.displayName = `${definition.name}:${Page.displayName ?? 'Page'}`;
  return Bound;
};

const resourceElement = (definition: ResourceDefinition) => {
  const { methods } = definition;
  // One record, one address: /<name> shows it and edits it in place.
  if (definition.singleton) {
    return <Resource key={definition.name} name={definition.name} icon={iconFor(definition.icon)} list={bind(singleton.Page, definition)} />;
  }
  return (
    <Resource
      key={definition.name}
      name={definition.name}
      icon={iconFor(definition.icon)}
      recordRepresentation={definition.recordRepresentation ?? definition.idField}
      list={methods.getList && definition.list ? bind(list.Page, definition) : undefined}
      show={methods.getOne && definition.show ? bind(show.Page, definition) : undefined}
      create={methods.create && definition.form ? bind(create.Page, definition) : undefined}
      edit={methods.getOne && methods.update && definition.form ? bind(edit.Page, definition) : undefined}
    />
  );
};

const elements = resourceDefinitions.map(resourceElement);

export const declaredResources = () => elements;

/**
 * Starts downloading the list page's code when the console opens on a list's address (a reload, a bookmark), so it
 * arrives while the language and the server keys load instead of after the first render (issue #12: one round trip
 * less before the first rows), and says which list it is, for its rows to be asked for early too. Any other
 * address loads nothing early.
 */
export const preloadPageAt = (path: string): ResourceDefinition | undefined => {
  const [name, ...rest] = path.split('/').filter(Boolean);
  const definition = resourceDefinitions.find((candidate) => candidate.name === name);
  if (!definition || definition.singleton || !definition.list || !definition.methods.getList || rest.length > 0) return undefined;
  warm(list);
  return definition;
};

/** Fetches the code of the pages a list leads to (its records, its create form) ahead of the click. */
export const prefetchRecordPages = (definition: ResourceDefinition): void => {
  if (definition.methods.getOne) warm(show);
  if (definition.methods.create && definition.form) [create, edit].forEach(warm);
};
