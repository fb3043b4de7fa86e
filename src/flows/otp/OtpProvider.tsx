// Mounts the OTP dialog once and offers `requireOtp(target)`: resolves with the verified journal number and code,
// or null when the person cancels.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { getSession } from '../../transport/session';
import { createImperativeHandle } from '../common/imperative';
import { lazyDialog } from '../common/lazyDialog';
import type { OtpResult } from './OtpDialog';
import type { OtpTarget } from './otpCalls';

type RequireOtp = (target: OtpTarget) => Promise<OtpResult | null>;

const OtpDialog = lazyDialog(() => import('./OtpDialog').then((module) => module.OtpDialog));

const handle = createImperativeHandle<OtpTarget, OtpResult | null>('OtpProvider');

export const requireOtp: RequireOtp = (target) => handle.call(target);

const OtpContext = createContext<RequireOtp>(requireOtp);

export const useRequireOtp = (): RequireOtp => useContext(OtpContext);

/** A code of this business type sent to the signed-in person's own phone (a resource command declaring "otp"). */
export const useRequireOwnPhoneOtp = (): ((otpBusinessType: string) => Promise<OtpResult | null>) => {
  const requireOtp = useRequireOtp();
  return useCallback((otpBusinessType: string) => requireOtp({ otpBusinessType, otpType: 'P', sendNumber: getSession()?.mblNo ?? '' }), [requireOtp]);
};

export const OtpProvider = ({ children }: { children: ReactNode }) => {
  const [pending, setPending] = useState<{ target: OtpTarget; resolve: (result: OtpResult | null) => void } | null>(null);

  const open = useCallback<RequireOtp>(
    (target) =>
      new Promise((resolve) => {
        setPending((previous) => {
          previous?.resolve(null);
          return { target, resolve };
        });
      }),
    [],
  );
  useEffect(() => handle.register(open), [open]);

  const finish = (result: OtpResult | null) => {
    pending?.resolve(result);
    setPending(null);
  };

  return (
    <OtpContext.Provider value={open}>
      {children}
      <OtpDialog open={pending !== null} target={pending?.target ?? null} onVerified={finish} onCancel={() => finish(null)} />
    </OtpContext.Provider>
  );
};
