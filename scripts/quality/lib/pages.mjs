// Which pages the gates look at. Two sources, both read from the production build (dist/):
// - the sitemap (dist/sitemap-index.xml and the sitemaps it lists): the public, indexable pages.
//   Lighthouse runs on exactly this set, as the issue asks;
// - every HTML file in dist/ (dir/index.html → "/dir/", 404.html → "/404.html"): the pages a reader
//   can reach, including the ones kept out of the sitemap (embed frames, the 404 page). The crawl,
//   the JavaScript budget and the drag benchmark use this larger set, so a page added later is held
//   to the gates whether or not it is listed.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The <loc> values of a sitemap or sitemap index, XML entities decoded, in document order. */
export function parseSitemapLocs(xml) {
  const locs = [];
  for (const match of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)) {
    locs.push(decodeXmlEntities(match[1]));
  }
  return locs;
}

function decodeXmlEntities(text) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The URL paths the built sitemap lists (e.g. "/", "/about/"), sorted. Follows a sitemap index to
 * its sitemaps, reading each from dist/ by its path (the origin in the files may be any origin).
 */
export async function readSitemapPaths(distDir) {
  const index = path.join(distDir, 'sitemap-index.xml');
  const single = path.join(distDir, 'sitemap.xml');
  const start = existsSync(index) ? index : existsSync(single) ? single : undefined;
  if (!start) return { paths: [], origin: undefined, missing: true };
  const paths = new Set();
  let origin;
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const xml = await readFile(file, 'utf8');
    const isIndex = /<sitemapindex[\s>]/.test(xml);
    for (const loc of parseSitemapLocs(xml)) {
      const url = new URL(loc);
      origin ??= url.origin;
      if (isIndex) queue.push(path.join(distDir, decodeURIComponent(url.pathname)));
      else paths.add(decodeURIComponent(url.pathname));
    }
  }
  return { paths: sortPagePaths([...paths]), origin, missing: false };
}

/** The page path a built HTML file is served at ("about/index.html" → "/about/"). */
export function htmlFileToPagePath(relativeFile) {
  const posix = relativeFile.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix}`;
}

/** Every file under dir, as paths relative to it with forward slashes, sorted. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/** Orders page paths for reports: "/" first, then by path, so diffs of reports stay small. */
export function sortPagePaths(paths) {
  return [...paths].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The kind of a page, which decides what some gates expect of it:
 * "error" for the 404 page (noindex, served for unknown addresses), "embed" for /embed/… frames,
 * "page" for everything else.
 */
export function pageKind(pagePath) {
  if (/^\/404(\.html|\/)$/.test(pagePath)) return 'error';
  if (pagePath.startsWith('/embed/')) return 'embed';
  return 'page';
}

/**
 * Joins the sitemap and the built files into one sorted list of
 * { path, inSitemap, built, kind }. A sitemap entry with no built file is kept (built: false) so
 * the crawl can report it as broken.
 */
export function mergePages(sitemapPaths, builtPagePaths) {
  const built = new Set(builtPagePaths);
  const listed = new Set(sitemapPaths);
  return sortPagePaths([...new Set([...sitemapPaths, ...builtPagePaths])]).map((pagePath) => ({
    path: pagePath,
    inSitemap: listed.has(pagePath),
    built: built.has(pagePath),
    kind: pageKind(pagePath),
  }));
}

/** Reads dist/ and returns { pages, files, sitemapOrigin, sitemapMissing }. */
export async function discoverPages(distDir) {
  const files = await listFiles(distDir);
  const htmlPages = files.filter((file) => file.endsWith('.html')).map(htmlFileToPagePath);
  const sitemap = await readSitemapPaths(distDir);
  return {
    pages: mergePages(sitemap.paths, htmlPages),
    files: new Set(files),
    sitemapOrigin: sitemap.origin,
    sitemapMissing: sitemap.missing,
  };
}
