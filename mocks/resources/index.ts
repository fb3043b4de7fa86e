// The generic resource backend: registers every action the resource files declare (./generic) and adds the
// routes that are not named POST actions (import templates, a GET download).
import './generic';
import { templateDownloads } from './template';

export { registerResourceActions } from './generic';

export const resourceHandlers = [...templateDownloads];
