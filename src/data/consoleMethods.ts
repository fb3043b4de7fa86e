// The console's own data-provider methods, beside react-admin's: everything the engine asks of the server goes
// through the data provider (useDataProvider), so a different backend is one provider swap. The resource-bound
// ones take the resource first, as combineDataProviders routes by it; the file service's two belong to no
// resource and are answered by the console's provider itself (dataProvider.ts).
import type { DataProvider, Identifier } from 'react-admin';
import type { UploadedFile } from '../transport/client';

export type { UploadedFile };

/** What a bulk add answers: how many rows were added, and the rows the server refused with its reasons. */
export interface ImportResult {
  added?: number;
  failed?: Array<{ row: number; errors: Record<string, string> }>;
}

/** A list's tab counts: tab value → number of records; `all` for the All tab when the action answers it. */
export interface TabCounts {
  counts: Record<string, number>;
  all?: number;
}

export interface ResourceMethods {
  /** Whether x-unique values are still free (the create action in check-only mode); rejects as a refused create. */
  checkUnique: (resource: string, params: { data: Record<string, unknown> }) => Promise<{ data: true }>;
  /** Sends a bulk add's valid rows to the resource's import action (resource file: import.action, import.rowsField). */
  importRows: (resource: string, params: { rows: Record<string, unknown>[] }) => Promise<{ data: ImportResult }>;
  /** The server's CSV template for a bulk add (import.templateAction). */
  importTemplate: (resource: string) => Promise<{ data: Blob }>;
  /** The enum values a list filter offers when its resource file narrows them with an action (choicesFrom). */
  offeredValues: (resource: string, params: { source: string }) => Promise<{ data: string[] }>;
  /** How many records each list tab holds (list.tabs.counts): tab value → count, and the All tab's when answered. */
  tabCounts: (resource: string) => Promise<{ data: TabCounts }>;
  /** What the server works out from a form section's fields as typed (form section preview): the action's answer. */
  preview: (resource: string, params: { section: string; data: Record<string, unknown>; signal?: AbortSignal }) => Promise<{ data: Record<string, unknown> }>;
}

export interface FileMethods {
  /** Sends one file to the file service; the record keeps the answer's fileId. */
  upload: (params: { file: File }) => Promise<{ data: UploadedFile }>;
  /** A stored file's bytes, fetched with the session (a picture cannot be a plain <img src>). */
  storedFile: (params: { fileId: string; fileName: string }) => Promise<{ data: Blob }>;
}

/** A REST service's resource commands (a resource file's command with path and verb, src/data/dealProvider.ts). */
export interface ServiceCommandMethods {
  /** Runs the resource's command `command` on the record `id` (record: its fields for templates), data as the body. */
  runCommand: (
    resource: string,
    params: { command: string; id?: Identifier; data?: Record<string, unknown>; record?: Record<string, unknown> },
  ) => Promise<{ data: unknown }>;
}

export type ConsoleDataProvider = DataProvider & ResourceMethods & FileMethods & ServiceCommandMethods;
