// The entities the setup's forms check with (the business setup, a stakeholder), readable by name once this
// module is imported: the forms are lazy-loaded, and so are these with them.
import * as businessSetupEntity from '../../generated/entities/businessSetup';
import * as stakeholderEntity from '../../generated/entities/stakeholder';
import { provideEntities } from '../../validation/entityRegistry';

provideEntities(businessSetupEntity, stakeholderEntity);

export const SETUP_ENTITY = 'businessSetup';
export const STAKEHOLDER_ENTITY = 'stakeholder';
