// The home page's calls (spec 002 §7.4 "Session and user"): the merchant banners and quick access. The spec
// names the actions but not their payloads; the shapes are the embedded backend's (mocks/actions/home.ts).
import { callAction } from '../transport/client';

export interface MerchantBanner {
  bannerId: string;
  title: string;
  text: string;
  /** An absolute address, or one relative to the console (a file it ships in public/). */
  imageUrl: string;
}

export const fetchBanners = async (): Promise<MerchantBanner[]> => (await callAction<{ data?: MerchantBanner[] }>('MerchantBannerList')).data ?? [];

export interface QuickAccessOffer {
  /** Menu entry keys the user may pick. */
  keys: string[];
  max: number;
}

export const fetchQuickAccessOffer = async (): Promise<QuickAccessOffer> => {
  const answer = await callAction<{ max?: number; data?: Array<{ key: string }> }>('MerQuickAccessPermission');
  return { keys: (answer.data ?? []).map((option) => option.key), max: answer.max ?? 8 };
};

/** The saved picks, in the order chosen. */
export const fetchQuickAccessPicks = async (): Promise<string[]> => (await callAction<{ keys?: string[] }>('QueryQuickRange')).keys ?? [];

export const saveQuickAccessPicks = async (keys: readonly string[]): Promise<void> => {
  await callAction('AddQuickRange', { keys });
};
