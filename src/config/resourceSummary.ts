// What the console knows of every declared screen before any is opened (src/generated/screenIndex.ts): enough to
// register its routes, draw its menu entry and check its permission codes. The whole resource file is fetched with
// the screen, so one more screen adds a summary line to the first page, not its columns and sections.
import type { RecordRepresentation } from './recordName';
import type { ResourceDefinition } from './definitions';

/** The permission codes a resource declares: its pages', its commands' and its bulk add's (spec 001 §6). */
export interface ResourceAccess {
  name: string;
  access?: ResourceDefinition['access'];
  commands?: ReadonlyArray<{ name: string; access?: string }>;
  import?: { access?: string };
}

export interface ResourceSummary extends ResourceAccess {
  entity: string;
  icon?: string;
  /** Answered by another service's provider (the deal service), not by the named actions. */
  service?: ResourceDefinition['service'];
  singleton?: boolean;
  /** The field or fields that name a record (recordRepresentation, else idField). */
  recordRepresentation: RecordRepresentation;
  /** The pages the file declares with the methods they need. */
  pages: { list?: true; show?: true; create?: true; edit?: true };
  /**
   * What its screens read besides its own file, entity and texts, fetched beside them: its commands' input entities
   * and the resources its fields refer to.
   */
  alsoLoads?: { entities?: readonly string[]; resources?: readonly string[] };
}
