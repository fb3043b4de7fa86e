// Vite dev-server plugin: re-runs `npm run gen` when a file under schemas/, resources/ or menus/ changes,
// so src/generated/ follows and the app hot-reloads. Only files whose content changed are written, so
// an edit that changes no output causes no reload. A broken schema shows in the error overlay and the terminal;
// the previous output stays in place until the schema is fixed.
//
//   import { schemaGenPlugin } from './scripts/lib/vitePluginGen';
//   plugins: [react(), schemaGenPlugin()],
import { relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

export interface SchemaGenPluginOptions {
  /** Wait this long after the last change before generating (editors save in bursts). Default 100 ms. */
  debounceMs?: number;
  /** Generate once when the dev server starts, so a stale checkout is fixed before the first page load. Default true. */
  generateOnStart?: boolean;
}

/**
 * Whether a path (relative to the root) is an input of gen: a schema, or a resource or menu file (listed in
 * src/generated/configFiles.ts and summarised in screenIndex.ts: routes, pages, permission codes).
 */
const isGenInput = (path: string): boolean => {
  const posix = path.split(sep).join('/');
  return (posix.startsWith('schemas/') && posix.endsWith('.json')) || /^(resources|menus)\/[^/]+\.json$/.test(posix);
};

export const schemaGenPlugin = (options: SchemaGenPluginOptions = {}): Plugin => {
  const { debounceMs = 100, generateOnStart = true } = options;
  return {
    name: 'merchant-console:schema-gen',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const root = server.config.root;
      const logger = server.config.logger;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running = false;
      let pending = false;
      let failed = false;

      const run = async (): Promise<void> => {
        if (running) {
          pending = true;
          return;
        }
        running = true;
        try {
          // Loaded on first use: json-schema-to-typescript and Prettier stay out of the config load.
          const { generate, writeGenerated } = await import('../gen');
          const files = await generate(root);
          const drift = writeGenerated(root, files);
          const written = [...drift.stale, ...drift.missing];
          if (written.length > 0) logger.info(`schema-gen: regenerated ${written.join(', ')}`, { timestamp: true });
          if (failed) {
            failed = false;
            // Clears the error overlay even when the fix restored the output that was already on disk.
            if (written.length === 0) server.ws.send({ type: 'full-reload' });
          }
        } catch (error) {
          failed = true;
          const message = `schema-gen: ${(error as Error).message}`;
          logger.error(message, { timestamp: true });
          server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'merchant-console:schema-gen' } });
        } finally {
          running = false;
          if (pending) {
            pending = false;
            void run();
          }
        }
      };

      const schedule = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => void run(), debounceMs);
      };

      server.watcher.add([resolve(root, 'schemas'), resolve(root, 'resources'), resolve(root, 'menus')]);
      server.watcher.on('all', (_event, file) => {
        if (isGenInput(relative(root, file))) schedule();
      });
      server.httpServer?.once('close', () => clearTimeout(timer));
      if (generateOnStart) void run();
    },
  };
};

export default schemaGenPlugin;
