// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { unified } from '@astrojs/markdown-remark';
import remarkMath from 'remark-math';
import rehypeMath from './src/markdown/rehype-math.ts';
import rehypeSections from './src/markdown/rehype-sections.ts';
import rehypeHeadingLinks from './src/markdown/rehype-heading-links.ts';
import rehypePresetRows from './src/markdown/rehype-preset-rows.ts';
import rehypeFigureNumbers from './src/markdown/rehype-figure-numbers.ts';

/**
 * The public origin the site is served from. Canonical URLs, Open Graph tags and the sitemap are
 * absolute, so set SITE_URL when deploying elsewhere (the audit sets it to its local server).
 */
const site = process.env.SITE_URL ?? 'https://intersections.pages.dev';

export default defineConfig({
  site,
  trailingSlash: 'always',
  integrations: [
    mdx(),
    react(),
    // Embed frames (/embed/<figure>/), source pages (/source/<file>/) and the kit page (/kit/)
    // stay out of searches.
    sitemap({ filter: (page) => !/^\/(embed|source|kit)\//.test(new URL(page).pathname) }),
  ],
  markdown: {
    // Astro 7's default Markdown processor ignores remark/rehype plugins; the unified pipeline runs
    // them, and MDX inherits it. KaTeX typesets every formula at build time into MathML, which
    // the browser lays out and screen readers read (src/markdown/typeset.ts says why MathML
    // alone): no KaTeX JavaScript, CSS or fonts reach the reader.
    processor: unified({
      remarkPlugins: [remarkMath],
      // Sections: off-screen parts of a long article cost nothing until they are near
      // (src/markdown/rehype-sections.ts).
      // Citable parts: a visible "#" link on every section, preset rows with ids and links into
      // the figure, numbered figures (src/markdown/rehype-heading-links.ts, rehype-preset-rows.ts,
      // rehype-figure-numbers.ts).
      rehypePlugins: [
        rehypeMath,
        rehypeSections,
        rehypeHeadingLinks,
        rehypePresetRows,
        rehypeFigureNumbers,
      ],
    }),
  },
  build: {
    // Small CSS is inlined: one fewer render-blocking request on a first visit.
    inlineStylesheets: 'auto',
  },
  vite: {
    plugins: [pureD3Shape(), extensibleEntries(), lightPreloadHelper()],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // React, React DOM and Astro's React client load on every page with a figure, always
            // together: one chunk instead of two saves a request and about 600 B of gzip.
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
              },
              {
                // What every figure loads (its shell, state, toolbar and stage): one chunk, not a
                // dozen that shift with each new figure's imports (1.2-1.7 KB of gzip less per
                // figure page than the bundler's own split, which pays imports and exports per chunk).
                name: 'figure-base',
                test: /src[\\/]kit[\\/](figure[\\/](defineFigure|FigureShell|model|useFigureState|fields|useHandleMover|useKeyedCallbacks)|controls|Grid|layers|placement|Stage|Handle|gesture|hooks|format|palette|permalink|scale|point|shapes|FigureFrame)\.tsx?$/,
              },
              {
                // The moving circle's kit pieces (its shapes, a circle against its obstacle, the
                // impact's case label), its choice group and parts loaded on demand: the moving-circle
                // figure's, and also the kit page's and the playground's moving-circle pairs'. One
                // chunk, not one per set of pages that import each: each further chunk costs that
                // figure's pages about 150-250 B of gzip, which its budget has not got. Not the
                // moving circle's state rules (moving-circle-state.ts): only that figure imports them,
                // and in this chunk their five names' imports would cost its pages about 60 B.
                name: 'moving-circle-kit',
                test: /src[\\/]kit[\\/](moving-circle(-parts)?|impact-label|choices|OnDemand)\.tsx?$/,
                // Their own modules only: bodies and handles stay in the chunks other figures share.
                includeDependenciesRecursively: false,
              },
              {
                // A plot's line and scrubbing helpers (with d3-shape's line) beside the live
                // derivation, as the pages that load one load the other: the kit's impact page
                // loads the helpers alone, on demand, and without this group they would split into
                // a chunk of their own on every plot page (83-122 B more before interaction).
                name: 'LiveDerivation',
                test: /(src[\\/]kit[\\/](LiveDerivation\.tsx|figure[\\/]derivationPanel\.tsx|polyline\.ts|plots[\\/]scrub\.ts)|node_modules[\\/]d3-(path|shape)[\\/].*)$/,
                includeDependenciesRecursively: false,
              },
              {
                // The path a stopped or sliding circle follows (bent-path.ts) with the list of walls
                // it slides along: /kit/moving/ and the moving-circle figure's slide load both; the
                // kit's impact page, whose BentMotion needs the path alone, loads the list too
                // rather than cost /kit/moving/ a chunk boundary.
                name: 'segment-list',
                test: /src[\\/]kit[\\/](segment-list\.tsx|bent-path\.ts)$/,
                includeDependenciesRecursively: false,
              },
              {
                // The moving-segment figure's time plot, derivation rows and time setter, which the
                // bundler split into three chunks by who else imports each (the kit's plots page, the
                // moving circle's on-demand derivation): one chunk saves its pages 422 B of gzip
                // framing and imports; the others load at most a plot they do not draw.
                name: 'time-plots',
                test: /src[\\/]kit[\\/](figure[\\/]useTimeSetter\.ts|plots[\\/](FunctionPlot|PolynomialPlot)\.tsx|derivation-parts\.ts|quadratic-rows\.ts)$/,
                includeDependenciesRecursively: false,
              },
              {
                // The interval stack (with its linked highlight) and the axis guides: the
                // rectangle and sphere-segment figures load both, always together (the kit's 3D
                // page only the guides). One chunk: 139-166 B less on their pages.
                name: 'interval-guides',
                test: /src[\\/]kit[\\/](plots[\\/]IntervalStack|highlight|guides)\.tsx$/,
                includeDependenciesRecursively: false,
              },
              {
                // The quadratic figure with the kit's function graph and number fields, which
                // only it and the kit's plots page use: one chunk, not the figure's and a shared
                // one of those two (the kit page's graph demo would otherwise cost the quadratic
                // pages a chunk boundary).
                name: 'quadratic-roots',
                test: /src[\\/](kit[\\/](graph|number-fields)\.tsx|figures[\\/]quadratic-roots[\\/].*|geometry[\\/]quadratic(\.fixtures)?\.ts)$/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
        treeshake: {
          // The kit's and the geometry core's modules only declare components, functions and
          // data (the core is pure by rule: no DOM, no imports from outside). Saying so lets the
          // bundler follow a figure's imports through an index or barrel to the modules it really
          // uses: otherwise every module the kit's index names, and every algorithm's fixtures
          // behind the geometry's fixtures barrel, join the chunk all figures share.
          // A figure's derivation, plot and their numbers too: the server renders them, the browser
          // loads them on demand (circle-time-of-impact), so the figure's server-only imports of
          // them must leave nothing. Likewise the kit page's on-demand demo part (`*-part.tsx`).
          moduleSideEffects: (id) =>
            !/\/src\/(kit|geometry)\/(?!.*\.css).*\.tsx?$/.test(id) &&
            !/\/src\/figures\/[^/]+\/(derivation|plot|numbers)\.tsx?$/.test(id) &&
            !/\/src\/pages\/kit\/_demos\/[^/]+-part\.tsx$/.test(id),
        },
      },
    },
  },
  prefetch: false,
  devToolbar: { enabled: false },
});

