// React.lazy, except that a page whose code has already arrived (preloaded at boot or prefetched from a list)
// renders at once. React.lazy suspends on its first render even then, and React holds back the reveal of a suspended
// page for its fallback throttle (300 ms): the list's request waited in an idle main thread for it (issue #12).
import { lazy, useState, type ComponentType } from 'react';

export interface PreloadableLazy<P extends object> {
  Page: ComponentType<P>;
  /** Starts loading the page's code; resolves when it is there. */
  preload: () => Promise<ComponentType<P>>;
}

export const preloadableLazy = <P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download (offline) is tried again by the next use
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = (props: P) => {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
  return { Page, preload };
};
