// A hand-written flow's texts join the console's i18next instance when the flow's page loads, in the language on
// screen, and again in any language the merchant switches to while the flow has been opened (i18nProvider's
// changeLocale calls textsInUse), so no key of the flow is ever shown untranslated.
import type { FlowTextKey } from './flowTextKeys';
import type { Locale } from './locales';
import { loadFlowMessages, type Messages } from './messages';

type TextsTarget = { language: () => Locale; add: (locale: Locale, messages: Messages) => void };

const opened = new Set<FlowTextKey>();
let target: TextsTarget | undefined;

/** Where opened flows' texts go: the i18next instance the console renders with. */
export const setFlowTextsTarget = (next: TextsTarget): void => {
  target = next;
};

/** The texts of every flow opened so far, in a language (for a switch to it). */
export const textsInUse = async (locale: Locale): Promise<Messages[]> => Promise.all([...opened].map((flow) => loadFlowMessages(locale, flow)));

const openFlowTexts = async (flow: FlowTextKey): Promise<void> => {
  opened.add(flow);
  if (!target) return;
  const locale = target.language();
  target.add(locale, await loadFlowMessages(locale, flow));
};

/** A page's loader that resolves once both the page's code and its flow's texts are there (fetched side by side). */
export const withFlowTexts =
  <Module>(flow: FlowTextKey, load: () => Promise<Module>) =>
  async (): Promise<Module> => {
    const [module] = await Promise.all([load(), openFlowTexts(flow)]);
    return module;
  };
