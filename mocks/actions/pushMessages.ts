// PushInfoCost (schemas/actions/PushInfoCost.json): what a push message will cost before it is submitted —
// recipients × the price of one message on the channels chosen × quantity, counted as PushInfoAdd counts them (mocks/resources/pushMessageEffects.ts).
import { requireFunction } from '../access';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { invalidFields } from '../resources/errors';
import { pushCost } from '../resources/pushMessageEffects';

/** What the cost depends on, each required (schemas/actions/PushInfoCost.json). */
const COST_FIELDS = ['targetReach', 'msgChannel', 'quantity'] as const;

defineAction('PushInfoCost', ({ user, body, request }) => {
  requireFunction(user, '2302');
  const missing = COST_FIELDS.filter((field) => body[field] === undefined || body[field] === null || body[field] === '');
  if (missing.length > 0) {
    throw invalidFields(
      languageOf(request.headers.get('Accept-Language')),
      missing.map((field) => ({ field, key: 'validation.required' })),
    );
  }
  return { body: pushCost(user.mercId, body) };
});
