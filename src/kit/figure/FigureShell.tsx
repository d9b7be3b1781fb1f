/**
 * What every figure shows around its drawing: the root with the six test hooks of site.md, the
 * toolbar (preset menu, snap toggle, extra toggles, reset, share), the case label (announced
 * politely), the preset note, the panels beside the scene, the caption, and the embed's compact
 * layout. `defineFigure` fills it from a definition; a figure that composes its own state (the
 * playground) can use it directly with `useFigureState`.
 */
import { memo, useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  CaseLabel,
  PresetMenu,
  PresetNote,
  ResetButton,
  ShareMenu,
  Toggle,
  Toolbar,
  type CaseLabelProps,
  type PresetOption,
} from '../controls';
import { FigureFrame, permalinkOf } from '../FigureFrame';
import { useSteadyHeight } from './useSteadyHeight';
import './figure.css';

/** A labelled on/off control in the toolbar. */
export type ShellToggle = {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Extra words after the label (e.g. the modifier key that overrides it). */
  readonly hint?: string;
};

export type FigureShellProps = {
  /** `data-figure`. */
  readonly name: string;
  /** The element's id (unique on the page; `#id` links to the figure). */
  readonly id: string;
  /** `data-algorithm`: the api.md function whose result is shown now. */
  readonly algorithm: string;
  /** `data-state`: that function's input. */
  readonly input: unknown;
  /** `data-case`: `kind` or `kind:reason`. */
  readonly caseId: string;
  /** This instance's own query (without `?`): `data-permalink` and "Copy link". */
  readonly query: string;
  /** The embed page's query (unprefixed keys) for "Copy embed code". */
  readonly embedQuery: string;
  /** The figure in words (the share title). */
  readonly title: string;
  /** Accessible name when there is no caption. */
  readonly label: string;
  readonly caption?: string | undefined;
  /** The figure's number in its article ("Figure 2"), shown before the caption. */
  readonly number?: number | string | undefined;
  readonly className?: string | undefined;
  /** The preset menu and note. */
  readonly presets: readonly PresetOption[];
  readonly preset: string | null;
  readonly onPreset: (id: string) => void;
  /** The note's words for a state that is no preset. */
  readonly customText: string;
  /** "Snap to grid" first, then any others (keep the array and its callbacks stable between renders). */
  readonly toggles: readonly ShellToggle[];
  readonly onReset: () => void;
  /** Show the toolbar (a page may leave it out with `layers={{ controls: false }}`). */
  readonly controls: boolean;
  /** The case label's words. */
  readonly caseLabel: CaseLabelProps;
  /** The embed's compact layout. */
  readonly compact: boolean;
  /** The drawing. */
  readonly scene: ReactNode;
  /** Right under the drawing (the time control). */
  readonly belowScene?: ReactNode;
  /** Beside the drawing on wide figures, below it on narrow ones; none when empty. */
  readonly panels?: readonly ReactNode[];
  /** Below everything, full width. */
  readonly footer?: ReactNode;
};

type ShellToolbarProps = Pick<
  FigureShellProps,
  'title' | 'presets' | 'preset' | 'onPreset' | 'toggles' | 'onReset'
> & {
  readonly link: () => string;
  readonly embedLink: () => string;
  /** Starts the body's height again from its natural one (useSteadyHeight). */
  readonly restart: RefObject<(() => void) | null>;
};

/**
 * The toolbar, memoised: a drag changes the state but none of its props (the share links read
 * the latest query when clicked), so it skips the render, and React does not set every input's
 * `name` and `type` again on each move.
 */
const ShellToolbar = memo(function ShellToolbar(props: ShellToolbarProps) {
  return (
    <Toolbar>
      <PresetMenu
        presets={props.presets}
        value={props.preset}
        onSelect={(preset) => {
          props.restart.current?.();
          props.onPreset(preset);
        }}
      />
      {props.toggles.map((toggle) => (
        <Toggle key={toggle.label} {...toggle} />
      ))}
      <ResetButton
        onReset={() => {
          props.restart.current?.();
          props.onReset();
        }}
      />
      <ShareMenu
        title={`${props.title} — Intersections, explained`}
        link={props.link}
        embedLink={props.embedLink}
      />
    </Toolbar>
  );
});

export function FigureShell(props: FigureShellProps) {
  const { name, id, query, embedQuery, panels = [], compact } = props;
  const shownPanels = panels.filter((panel) => panel !== false && panel !== null);
  // The scene and panels hold their height during a drag (the article below does not move), and
  // take their own again when the reader picks a preset or resets (the toolbar restarts it), not
  // whenever the state's preset changes: a drag that passes through a preset's input names that
  // preset for a moment, and restarting then reflowed the article below in the middle of the drag.
  const { ref: mainRef, restart } = useSteadyHeight<HTMLDivElement>();
  // The queries of the last render, read when a share button is clicked (after the commit).
  const queries = useRef({ query, embedQuery });
  useEffect(() => {
    queries.current = { query, embedQuery };
  }, [query, embedQuery]);
  const link = useCallback(() => permalinkOf(queries.current.query, id, true), [id]);
  const embedLink = useCallback(
    () => `${window.location.origin}/embed/${name}/?${queries.current.embedQuery}`,
    [name],
  );
  return (
    <FigureFrame
      name={name}
      id={id}
      algorithm={props.algorithm}
      permalinkQuery={query}
      state={props.input}
      caseId={props.caseId}
      caption={props.caption}
      number={props.number}
      label={props.label}
      className={`kit-defined${compact ? ' is-compact' : ''}${
        props.className === undefined ? '' : ` ${props.className}`
      }`}
    >
      {props.controls && (
        <ShellToolbar
          {...{ title: props.title, presets: props.presets, preset: props.preset, link, embedLink }}
          {...{ onPreset: props.onPreset, toggles: props.toggles, onReset: props.onReset, restart }}
        />
      )}
      <div className="kit-figure-main" ref={mainRef}>
        <div className="kit-figure-stage">
          {props.scene}
          {props.belowScene}
          <CaseLabel {...props.caseLabel} />
          {!compact && (
            <PresetNote
              presets={props.presets}
              value={props.preset}
              customText={props.customText}
            />
          )}
        </div>
        {shownPanels.length > 0 && <div className="kit-figure-panels">{shownPanels}</div>}
      </div>
      {props.footer}
    </FigureFrame>
  );
}
