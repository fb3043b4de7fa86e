// Dialogs any page may open (the PIN, the OTP, the page search) but that no first screen shows: their code is not
// part of the console's start. It loads once the first screen has its data and the browser has been idle twice: the
// record page a list prefetches at the first idle moment comes before it, as a row clicked at once waited for the
// dialogs' code too (issue #12). A dialog asked for sooner loads then.
// Mounted from its first opening on, so it keeps its closing transition and its state as an always-mounted one did.
import { Suspense, type ComponentType } from 'react';
import { OpenedOnce } from '../../engine/OpenedOnce';
import { preloadableLazy } from '../../engine/preloadableLazy';
import { afterFirstScreen, browserIdle } from '../../transport/afterFirstScreen';

const DIALOG_IDLE_TIMEOUT_MS = 3000;

export const lazyDialog = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { open: boolean }> => {
  const { Page, preload } = preloadableLazy(load);
  void afterFirstScreen()
    .then(() => browserIdle(DIALOG_IDLE_TIMEOUT_MS))
    .then(preload)
    .catch(() => undefined); // offline: the first opening tries again
  const Dialog = (props: P & { open: boolean }) => (
    <OpenedOnce open={props.open}>
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    </OpenedOnce>
  );
  return Dialog;
};
