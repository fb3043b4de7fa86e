// The field inputs (every kind: choices, uploads, rows, dates…) as a page loads them only when it shows one: a
// list's filters, hidden behind "Add filter" until asked for, kept the whole set in the first list's code (issue #12).
// Small on purpose: the boot imports it to start the download beside a list whose filters show from the start.
import { preloadableLazy } from '../preloadableLazy';
import type { ResourceDefinition } from '../../config/definitions';
import type { InputForProps } from './InputFor';

export const lazyInputFor = preloadableLazy<InputForProps>(() => import('./InputFor').then((module) => module.InputFor));

/** Fetches the inputs' code ahead of their use; a download that fails now is tried again when an input shows. */
const warmInputs = (): void => void lazyInputFor.preload().catch(() => undefined);

/** For a list that shows a filter input from the start (the search box aside), fetches the inputs' code now. */
export const warmInputsFor = (definition: ResourceDefinition): void => {
  if ((definition.list?.filters ?? []).some((filter) => filter.alwaysOn && filter.source !== 'q')) warmInputs();
};
