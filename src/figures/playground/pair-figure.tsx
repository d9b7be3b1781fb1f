/**
 * A pair of the playground is a figure named `playground` made of an existing figure's parts (its
 * model, scene and case words) or of kit pieces: `definePairFigure` adds the pair to the
 * permalink (`pair=`), the reduction sentence and the link to the article's figure in the same
 * state. A pair's model answers a URL only when its `pair=` names this pair, so a figure that is
 * about to be replaced never reads another pair's keys.
 */
import type { ComponentType } from 'react';
import {
  defineFigure,
  type FigureDefinition,
  type FigureModel,
  type FigurePreset,
  type FigureProps,
  type FigureViewProps,
} from '../../kit/figure';
import { DEFAULT_PAIR, pairById, pickingOf, pairFor, sideWords, type Pair } from './pairs';

const PAIR_KEY = 'pair';
/** The name of a pair's figure; also that of a definition made of kit pieces for the playground. */
const PLAYGROUND = 'playground';

/** Whether the URL's `pair=` (or its absence, for the default pair) picks this pair. */
function picks(params: URLSearchParams, pair: Pair): boolean {
  const named = params.get(PAIR_KEY);
  if (named === null) return pair.id === DEFAULT_PAIR;
  const sides = pickingOf(named);
  return sides !== null && pairFor(sides)?.id === pair.id;
}

/** The figure's model with the pair in its links; it restores only a URL that picks this pair. */
export function forPair<S extends object, I, P extends FigurePreset<I>>(
  model: FigureModel<S, I, P>,
  pair: Pair,
): FigureModel<S, I, P> {
  return {
    ...model,
    fromUrl: (params, prefix, fallback) =>
      picks(params, pair) ? model.fromUrl(params, prefix, fallback) : null,
    toUrl: (state, params, prefix) => {
      const written = model.toUrl(state, params, prefix);
      // A picking that this pair answers too (a still segment for the sweep) stays as picked.
      if (!picks(written, pair) || written.get(PAIR_KEY) === null) written.set(PAIR_KEY, pair.id);
      return written;
    },
    query: (state, prefix) => `${PAIR_KEY}=${pair.id}&${model.query(state, prefix)}`,
  };
}

/**
 * The reduction in words and the way to the article: to its figure in the same state when the pair
 * runs the article's own figure, else to the article itself (a scene of kit pieces has no figure
 * there to take its state).
 */
function PairNote({ pair, link }: { readonly pair: Pair; readonly link: ArticleLink }) {
  return (
    <div className="pg-note">
      {pair.reduction !== undefined && <p className="pg-reduction">{pair.reduction}</p>}
      <p>
        <a href={link.href}>{LINK_WORDS[link.to]}</a>
      </p>
    </div>
  );
}

/** Where the note leads: the article's figure in the same state, or the article. */
type ArticleLink = { readonly href: string; readonly to: 'figure' | 'article' };
const LINK_WORDS: Readonly<Record<ArticleLink['to'], string>> = {
  figure: 'Open this state in the article’s figure',
  article: 'Read the article',
};

/**
 * A pair's figure: a figure's definition (an article figure's own, `Figure.definition`, or one
 * made of kit pieces) under the name `playground`, with the pair's function, link key and note.
 * The article's figure of the same name takes the same state in its link.
 */
export function definePairFigure<
  S extends { readonly snap: boolean },
  I,
  R extends { readonly kind: string },
  P extends FigurePreset<I>,
>(id: string, definition: FigureDefinition<S, I, R, P>): ComponentType<FigureProps> {
  const pair = pairById(id);
  const { model, BelowScene } = definition;
  const title = `${sideWords(pair.sides[0])} vs ${sideWords(pair.sides[1])}`;
  function Below(view: FigureViewProps<S, I, R>) {
    const article = `/articles/${pair.article}/`;
    const link: ArticleLink =
      definition.name === PLAYGROUND
        ? { href: article, to: 'article' }
        : { href: `${article}?${model.query(view.state)}#${definition.name}`, to: 'figure' };
    return (
      <>
        {BelowScene !== undefined && <BelowScene {...view} />}
        <PairNote pair={pair} link={link} />
      </>
    );
  }
  return defineFigure({
    ...definition,
    name: PLAYGROUND,
    title: `Playground: ${title}`,
    label: `Playground: ${title}`,
    algorithm: pair.fn,
    model: forPair(model, pair),
    BelowScene: Below,
  });
}
