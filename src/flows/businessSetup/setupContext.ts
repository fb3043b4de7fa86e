// The business setup as the server keeps it, shared by the setup's pages (the layout route above them loads it
// once and again after each step is saved), so every page knows the type chosen and the step reached.
import { createContext, useContext } from 'react';
import type { BusinessSetup } from './businessCalls';

export interface SetupContextValue {
  setup: BusinessSetup;
  /** Loads the setup again (after a step is saved) and resolves with it. */
  reload: () => Promise<BusinessSetup>;
}

export const SetupContext = createContext<SetupContextValue | null>(null);

export const useSetup = (): SetupContextValue => {
  const value = useContext(SetupContext);
  if (!value) throw new Error('useSetup outside BusinessSetupFlow');
  return value;
};
