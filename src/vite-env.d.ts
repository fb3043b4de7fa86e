/// <reference types="vite/client" />

/** The application version (package.json), injected at build time. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** unset: embedded backend in a service worker; 'proxy': the dev/preview proxy; 'real': a provider server. */
  readonly VITE_BACKEND?: 'proxy' | 'real';
  readonly VITE_MMC_BASE_URL?: string;
  readonly VITE_DEAL_SERVICE_URL?: string;
  readonly VITE_TOKEN_HEADER?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  readonly VITE_ENCRYPT_BODIES?: string;
  readonly VITE_PERMISSIONS_ENABLED?: string;
  readonly VITE_RESPONSE_BODY_KEY?: string;
}

/** Per language, a loader of each part of the console's texts (scripts/lib/vitePluginLocaleTexts.ts). */
declare module 'virtual:text-parts' {
  export const textParts: Record<string, Record<string, () => Promise<Record<string, unknown>>>>;
}
