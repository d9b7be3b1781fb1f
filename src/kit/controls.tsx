/**
 * The figure's controls around the drawing: case label, preset menu, snap toggle, reset and share.
 * Plain HTML form controls, so keyboard, screen readers and zoom work without extra code.
 */
import { memo, useId, useRef, useState, type ReactNode } from 'react';

export type CaseLabelProps = {
  /** The case in a word or two (the result's kind, e.g. "hit", "miss"). */
  readonly kind: string;
  /** Tone of the badge: contact cases in green, misses in vermillion, the rest neutral. */
  readonly tone: 'contact' | 'miss' | 'neutral';
  /** The key numbers and the reason, in words ("at t = 0.42, s = 0.70"). */
  readonly detail: string;
};

/**
 * The case, always visible, announced politely after each change (`aria-live`): a screen reader
 * hears "hit at t = 0.42, s = 0.70" after a move without losing its place.
 */
export function CaseLabel({ kind, tone, detail }: CaseLabelProps) {
  return (
    <p className="kit-case" aria-live="polite" aria-atomic="true">
      <span className={`kit-case-kind is-${tone}`}>{kind}</span>{' '}
      <span className="kit-case-detail">{detail}</span>
    </p>
  );
}

/** One entry of a preset menu: a geometry fixture by id and human name. */
export type PresetOption = {
  /** Stable kebab-case id, used in URLs. */
  readonly id: string;
  /** Label in the menu. */
  readonly name: string;
  /** One sentence: what the case shows. */
  readonly note: string;
};

export type PresetMenuProps = {
  /** The presets, in menu order. */
  readonly presets: readonly PresetOption[];
  /** The preset the state still equals, or `null` once the reader has moved something. */
  readonly value: string | null;
  /** Called with the chosen preset's id. */
  readonly onSelect: (id: string) => void;
};

/**
 * A native select of the named cases. The chosen case's note is a separate component
 * (`PresetNote`) that the figure places below its drawing: text that changes length when a drag
 * leaves a preset must not move the drawing under the reader's pointer.
 */
