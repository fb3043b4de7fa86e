// The console's own file formats, as generated from schemas/config/ (npm run gen).
export type { ResourceDefinition, MenuDefinition } from '../generated/types';
