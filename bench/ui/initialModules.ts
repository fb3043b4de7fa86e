// `npm run -s bench:modules`: where the initial JS goes. Builds the console as `npm test` does (VITE_BACKEND=proxy)
// into bench/.out/modules, then lists, for the chunks the entry loads up front, the biggest modules and packages by
// their minified size in the chunk and their gzip size on their own (a module gzipped alone compresses less well
// than inside its chunk, so the gzip column over-counts a little: use it to rank, not to add up).
//
//   BENCH_CHUNK=ResourceList     the modules of the lazy chunks whose file name holds this (to split a chunk that nears its
//                              budget) instead of the initial ones
//   BENCH_NO_MANUAL_CHUNKS=1   the same without vite.config.ts's manualChunks rule (what Rollup's own split would load
//                              up front), to measure that lever; the build is not checked to run.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { gzipSize, measureBuild } from '../../scripts/lib/bundleSize';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'bench', '.out', 'modules');
const TOP = Number(process.env.TOP ?? 25);

interface ModuleSize {
  chunk: string;
  id: string;
  minified: number;
  gzip: number;
}

const collected: ModuleSize[] = [];

const collect: Plugin = {
  name: 'bench:initial-modules',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (const [id, module] of Object.entries(output.modules)) {
        if (!module.code) continue;
        collected.push({ chunk: output.fileName, id: id.replace(ROOT, '').replace(/\?.*$/, ''), minified: module.renderedLength, gzip: gzipSize(module.code) });
      }
    }
  },
};

/** node_modules/@mui/material/… → @mui/material; src/engine/… → src/engine; locales/en-US.json stays. */
const packageOf = (id: string) => {
  const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1]!;
  const parts = id.replace(/^\//, '').split('/');
  return parts[0] === 'src' || parts[0] === 'mocks' ? parts.slice(0, 2).join('/') : parts.join('/');
};

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const withoutManualChunks: Plugin = {
  name: 'bench:no-manual-chunks',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output)) delete output.manualChunks;
  },
};

process.env.VITE_BACKEND = 'proxy';
const plugins = process.env.BENCH_NO_MANUAL_CHUNKS ? [collect, withoutManualChunks] : [collect];
await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', plugins, build: { outDir: OUT, emptyOutDir: true } });
const sizes = measureBuild(OUT);
const initialFiles = new Set(sizes.initial.chunks.map((chunk) => chunk.file.replace(/^assets\//, '')));
const chunkNamed = process.env.BENCH_CHUNK;
const initial = collected.filter((module) =>
  chunkNamed ? module.chunk.includes(chunkNamed) : initialFiles.has(module.chunk.replace(/^assets\//, '')),
);
console.log(`initial JS: ${kB(sizes.initial.gzip)} gzip (${sizes.initial.chunks.map((chunk) => `${chunk.name} ${kB(chunk.gzip)}`).join(' + ')})\n`);
const byPackage = new Map<string, { minified: number; gzip: number; modules: number }>();
for (const module of initial) {
  const key = packageOf(module.id);
  const entry = byPackage.get(key) ?? { minified: 0, gzip: 0, modules: 0 };
  entry.minified += module.minified;
  entry.gzip += module.gzip;
  entry.modules += 1;
  byPackage.set(key, entry);
}
console.log(`| package or folder (initial chunks) | modules | minified | gzip alone |\n|---|---|---|---|`);
for (const [name, entry] of [...byPackage].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, TOP)) {
  console.log(`| ${name} | ${entry.modules} | ${kB(entry.minified)} | ${kB(entry.gzip)} |`);
}
console.log(`\n| module (initial chunks) | minified | gzip alone |\n|---|---|---|`);
for (const module of [...initial].sort((a, b) => b.gzip - a.gzip).slice(0, TOP)) {
  console.log(`| ${module.id.replace(/^.*node_modules\//, '')} | ${kB(module.minified)} | ${kB(module.gzip)} |`);
}
