// The state the checks share: loaded files, problems found, entity schemas read, and the locale keys to look up at the end.
import type Ajv2020 from 'ajv/dist/2020.js';
import { loadConfigSet, type ConfigFile, type ConfigSet, type JsonObject, type Problem, type Severity } from '../configFiles';
import type { Effective, Entity } from './schemaModel';

export interface LocaleNeed {
  file: string;
  pointer: string;
}

export interface CheckCounts {
  resources: number;
  menuEntries: number;
  schemas: number;
  localeKeys: number;
}

export interface CheckResult {
  problems: Problem[];
  counts: CheckCounts;
}

export class CheckContext {
  readonly problems: Problem[] = [];
  readonly set: ConfigSet;
  entityAjv!: Ajv2020;
  /** Entity schemas (and common.schema.json) by id = file name under schemas/. */
  readonly schemaDocs = new Map<string, { file: ConfigFile; doc: JsonObject }>();
  readonly brokenSchemas = new Set<string>();
  readonly entities = new Map<string, Entity | null>();
  /** What a (sub)schema says once its $ref and allOf are followed, by schema object. */
  readonly effectiveCache = new Map<unknown, Effective>();
  readonly usedEntities = new Set<string>();
  readonly localeNeeds = new Map<string, LocaleNeed>();
  icons?: Set<string>;
  menuEntries = 0;

  constructor(readonly root: string) {
    this.set = loadConfigSet(root);
  }

  report(file: string, pointer: string, message: string, severity: Severity = 'error'): void {
    this.problems.push({ file, pointer, message, severity });
  }

  need(key: string, file: string, pointer: string): void {
    if (!this.localeNeeds.has(key)) this.localeNeeds.set(key, { file, pointer });
  }

  allFiles(): ConfigFile[] {
    return [...this.set.schemas.values(), ...this.set.metaSchemas.values(), ...this.set.resources.values(), ...this.set.menus.values(), ...this.set.locales.values()];
  }
}
