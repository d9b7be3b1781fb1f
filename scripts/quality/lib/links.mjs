// Link resolution for the crawl: decides whether a reference found on a built page points inside
// the site, and if so whether the file and the fragment it names exist in dist/.
//
// Rules (trailingSlash is 'always' in astro.config.mjs):
// - "/dir/" resolves to dir/index.html; "/file.ext" to that file; "/dir" (no slash) is broken even
//   when dir/index.html exists, because the static host is not required to redirect it;
// - query strings are ignored for resolution (an embed's state lives there);
// - a fragment must name an element id (or <a name>) of the target page's built HTML; "#" and
//   "#top" are valid everywhere (the HTML spec scrolls to the top for them);
// - other origins are external: listed in the report, never fetched (no network here);
//   mailto:, tel:, javascript: and data: URLs are skipped.

const SKIPPED_SCHEMES = new Set(['mailto:', 'tel:', 'javascript:', 'data:', 'blob:', 'about:']);

/**
 * Classifies one raw reference (an href/src value) found on the page at pageUrl.
 * Returns { type: 'internal', path, fragment } | { type: 'external', url } |
 * { type: 'skipped', reason } | { type: 'invalid', reason }.
 */
export function classifyReference(raw, pageUrl, siteOrigin) {
  const value = String(raw ?? '').trim();
  if (value === '') return { type: 'invalid', reason: 'empty URL' };
  let url;
  try {
    url = new URL(value, pageUrl);
  } catch {
    return { type: 'invalid', reason: `not a URL: ${value}` };
  }
  if (SKIPPED_SCHEMES.has(url.protocol)) return { type: 'skipped', reason: url.protocol };
  if (url.origin !== siteOrigin) return { type: 'external', url: url.href };
  let pathname;
  let fragment;
  try {
    pathname = decodeURIComponent(url.pathname);
    fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
  } catch {
    return { type: 'invalid', reason: `bad percent-encoding: ${value}` };
  }
  return { type: 'internal', path: pathname, fragment };
}

/**
 * Where an internal path is in dist/: { file, page } where file is the dist-relative file and page
 * the page key used for ids ("/about/", "/404.html"), or { error } when nothing is there.
 * `files` is the Set of dist-relative file paths.
 */
export function locateInternalPath(pathname, files) {
  const relative = pathname.replace(/^\/+/, '');
  if (pathname.endsWith('/')) {
    const file = `${relative}index.html`;
    return files.has(file) ? { file, page: pathname } : { error: 'no built page at this path' };
  }
  if (files.has(relative)) return { file: relative, page: pathname };
  if (files.has(`${relative}/index.html`)) {
    return { error: `missing trailing slash (the page is ${pathname}/)` };
  }
  return { error: 'no such file in the build' };
}

/**
 * Checks an internal reference against the build: the file must exist and, for an HTML page, the
 * fragment must name an id on it. `idsByPage` maps page keys to Sets of ids; a page missing from
 * it is treated as having no ids. Returns { ok: true } or { ok: false, reason }.
 */
export function checkInternalReference(reference, files, idsByPage) {
  const located = locateInternalPath(reference.path, files);
  if (located.error) return { ok: false, reason: located.error };
  const fragment = reference.fragment;
  if (fragment === undefined || fragment === '' || fragment.toLowerCase() === 'top') {
    return { ok: true };
  }
  if (!located.file.endsWith('.html')) return { ok: true };
  const ids = idsByPage.get(located.page);
  if (ids?.has(fragment)) return { ok: true };
  return { ok: false, reason: `no element with id "${fragment}" on ${located.page}` };
}

/**
 * Resolves every reference of every page. `references` is an array of
 * { page, raw, source } (source says where it was found, e.g. "a[href]"). Returns
 * { broken: [{ page, raw, source, reason }], external: Map<url, Set<page>>, checked: number },
 * broken sorted by page then raw so reports are stable.
 */
export function resolveReferences(references, { origin, files, idsByPage }) {
  const broken = [];
  const external = new Map();
  let checked = 0;
  const seen = new Set();
  for (const { page, raw, source } of references) {
    const key = `${page}\u0000${raw}\u0000${source}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const pageUrl = new URL(page, origin).href;
    const reference = classifyReference(raw, pageUrl, origin);
    if (reference.type === 'external') {
      if (!external.has(reference.url)) external.set(reference.url, new Set());
      external.get(reference.url).add(page);
      continue;
    }
    if (reference.type === 'skipped') continue;
    checked += 1;
    if (reference.type === 'invalid') {
      broken.push({ page, raw, source, reason: reference.reason });
      continue;
    }
    const result = checkInternalReference(reference, files, idsByPage);
    if (!result.ok) broken.push({ page, raw, source, reason: result.reason });
  }
  broken.sort((a, b) =>
    a.page === b.page ? (a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0) : a.page < b.page ? -1 : 1,
  );
  return { broken, external, checked };
}

/** Splits a srcset attribute into its URLs. */
export function srcsetUrls(srcset) {
  return String(srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url) => url && url.length > 0);
}
