/**
 * Static thumbnails for the home page's gallery: each figure's default state as plain SVG, rendered
 * at build time (no JavaScript). Keyed by the figure's name (`data-figure`), which an article's
 * front matter names in its `figure` field.
 */
import type { ComponentType } from 'react';

export const thumbnails: Readonly<Record<string, ComponentType>> = {};
