/// <reference types="vite/client" />

/** The application version (package.json), injected at build time; a change clears local storage (spec 001 §4). */
declare const __APP_VERSION__: string;
