// Pure helpers of the offline app's build step (scripts/pwa-plugin.mjs); tested by
// www/site/precache.test.ts.

/**
 * The files the service worker precaches: every file of dist/ but itself, maps, dotfiles,
 * the learned evaluation's nets (nets/: about 1 MB, fetched only when asked for), the
 * engine's plain build, which only browsers without wasm SIMD load (the worker keeps it
 * once such a browser has fetched it), and what only embeds load.
 */
export function precacheList(files) {
  return files
    .map((f) => f.split('\\').join('/').replace(/^\.\//, ''))
    .filter((f) => f !== 'sw.js' && !f.endsWith('.map') && !f.startsWith('nets/') && !f.split('/').some((part) => part.startsWith('.')))
    .filter((f) => !isPlainEngine(f) && !isEmbedOnly(f))
    .sort();
}

/**
 * What only a page in a frame or another site loads: the embedding helper, its declarations
 * and the frames' message API (a frame runs without the service worker).
 */
export function isEmbedOnly(file) {
  return /^(embed\.js|embed\.d\.ts|assets\/(game-frame|viewer-frame|port)-[^/]*\.js)$/.test(file);
}

/** The engine's build without SIMD (`assets/fourchess_wasm_bg-HASH.wasm`). */
export function isPlainEngine(file) {
  return /^assets\/fourchess_wasm_bg-[^/]*\.wasm$/.test(file);
}

/**
 * The files precached only once a page has settled (it asks the worker): group play, the
 * recent games dialog, the analysis page, the replay page and the rules pages with their
 * texts. Opened on demand from the game screen, they are not part of the first visit's
 * cost; the game screen asks for them 15 s after it starts, every other page at once.
 */
export function splitLater(files) {
  const later = (f) =>
    /^((analysis|replay|rules)\.html|assets\/(group|recent-games|analysis|replay|rules)[-.][^/]*|assets\/(about-this-site|chaturanga|ffa|history|review|teams|verney)\.(en|de)-[^/]*)$/.test(f);
  return { now: files.filter((f) => !later(f)), later: files.filter(later) };
}

/** The learned evaluations' nets among the built files (nets/*.nnue). */
export function netFiles(files) {
  return files
    .map((f) => f.split('\\').join('/').replace(/^\.\//, ''))
    .filter((f) => /^nets\/[^/]+\.nnue$/.test(f))
    .sort();
}

/**
 * The service worker's text: the template with its version and file lists filled in
 * (`nets`: fetched into their own cache with the later files, so that the bots that play
 * with a net do so offline too).
 */
export function serviceWorkerSource(template, version, files, later = [], nets = []) {
  if (!/^[0-9a-z-]+$/.test(version)) throw new Error(`bad cache version ${version}`);
  return template
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace('__FILES__', JSON.stringify(files))
    .replace('__LATER__', JSON.stringify(later))
    .replace('__NETS__', JSON.stringify(nets));
}
