// msw 2 (get-worker-instance) calls update() on an already registered worker without waiting for it or catching
// its failure: an update that fails (offline, the dev server restarting, the script briefly missing) reached the
// console as an uncaught promise rejection. The worker already running keeps answering, so a failed check for a
// newer one is worth a warning, not an error. Registration objects are one per registration, so msw gets these.

type Registrations = Pick<ServiceWorkerContainer, 'getRegistrations'>;

export const quietWorkerUpdates = async (container: Registrations = navigator.serviceWorker): Promise<void> => {
  for (const registration of await container.getRegistrations()) {
    const update = registration.update.bind(registration);
    registration.update = () =>
      update().catch((error: unknown) => {
        console.warn('The embedded backend keeps its running service worker: checking for a newer one failed.', error);
        return registration;
      });
  }
};
