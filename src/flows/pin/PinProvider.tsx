// Mounts the PIN dialogs once and offers `requirePin()` to the whole console:
//   const requirePin = useRequirePin();  if (await requirePin({ authTxCode })) { …do the sensitive thing… }
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createImperativeHandle } from '../common/imperative';
import { lazyDialog } from '../common/lazyDialog';

const PinDialog = lazyDialog(() => import('./PinDialog').then((module) => module.PinDialog));
const PinExhaustedDialog = lazyDialog(() => import('./PinExhaustedDialog').then((module) => module.PinExhaustedDialog));
const ForgotPinDialog = lazyDialog(() => import('./ForgotPinDialog').then((module) => module.ForgotPinDialog));

export interface PinRequest {
  /** What the PIN authorises (VerifyPasscodeTrans authTxCode); a plain PIN check by default. */
  authTxCode?: string;
  title?: string;
}

type RequirePin = (request?: PinRequest) => Promise<boolean>;

const handle = createImperativeHandle<PinRequest | undefined, boolean>('PinProvider');

/** For code outside React: resolves true when the PIN was verified, false when the person gave up. */
export const requirePin: RequirePin = (request) => handle.call(request);

const PinContext = createContext<{ requirePin: RequirePin; startPinReset: () => void }>({ requirePin, startPinReset: () => undefined });

export const useRequirePin = (): RequirePin => useContext(PinContext).requirePin;

/** Opens the Forgot PIN flow. */
export const useStartPinReset = (): (() => void) => useContext(PinContext).startPinReset;

interface Pending extends PinRequest {
  resolve: (verified: boolean) => void;
}

export const PinProvider = ({ children }: { children: ReactNode }) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const [exhausted, setExhausted] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);

  const open = useCallback<RequirePin>(
    (request) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false); // a newer request replaces one nobody answered
          return { ...request, resolve };
        });
      }),
    [],
  );
  useEffect(() => handle.register(open), [open]);

  const finish = (verified: boolean) => {
    pending?.resolve(verified);
    setPending(null);
  };

  const context = useMemo(() => ({ requirePin: open, startPinReset: () => setResetting(true) }), [open]);

  return (
    <PinContext.Provider value={context}>
      {children}
      <PinDialog
        open={pending !== null}
        authTxCode={pending?.authTxCode}
        title={pending?.title}
        onVerified={() => finish(true)}
        onCancel={() => finish(false)}
        onExhausted={(message) => {
          finish(false);
          setExhausted(message);
        }}
      />
      <PinExhaustedDialog
        open={exhausted !== null}
        message={exhausted}
        onClose={() => setExhausted(null)}
        onResetPin={() => {
          setExhausted(null);
          setResetting(true);
        }}
      />
      <ForgotPinDialog open={resetting} onClose={() => setResetting(false)} />
    </PinContext.Provider>
  );
};
