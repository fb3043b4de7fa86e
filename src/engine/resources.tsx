// One react-admin <Resource> per resource file: list, show, create and edit where the file declares them. The
// engine's pages load on first use, so the login page does not carry the grid, the forms and the validators.
import { lazy, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDefinition } from '../config/definitions';
import { iconFor } from './icons';
import { resourceDefinitions } from './registry';

type Page = ComponentType<{ definition: ResourceDefinition }>;

const loadList = () => import('./pages/ResourceList');
const ResourceList = lazy(() => loadList().then((module) => ({ default: module.ResourceList as Page })));
const loadShow = () => import('./pages/ResourceShow');
const loadForm = () => import('./pages/ResourceForm');
const ResourceShow = lazy(() => loadShow().then((module) => ({ default: module.ResourceShow as Page })));
const ResourceCreate = lazy(() => loadForm().then((module) => ({ default: module.ResourceCreate as Page })));
const ResourceEdit = lazy(() => loadForm().then((module) => ({ default: module.ResourceEdit as Page })));
const SingletonPage = lazy(() => import('./pages/SingletonPage').then((module) => ({ default: module.SingletonPage as Page })));

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
    return <Resource key={definition.name} name={definition.name} icon={iconFor(definition.icon)} list={bind(SingletonPage, definition)} />;
  }
  return (
    <Resource
      key={definition.name}
      name={definition.name}
      icon={iconFor(definition.icon)}
      recordRepresentation={definition.recordRepresentation ?? definition.idField}
      list={methods.getList && definition.list ? bind(ResourceList, definition) : undefined}
      show={methods.getOne && definition.show ? bind(ResourceShow, definition) : undefined}
      create={methods.create && definition.form ? bind(ResourceCreate, definition) : undefined}
      edit={methods.getOne && methods.update && definition.form ? bind(ResourceEdit, definition) : undefined}
    />
  );
};

const elements = resourceDefinitions.map(resourceElement);

export const declaredResources = () => elements;

/**
 * Starts downloading the list page's code when the console opens on a list's address (a reload, a bookmark), so it
 * arrives while the language and the server keys load instead of after the first render (issue #12: one round trip
 * less before the first rows). Any other address loads nothing early.
 */
export const preloadPageAt = (path: string): void => {
  const [name, ...rest] = path.split('/').filter(Boolean);
  const definition = resourceDefinitions.find((candidate) => candidate.name === name);
  if (definition && !definition.singleton && definition.list && definition.methods.getList && rest.length === 0) void loadList();
};

/** Fetches the code of the pages a list leads to (its records, its create form) ahead of the click. */
export const prefetchRecordPages = (definition: ResourceDefinition): void => {
  if (definition.methods.getOne) void loadShow();
  if (definition.methods.create && definition.form) void loadForm();
};
