// Vite plugin (build only): the embedding helper's declarations, dist/embed.d.ts, made of
// www/embed/api.ts (types only) and the declarations of embed.ts's exports. The helper itself,
// dist/embed.js, is an entry of the build (vite.config.ts) under that fixed name.
import { readFile } from 'node:fs/promises';

const API = new URL('../www/embed/api.ts', import.meta.url);

const EXPORTS = `
/** A refusal from the frame, as an Error with the frame's code. */
export declare class EmbedError extends Error {
  readonly code: ErrorMessage['code'];
  constructor(code: ErrorMessage['code'], message: string);
}

/** The frame's address for these options. */
export declare function frameAddress(options: MountOptions, site: string): string;

/** Puts the game screen (or the viewer) in \`element\`, in an iframe that talks to this page. */
export declare function mount(element: HTMLElement, options?: MountOptions): EmbedHandle;
`;

/** The declarations' text: api.ts (checked to hold only declarations) and the helper's exports. */
export function embedDeclarations(api) {
  const code = api.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const runtime = /^\s*(export\s+)?(const|let|var|function|class|enum|import(?!\s+type))\b/m.exec(code);
  if (runtime !== null) throw new Error(`www/embed/api.ts must hold types only (found "${runtime[0].trim()}")`);
  return `// Four-player chess: the embedding helper (embed.js) and its messages. docs/embedding.md\n${api.replace(/^\/\/.*\n/gm, '').trimStart()}${EXPORTS}`;
}

export function embedHelper() {
  return {
    name: 'embed-helper',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.d.ts', source: embedDeclarations(await readFile(API, 'utf8')) });
    },
  };
}