/**
 * d3-shape ships one bundled module whose top-level statements build every curve and symbol
 * with a call (`var bundle = (function custom(beta) {…})(0.85)`, `sqrt(3)`,
 * `curveRadial(curveLinear)`). A bundler must keep a call it cannot prove pure, and with it
 * everything the call reaches, so a figure that imports only `line` got most of the module.
 * Marking those calls pure (what d3's own sources would say with annotations) lets the
 * bundler drop what no figure uses.
 */
function pureD3Shape() {
  const topLevelCall =
    /^((?:var|const) [\w$]+ = )(?=\(function custom\(|curveRadial\(|sqrt\(|sin\()/gm;
  return {
    name: 'pure-d3-shape',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!/[\\/]d3-shape[\\/]dist[\\/]d3-shape\.mjs$/.test(id)) return null;
      return { code: code.replace(topLevelCall, '$1/*#__PURE__*/ '), map: null };
    },
  };
}

/**
 * An island's module is an entry of the client build, and Astro asks the bundler to keep entry
 * signatures exact ('exports-only'): when another chunk imports from an entry's chunk (a figure's
 * state and colours, loaded on demand; React from Astro's React client), the bundler adds a facade
 * chunk of re-exports: one more request and 66-160 B of gzip on every figure page. The island
 * loader imports the component by its name, so extra exports on an entry chunk are harmless:
 * 'allow-extension' lets the chunk itself be the entry (in the server build too, where nothing
 * imports a page's chunk by its exports).
 */
function extensibleEntries() {
  return {
    name: 'extensible-entries',
    /** @param {{ preserveEntrySignatures?: unknown }} options */
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

/**
 * Vite wraps each dynamic import (a figure's parts loaded on demand, its slide or source modes)
 * in a helper that first preloads the chunk's own imports and CSS, so they download in parallel
 * instead of one after another. Its stock helper (880 B of gzip, on every page that loads a part
 * on demand, before interaction) also handles old browsers without `modulepreload`, CSP nonces,
 * relative bases and a `vite:preloadError` event, none of which this site uses, and its size
 * cannot be configured (vitejs/vite#13952). This one keeps what the site needs: each dependency
 * not already linked from the page preloaded once, each stylesheet awaited, then the import.
 * Base '/' (the site's). 650 B less on each page that loads a part on demand.
 */
function lightPreloadHelper() {
  const id = '\0vite/preload-helper.js';
  const code = `const seen = {};
export const __vitePreload = (load, deps) =>
  deps && deps.length
    ? Promise.all(
        deps.map((dep) => {
          const href = '/' + dep;
          if (href in seen || document.querySelector('link[href="' + href + '"]')) return seen[href];
          const css = href.endsWith('.css');
          const link = document.createElement('link');
          link.rel = css ? 'stylesheet' : 'modulepreload';
          link.href = href;
          document.head.append(link);
          return (seen[href] = css && new Promise((done) => (link.onload = link.onerror = done)));
        }),
      ).then(load)
    : load();
`;
  return {
    name: 'light-preload-helper',
    enforce: 'pre',
    /** @param {string} source */
    load(source) {
      // No side effects: a chunk that only passes the helper on must not import it for nothing.
      return source === id ? { code, moduleSideEffects: false } : null;
    },
  };
}
