// QryProPushStatusCount (schemas/actions/QryProPushStatusCount.json): the counts on the Promotions and Push messages
// tabs — how many of the merchant's promotions (cntTyp 01) or push messages (02) each status holds, every status
// of the entity's list included, and all of them as the All tab lists them.
import { requireFunction } from '../access';
import { text } from '../body';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { invalidFields } from '../resources/errors';
import { asText, collectionOf, ownerOf, owns } from '../resources/collections';
import { entityInfo } from '../resources/schema';
import { promotionsAsOfNow } from '../resources/promotionEffects';
import { messagesAsOfNow } from '../resources/pushMessageEffects';

/** What each kind counts: the entity and its status field. */
const COUNTED: Record<string, { entity: string; status: string }> = {
  '01': { entity: 'promotion', status: 'status' },
  '02': { entity: 'pushMessage', status: 'sendSts' },
};

defineAction('QryProPushStatusCount', ({ user, body, request }) => {
  requireFunction(user, '2301');
  const cntTyp = text(body, 'cntTyp');
  if (!Object.hasOwn(COUNTED, cntTyp)) throw invalidFields(languageOf(request.headers.get('Accept-Language')), [{ field: 'cntTyp', key: 'validation.formatError' }]);
  const { entity, status } = COUNTED[cntTyp]!;
  // Counted as the lists show them: with the reviews and dates that have come since.
  (cntTyp === '01' ? promotionsAsOfNow : messagesAsOfNow)(user);
  const rows = collectionOf(entity);
  const owner = ownerOf(rows, user);
  const mine = rows.filter((row) => owns(owner, row));
  const counts = Object.fromEntries((entityInfo(entity)?.fields[status]?.enum ?? []).map((value) => [String(value), 0]));
  for (const row of mine) {
    const value = asText(row[status]);
    if (value in counts) counts[value]! += 1;
  }
  return { body: { cntTyp, counts, total: mine.length } };
});
