// Lets code outside React (a data-provider command, a wizard step helper) open a dialog that a provider mounted:
// `await requirePin()`. The provider registers itself here when it mounts.

export const createImperativeHandle = <Options, Result>(name: string) => {
  let open: ((options: Options) => Promise<Result>) | null = null;
  return {
    register(handler: (options: Options) => Promise<Result>) {
      open = handler;
      return () => {
        if (open === handler) open = null;
      };
    },
    call(options: Options): Promise<Result> {
      if (!open) return Promise.reject(new Error(`${name} is not mounted: render its provider inside the admin.`));
      return open(options);
    },
  };
};
