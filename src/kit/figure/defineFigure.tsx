/**
 * A figure is a definition plus a scene: `defineFigure` turns a figure's model, algorithm, scene
 * and panels into the React component that MDX places (`<SweepFigure client:visible />`), inside
 * the shared `FigureShell` (toolbar, case label, preset note, caption, layout, embed layout and the
 * test hooks of site.md). How to write one: "Adding a figure" in the project README.
 */
import { memo, useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import type { CaseLabelProps } from '../controls';
import { FigureShell } from './FigureShell';
import {
  caseIdOf,
  instanceId,
  queryPrefix,
  type FigureModel,
  type FigurePreset,
  type WithPreset,
} from './model';
import { useFigureState } from './useFigureState';

/** What every scene, panel and extra control of a figure receives. */
export type FigureViewProps<S extends object, I, R> = {
  readonly state: WithPreset<S>;
  /** The algorithm's input (the same object while it is unchanged, e.g. while only time moves). */
  readonly input: I;
  /** The algorithm's answer for the input. */
  readonly result: R;
  /** Changes the state (a change that changes nothing re-renders nothing). */
  readonly update: (change: (state: WithPreset<S>) => S) => void;
  /** Whether a layer or panel is shown (the page's `layers` prop and the embed's compact layout). */
  readonly show: (layer: string) => boolean;
};

/** A panel beside (or, `wide`, below) the scene: a plot, a number line, a derivation. */
export type FigurePanel<S extends object, I, R> = {
  /** The layer name that hides it (`layers={{ plot: false }}`). */
  readonly layer: string;
  /** Heading shown above the panel. */
  readonly title?: ReactNode;
  /** Accessible name of the panel's group. */
  readonly label?: string;
  /** Below the scene and the panels, full width. */
  readonly wide?: boolean;
  /**
   * False for a panel drawn from the input and result alone (a derivation): it then skips the
   * renders where only other state changes (time, toggles).
   */
  readonly usesState?: boolean;
  readonly Panel: ComponentType<FigureViewProps<S, I, R>>;
};

/** Props equal but for the state: what a panel with `usesState: false` re-renders for. */
function sameInputAndResult<S extends object, I, R>(
  a: FigureViewProps<S, I, R>,
  b: FigureViewProps<S, I, R>,
): boolean {
  return a.input === b.input && a.result === b.result && a.update === b.update && a.show === b.show;
}

/** A boolean field with its own toggle in the toolbar (besides "Snap to grid"). */
export type FigureToggle<S> = {
  readonly field: { [K in keyof S]: S[K] extends boolean ? K : never }[keyof S];
  readonly label: string;
  /** A layer name: the toggle is shown only where that layer is (compactHides, `layers`). */
  readonly layer?: string;
};

export type FigureDefinition<
  S extends { readonly snap: boolean },
  I,
  R extends { readonly kind: string },
  P extends FigurePreset<I>,
> = {
  /** The figure's state machinery: `figureModel({ fields, defaults, presets, inputOf })`. */
  readonly model: FigureModel<S, I, P>;
  /** The figure's name (`data-figure`), one of site.md's. */
  readonly name: string;
  /** The figure in words: share title and the embed page's heading. */
  readonly title: string;
  /** Accessible name of the figure when it has no caption. */
  readonly label: string;
  /** The geometry core function (api.md name) whose result is shown, by state where it switches. */
  readonly algorithm: string | ((state: WithPreset<S>) => string);
  /** Runs the algorithm. */
  readonly compute: (input: I) => R;
  /** `data-case` (default: `kind`, or `kind:reason` when the result has a reason). */
  readonly caseOf?: (result: R) => string;
  /** The case label's words. */
  readonly describe: (input: I, result: R) => CaseLabelProps;
  /** The preset note's text for a state that is no preset. */
  readonly customText: string;
  /** Extra toggles in the toolbar. */
  readonly toggles?: readonly FigureToggle<S>[];
  /** The drawing. Memoised: it re-renders only when its props change. */
  readonly Scene: ComponentType<FigureViewProps<S, I, R>>;
  /** Controls right under the scene (e.g. the time scrubber). */
  readonly BelowScene?: ComponentType<FigureViewProps<S, I, R>>;
  readonly panels?: readonly FigurePanel<S, I, R>[];
  /** Layers the compact (embed) layout leaves out, so the figure fits a 720 px frame. */
  readonly compactHides?: readonly string[];
  /**
   * Layers drawn only where an article asks for them (`layers={{ area: true }}`): a teaching aid
   * for one step of a derivation that would clutter the figure everywhere else.
   */
  readonly optionalLayers?: readonly string[];
  /** Extra class on the root, for the figure's own styles. */
  readonly className?: string;
  /**
   * A context around the whole figure, so its scene and panels share it: `HighlightGroup`, for a
   * table whose rows highlight together with parts of the scene.
   */
  readonly Around?: ComponentType<{ readonly children: ReactNode }>;
};

export type FigureProps = {
  /** Preset (fixture id) to start from; unknown ids are ignored. */
  readonly preset?: string;
  /**
   * Fields to start from on top of the preset, in the figure's permalink format: `query="t=0"`
   * starts a preset at the beginning of the step. Validated like a URL.
   */
  readonly query?: string;
  /**
   * The element's id and the scope of its permalink keys. Default: the figure's name for an
   * instance without `preset` (keys unprefixed), else `name--preset` (keys `preset.…`).
   */
  readonly id?: string;
  /** Mirror the live state into the address bar (default true). Its own link works either way. */
  readonly syncUrl?: boolean;
  /** Layers and panels to leave out, e.g. `{ plot: false }`; every one is shown unless false. */
  readonly layers?: Readonly<Record<string, boolean>>;
  /** Caption under the figure. */
  readonly caption?: string;
  /**
   * The figure's number in its article ("Figure 2"), shown before the caption so course notes
   * can cite it. Articles never set it by hand: src/markdown/rehype-figure-numbers.ts numbers
   * every figure of a page in order.
   */
  readonly number?: number | string;
  /** The embed page's layout: scene, time, case and plot within a 720 px frame. */
  readonly compact?: boolean;
};

/**
 * A defined figure: the component, and the definition it was made from, so another figure (the
 * playground) can show the same scene, panels and words under its own name instead of copying them.
 */
export type DefinedFigure<
  S extends { readonly snap: boolean },
  I,
  R extends { readonly kind: string },
  P extends FigurePreset<I>,
> = ComponentType<FigureProps> & { readonly definition: FigureDefinition<S, I, R, P> };

export function defineFigure<
  S extends { readonly snap: boolean },
  I,
  R extends { readonly kind: string },
  P extends FigurePreset<I>,
>(definition: FigureDefinition<S, I, R, P>): DefinedFigure<S, I, R, P> {
  const {
    model,
    name,
    compute,
    describe,
    panels = [],
    toggles = [],
    compactHides = [],
    optionalLayers = [],
    Around,
  } = definition;
  const caseOf = definition.caseOf ?? caseIdOf;
  // One answer per input object (the model shares one input object between states with the same
  // input): a change of time or of a toggle does not compute it again.
  const results = new WeakMap<object, R>();
  const resultOf = (input: I): R => {
    if (typeof input !== 'object' || input === null) return compute(input);
    const known = results.get(input);
    if (known !== undefined) return known;
    const fresh = compute(input);
    results.set(input, fresh);
    return fresh;
  };
  const Scene = memo(definition.Scene);
  const BelowScene = definition.BelowScene === undefined ? null : memo(definition.BelowScene);
  // Memoised once here: each panel re-renders only when its props change.
  const memoised = panels.map((panel) => ({
    ...panel,
    Panel: memo(panel.Panel, panel.usesState === false ? sameInputAndResult : undefined),
  }));
  const side = memoised.filter((panel) => panel.wide !== true);
  const below = memoised.filter((panel) => panel.wide === true);

  function Figure({
    preset,
    query,
    id = instanceId(name, preset),
    syncUrl = true,
    layers,
    caption,
    number,
    compact = false,
  }: FigureProps) {
    const prefix = queryPrefix(name, id);
    const { state, update, load, reset } = useFigureState(model, {
      preset,
      query,
      prefix,
      syncUrl,
    });
    const show = useCallback(
      (layer: string) =>
        (layers?.[layer] ?? !optionalLayers.includes(layer)) &&
        !(compact && compactHides.includes(layer)),
      [layers, compact],
    );
    const input = model.inputOf(state);
    const result = resultOf(input);
    const view = { state, input, result, update, show };
    // The panels show the same state as the scene, in the same render. (Showing them a frame
    // later made drags lighter, but a key pressed on a panel's handle within that frame moved
    // it from the older state.)
    const label = useMemo(() => describe(input, result), [input, result]);
    // The same toggles object while no toggle changes, so a drag does not re-render the toolbar.
    const checkedKey = [state.snap, ...toggles.map((toggle) => state[toggle.field] === true)]
      .map(Number)
      .join('');
    const shellToggles = useMemo(
      () =>
        [{ field: 'snap' as const, label: 'Snap to grid', hint: '(Alt: free)' }, ...toggles]
          .map((toggle, index) => ({ toggle, on: checkedKey[index] === '1' }))
          .filter(
            ({ toggle }) =>
              !('layer' in toggle) || toggle.layer === undefined || show(toggle.layer),
          )
          .map(({ toggle, on }) => ({
            label: toggle.label,
            ...('hint' in toggle ? { hint: toggle.hint } : {}),
            checked: on,
            onChange: (value: boolean) => update((s) => ({ ...s, [toggle.field]: value })),
          })),
      [checkedKey, show, update],
    );
    const renderPanel = (panel: FigurePanel<S, I, R>) =>
      show(panel.layer) && (
        <div
          key={panel.layer}
          className="kit-figure-panel"
          role={panel.label === undefined ? undefined : 'group'}
          aria-label={panel.label}
        >
          {panel.title !== undefined && <p className="kit-figure-panel-title">{panel.title}</p>}
          <panel.Panel {...view} />
        </div>
      );
    const shell = (
      <FigureShell
        name={name}
        id={id}
        algorithm={
          typeof definition.algorithm === 'string'
            ? definition.algorithm
            : definition.algorithm(state)
        }
        input={input}
        caseId={caseOf(result)}
        query={model.query(state, prefix)}
        embedQuery={model.query(state)}
        title={definition.title}
        label={definition.label}
        caption={caption}
        number={number}
        className={definition.className}
        presets={model.presets}
        preset={state.preset}
        onPreset={load}
        customText={definition.customText}
        toggles={shellToggles}
        onReset={reset}
        controls={show('controls')}
        caseLabel={label}
        compact={compact}
        scene={<Scene {...view} />}
        belowScene={BelowScene !== null && <BelowScene {...view} />}
        panels={side.map(renderPanel)}
        footer={below.map(renderPanel)}
      />
    );
    return Around === undefined ? shell : <Around>{shell}</Around>;
  }
  Figure.displayName = `Figure(${name})`;
  return Object.assign(Figure, { definition });
}
