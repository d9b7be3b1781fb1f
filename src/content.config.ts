import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { figureNames } from './figures/registry';

/** A work an article draws on, listed under "Further reading" and credited in the text. */
const source = z.object({
  /** The work's title as its author gives it. */
  title: z.string().min(1),
  /** Who wrote it: a person, a team or a handle. */
  author: z.string().min(1),
  /** Where a reader can find it (absolute URL). */
  url: z.url(),
  /** Year of publication, when known. */
  year: z.number().int().min(1900).max(2100).optional(),
  /**
   * An archived copy (e.g. the Internet Archive's), for a source whose site may go away; shown
   * as "archived copy" beside the link.
   */
  archive: z.url().optional(),
  /** One short line on what the article takes from it, or under what licence (plain text). */
  note: z.string().min(1).max(200).optional(),
});

/**
 * One article per algorithm, written in MDX under content/articles/. The file name (without
 * .mdx) is the URL slug: content/articles/quadratic-roots.mdx → /articles/quadratic-roots/.
 */
const articles = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/articles' }),
  schema: z.object({
    /** The page title and the gallery card's heading; also the <title> and og:title. */
    title: z.string().min(1).max(80),
    /** One or two sentences: the meta description, og:description and the gallery card's text. */
    description: z.string().min(20).max(200),
    /** Position in the gallery and the reading order (ascending). */
    order: z.number().int().min(0),
    /** Topics for the card (e.g. "2D", "time of impact", "robustness"). */
    tags: z.array(z.string().min(1)).default([]),
    /** The works the article draws on, in the order the "Further reading" section lists them. */
    sources: z.array(source).default([]),
    /** Date of the last substantive revision, shown under the title and cited as the version. */
    updated: z.coerce.date(),
    /** What a reader should know first (short phrases; links in Markdown are not rendered). */
    prerequisites: z.array(z.string().min(1)).default([]),
    /** What the reader will be able to do after the article ("You will learn"), short phrases. */
    outcomes: z.array(z.string().min(1)).default([]),
    /**
     * The article's history, newest first: each substantive change with its date, so course notes
     * can tell whether a statement they link has moved since they were written.
     */
    changes: z
      .array(z.object({ date: z.coerce.date(), summary: z.string().min(1).max(1000) }))
      .default([]),
    /** Drafts are built in development only: left out of the gallery, the sitemap and the build. */
    draft: z.boolean().default(false),
    /**
     * The name of the article's main figure (its `data-figure`), drawn as the gallery thumbnail:
     * one of the registered figures (src/figures/registry.ts), so a typo fails the build.
     */
    figure: z.enum(figureNames).optional(),
  }),
});

export const collections = { articles };