export function PresetMenu({ presets, value, onSelect }: PresetMenuProps) {
  const id = useId();
  return (
    <div className="kit-preset">
      <label htmlFor={id}>Case</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          if (event.currentTarget.value !== '') onSelect(event.currentTarget.value);
        }}
      >
        {value === null && <option value="">Custom</option>}
        {presets.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export type PresetNoteProps = {
  /** The presets. */
  readonly presets: readonly PresetOption[];
  /** The preset the state still equals, or null. */
  readonly value: string | null;
  /** What to say when the state is no preset. */
  readonly customText?: string;
};

/** The current preset's one-sentence note. */
export function PresetNote({
  presets,
  value,
  customText = 'Your own configuration.',
}: PresetNoteProps) {
  const current = presets.find((preset) => preset.id === value);
  return (
    <p className="kit-preset-note">
      <span className="kit-preset-name">{current === undefined ? 'Custom' : current.name}:</span>{' '}
      {current === undefined ? customText : current.note}
    </p>
  );
}

export type ToggleProps = {
  /** Visible label. */
  readonly label: string;
  /** Checked or not. */
  readonly checked: boolean;
  /** Called with the new value. */
  readonly onChange: (checked: boolean) => void;
  /** Extra words after the label (e.g. the modifier key that overrides it). */
  readonly hint?: string;
};

/** A labelled checkbox (e.g. "Snap to grid"). */
export function Toggle({ label, checked, onChange, hint }: ToggleProps) {
  return (
    <label className="kit-toggle">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
      {hint !== undefined && <span className="kit-toggle-hint">{hint}</span>}
    </label>
  );
}

export type ResetButtonProps = {
  /** Back to the figure's default state. */
  readonly onReset: () => void;
};

export function ResetButton({ onReset }: ResetButtonProps) {
  return (
    <button type="button" className="kit-button" onClick={onReset}>
      Reset
    </button>
  );
}

/** The iframe snippet for course notes: the embed page with this state, sized for the figure. */
export function iframeSnippet(embedUrl: string, title: string, height = 720): string {
  const escape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return `<iframe src="${escape(embedUrl)}" title="${escape(title)}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}

/** The message an embed page posts to its host with its height (see the embed page). */
export const EMBED_HEIGHT_MESSAGE = 'intersections-explained:height';

/**
 * The script after the snippet's iframe: it resizes the iframe to the height its embed page
 * reports — only messages from the embed's own origin, only for the iframe that sent them, within
 * sane bounds. A host that runs no script keeps the iframe's fixed height, which shows the compact
 * figure whole.
 */
export function embedResizeScript(embedUrl: string, fallbackHeight = 720): string {
  const origin = JSON.stringify(new URL(embedUrl).origin).replaceAll('<', '\\u003c');
  return `<script>addEventListener("message",function(e){var d=e.data;if(e.origin!==${origin}||!d||d.type!=="${EMBED_HEIGHT_MESSAGE}")return;document.querySelectorAll("iframe").forEach(function(f){if(f.contentWindow===e.source)f.style.height=Math.min(Math.max(Number(d.height)||${fallbackHeight},240),2400)+"px"})})</script>`;
}

export type ShareMenuProps = {
  /** Builds the link to this page with the current state (called when the menu is used). */
  readonly link: () => string;
  /** Builds the embed page's URL with the current state. */
  readonly embedLink: () => string;
  /** The iframe's title (the figure's name in words). */
  readonly title: string;
};

/**
 * "Share": copy the link or the iframe snippet. If the clipboard is unavailable (permissions, an
 * insecure context) the text is shown in a read-only field, selected, for the reader to copy.
 */
export function ShareMenu({ link, embedLink, title }: ShareMenuProps) {
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setFallback(null);
      setStatus(`${what} copied.`);
    } catch {
      setFallback(text);
      setStatus(`Copy the ${what.toLowerCase()} from the field below.`);
      requestAnimationFrame(() => fieldRef.current?.select());
    }
  };
  return (
    <details className="kit-share">
      <summary className="kit-button">Share</summary>
      <div className="kit-share-panel">
        <button type="button" className="kit-button" onClick={() => void copy(link(), 'Link')}>
          Copy link
        </button>
        <button
          type="button"
          className="kit-button"
          onClick={() => {
            const url = embedLink();
            void copy(iframeSnippet(url, title) + embedResizeScript(url), 'Embed code');
          }}
        >
          Copy embed code
        </button>
        {fallback !== null && (
          <input
            ref={fieldRef}
            className="kit-share-field"
            readOnly
            value={fallback}
            aria-label="Text to copy"
          />
        )}
        <p className="kit-share-status" role="status">
          {status}
        </p>
      </div>
    </details>
  );
}

export type ToolbarProps = {
  /** The controls, in order. */
  readonly children: ReactNode;
  /** Accessible name of the group. */
  readonly label?: string;
};

/** A row of controls that wraps on narrow screens. */
export function Toolbar({ children, label = 'Figure controls' }: ToolbarProps) {
  return (
    <div className="kit-toolbar no-print" role="group" aria-label={label}>
      {children}
    </div>
  );
}

export type NumberFieldProps = {
  /** Visible label (e.g. "a"). */
  readonly label: string;
  /** The current value. */
  readonly value: number;
  /** Called with each valid number typed; invalid text is kept on screen but not applied. */
  readonly onChange: (value: number) => void;
  /** Arrow-key step of the native number input. */
  readonly step?: number;
  /** Accepted magnitude. */
  readonly bound?: number;
};

/**
 * A number input that tolerates half-typed text ("-", "1e") without fighting the reader: the text
 * is local state, and only complete, finite, in-range numbers are passed on. When the value
 * changes from elsewhere (a handle, a preset) the text follows. Memoised: with a stable
 * `onChange`, a field whose value did not change skips the render (React would otherwise set
 * its input's name and type again on every drag step).
 */
export const NumberField = memo(function NumberField({
  label,
  value,
  onChange,
  step = 0.25,
  bound = 1e15,
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    // Adjusting state during render (React's documented pattern) keeps text and value in step.
    setLastValue(value);
    if (Number(text) !== value) setText(String(value));
  }
  return (
    <span className="kit-number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const parsed = Number(next);
          if (next.trim() !== '' && Number.isFinite(parsed) && Math.abs(parsed) <= bound) {
            onChange(parsed === 0 ? 0 : parsed);
          }
        }}
        onBlur={() => setText(String(value))}
      />
    </span>
  );
});
