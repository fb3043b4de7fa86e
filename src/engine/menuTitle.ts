// A declared page is titled as the menu names the entry that opens it ("Transaction History", not its records'
// plural "Transactions"), so the app bar, the open-page tab and the breadcrumb say the same thing; an entry whose
// label needs its section to be understood gives its page a title of its own (IPN → Success: "IPN Success").
import { pageTitleKey, type MenuEntry } from '../config/menuEntries';
import { menuDefinitions } from './registry';

const labels = new Map<string, string>();
const collect = (entries: readonly MenuEntry[]): void => {
  for (const entry of entries) {
    if (entry.resource && !labels.has(entry.resource)) labels.set(entry.resource, pageTitleKey(entry));
    if (entry.children) collect(entry.children);
  }
};
menuDefinitions.forEach((menu) => collect(menu.items));

/** The locale key of the title of the menu entry that opens the resource's list, if one does. */
export const menuTitleOf = (resource: string): string | undefined => labels.get(resource);
