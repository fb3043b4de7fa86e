// The home page: the provider's merchant banners (MerchantBannerList) and quick access — the options a user may
// pick (MerQuickAccessPermission), the saved picks (QueryQuickRange) and saving them (AddQuickRange).
// Options are the console's menu entries that open a page, read from the same menus/*.json the console reads,
// named by their menu key. Spec 002 §7.4 names these actions but not their payloads; the shapes chosen are:
//   MerQuickAccessPermission → { max, data: [{ key, funcNo }] }
//   QueryQuickRange          → { max, keys: [key…] }   (in the order the user chose)
//   AddQuickRange { keys }   → { keys }
import { entryAccessCode, pageEntries, type MenuEntry } from '../../src/config/menuEntries';
import type { MenuDefinition, ResourceDefinition } from '../../src/config/definitions';
import { menuFiles, resourceFiles } from '../../src/generated/configFiles';
import { holdsFunction } from '../access';
import type { UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { languageOf, renderMessage } from '../messages';
import { defineAction } from '../registry';
import { db } from '../state';

/** Spec 000 §2: "quick access where the user selects 8 options". */
export const QUICK_ACCESS_MAX = 8;

/** The home page itself is where quick access lives, so it is never one of its options. */
const HOME_ROUTE = '/home';

const resources = new Map(Object.values(resourceFiles as Record<string, ResourceDefinition>).map((file) => [file.name, file]));
const menuEntries: MenuEntry[] = pageEntries(Object.values(menuFiles as Record<string, MenuDefinition>).flatMap((menu) => menu.items)).filter(
  (entry) => entry.route !== HOME_ROUTE,
);

/** The options this user may pick: every page entry whose permission code they hold. */
export const quickAccessOptions = (user: UserAccount): Array<{ key: string; funcNo: string }> =>
  menuEntries.flatMap((entry) => {
    const code = entryAccessCode(entry, (name) => resources.get(name));
    return code === undefined || holdsFunction(user, code) ? [{ key: entry.key, funcNo: code ?? '' }] : [];
  });

/** The banners the provider shows every merchant; texts in the request's language. */
const BANNERS = [
  { bannerId: 'B001', textKey: 'collect', imageUrl: 'banners/collect.svg' },
  { bannerId: 'B002', textKey: 'loans', imageUrl: 'banners/loans.svg' },
  { bannerId: 'B003', textKey: 'discover', imageUrl: 'banners/discover.svg' },
] as const;

defineAction('MerchantBannerList', ({ request }) => {
  const language = languageOf(request.headers.get('Accept-Language'));
  return {
    body: {
      data: BANNERS.map(({ bannerId, textKey, imageUrl }) => ({
        bannerId,
        title: renderMessage(language, `messages.banners.${textKey}.title`),
        text: renderMessage(language, `messages.banners.${textKey}.text`),
        imageUrl,
      })),
    },
  };
});

defineAction('MerQuickAccessPermission', ({ user }) => ({ body: { max: QUICK_ACCESS_MAX, data: quickAccessOptions(user) } }));

defineAction('QueryQuickRange', ({ user }) => {
  // Picks the user may no longer open (a role changed, a menu entry went away) are not offered back.
  const allowed = new Set(quickAccessOptions(user).map((option) => option.key));
  return { body: { max: QUICK_ACCESS_MAX, keys: (db().quickAccess[user.usrNo] ?? []).filter((key) => allowed.has(key)) } };
});

const invalidKeys = () => new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'keys' } });

defineAction('AddQuickRange', ({ user, body }) => {
  const keys = body.keys;
  if (!Array.isArray(keys) || !keys.every((key): key is string => typeof key === 'string' && key !== '')) throw invalidKeys();
  if (new Set(keys).size !== keys.length) throw invalidKeys();
  if (keys.length > QUICK_ACCESS_MAX) throw new MockFailure(CODES.badRequest, 'messages.quickAccessTooMany', { values: { max: QUICK_ACCESS_MAX } });
  const known = new Set(menuEntries.map((entry) => entry.key));
  if (!keys.every((key) => known.has(key))) throw invalidKeys();
  const allowed = new Set(quickAccessOptions(user).map((option) => option.key));
  if (!keys.every((key) => allowed.has(key))) throw new MockFailure(CODES.noPermission, 'messages.noPermission');
  db().quickAccess[user.usrNo] = [...keys];
  return { body: { keys } };
});
