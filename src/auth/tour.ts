// The onboarding tour: a visitor who has not signed in may look around the console. "Logged in" means a session
// is stored and tour mode is off (spec 001 §4); during the tour every page's content is covered by the lock
// overlay, so no page asks the backend for data it would refuse.
import { tabStorage as storage } from '../transport/session';

const TOUR_KEY = 'mc.tour';

export const isTourMode = (): boolean => storage()?.getItem(TOUR_KEY) === '1';

export const startTour = (): void => storage()?.setItem(TOUR_KEY, '1');

export const endTour = (): void => storage()?.removeItem(TOUR_KEY);
