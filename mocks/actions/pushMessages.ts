// PushInfoCost (schemas/actions/PushInfoCost.json): what a push message will cost before it is submitted —
// recipients × the channel's price × quantity, counted as PushInfoAdd counts them (mocks/resources/pushMessageEffects.ts).
import { requireFunction } from '../access';
import { defineAction } from '../registry';
import { pushCost } from '../resources/pushMessageEffects';

defineAction('PushInfoCost', ({ user, body }) => {
  requireFunction(user, '2302');
  return { body: pushCost(user.mercId, body) };
});
