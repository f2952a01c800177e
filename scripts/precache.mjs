// Pure helpers of the offline app's build step (scripts/pwa-plugin.mjs); tested by
// www/site/precache.test.ts.

/** The files the service worker precaches: every file of dist/ but itself, maps and dotfiles. */
export function precacheList(files) {
  return files
    .map((f) => f.split('\\').join('/').replace(/^\.\//, ''))
    .filter((f) => f !== 'sw.js' && !f.endsWith('.map') && !f.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/**
 * The files precached only once the game screen is interactive (it asks the worker):
 * group play, the recent games dialog and the analysis page (its page, its script and
 * its engine worker), opened on demand, are not part of the first visit's cost.
 */
export function splitLater(files) {
  const later = (f) => /^(analysis\.html|assets\/(group|recent-games|analysis)[-.][^/]*)$/.test(f);
  return { now: files.filter((f) => !later(f)), later: files.filter(later) };
}

/** The service worker's text: the template with its version and file lists filled in. */
export function serviceWorkerSource(template, version, files, later = []) {
  if (!/^[0-9a-z-]+$/.test(version)) throw new Error(`bad cache version ${version}`);
  return template.replace("'__VERSION__'", JSON.stringify(version)).replace('__FILES__', JSON.stringify(files)).replace('__LATER__', JSON.stringify(later));
}
