// The home page's calls (spec 002 §7.4 "Session and user"): the merchant banners and quick access. The spec
// names the actions but not their payloads; the shapes are the embedded backend's (mocks/actions/home.ts).
import type { AnswerOf } from '../generated/actionTypes';
import { callAction } from '../transport/client';

/** imageUrl: an absolute address, or one relative to the console (a file it ships in public/). */
export type MerchantBanner = AnswerOf<'MerchantBannerList'>['data'][number];

export const fetchBanners = async (): Promise<MerchantBanner[]> => (await callAction('MerchantBannerList')).data ?? [];

export interface QuickAccessOffer {
  /** Menu entry keys the user may pick. */
  keys: string[];
  max: number;
}

export const fetchQuickAccessOffer = async (): Promise<QuickAccessOffer> => {
  const answer = await callAction('MerQuickAccessPermission');
  return { keys: (answer.data ?? []).map((option) => option.key), max: answer.max ?? 8 };
};

/** The saved picks, in the order chosen. */
export const fetchQuickAccessPicks = async (): Promise<string[]> => (await callAction('QueryQuickRange')).keys ?? [];

export const saveQuickAccessPicks = async (keys: readonly string[]): Promise<void> => {
  await callAction('AddQuickRange', { keys: [...keys] });
};
