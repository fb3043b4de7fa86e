// What a production build makes the browser download, read from Vite's manifest (dist/.vite/manifest.json): the
// initial JS (the entry and every chunk it imports statically, i.e. what index.html loads or modulepreloads before
// the first screen can render) and the lazy chunks (loaded by a dynamic import when a screen or dialog opens).
// Sizes are gzip at level 9, as a server would precompress them, so they do not depend on the machine.
//
//   import { measureBuild } from './lib/bundleSize';
//   const build = measureBuild('dist-e2e');   // build.initial.gzip, build.lazy[0] (the largest)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface ChunkSize {
  /** The manifest key without its hash: 'react-admin', 'index.html' (the entry), 'src/home/HomePage.tsx'. */
  name: string;
  file: string;
  bytes: number;
  gzip: number;
}

export interface BuildSizes {
  initial: { gzip: number; bytes: number; chunks: ChunkSize[] };
  /** Largest first. */
  lazy: ChunkSize[];
}

export const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;

/** A manifest key with its content hash taken off, so names stay comparable from one build to the next. */
const chunkName = (key: string, chunk: ManifestChunk): string =>
  key.startsWith('_') ? key.slice(1).replace(/-[A-Za-z0-9_-]{8}\.js$/, '') : (chunk.src ?? key);

export const readManifest = (dist: string): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

export const measureBuild = (dist: string): BuildSizes => {
  const manifest = readManifest(dist);
  const sizeOf = (key: string): ChunkSize => {
    const chunk = manifest[key]!;
    const content = readFileSync(join(dist, chunk.file));
    return { name: chunkName(key, chunk), file: chunk.file, bytes: content.length, gzip: gzipSize(content) };
  };
  const initialKeys = new Set<string>();
  const visit = (key: string) => {
    if (initialKeys.has(key) || !manifest[key]) return;
    initialKeys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error(`${dist}/.vite/manifest.json names no entry chunk`);
  entries.forEach(visit);
  const initialChunks = [...initialKeys].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  const lazy = Object.keys(manifest)
    .filter((key) => !initialKeys.has(key) && manifest[key]!.file.endsWith('.js'))
    .map(sizeOf)
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initial: {
      gzip: initialChunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
      bytes: initialChunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
      chunks: initialChunks,
    },
    lazy,
  };
};
