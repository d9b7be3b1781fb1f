/**
 * Time controls for a moving figure: a slider for t, play/pause, step back and forward, and "next
 * contact". Playing is always the reader's choice (no autoplay); with `prefers-reduced-motion`
 * the play button advances in visible steps instead of a smooth animation.
 */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from './format';
import { usePrefersReducedMotion } from './hooks';

/** Seconds for t to run from 0 to 1 while playing. */
const PLAY_SECONDS = 4;
/** Size of one step button press. */
const STEP = 0.05;
/** Under reduced motion, playing advances one step this often instead of animating. */
const REDUCED_STEP_MS = 700;

/** The first contact time strictly after `t` (wrapping to the first one), or `null` when there is none. */
export function nextContact(t: number, contacts: readonly number[]): number | null {
  const sorted = [...contacts].filter(Number.isFinite).sort((a, b) => a - b);
  const after = sorted.find((time) => time > t + 1e-9);
  return after ?? sorted[0] ?? null;
}

/** Steps t by `delta`, landing on multiples of the step and staying in [0, 1]. */
export function stepTime(t: number, delta: number): number {
  const next = Math.round((t + delta) / STEP) * STEP;
  return Math.min(1, Math.max(0, Number(next.toFixed(10))));
}

export type TimeScrubberProps = {
  /** The current time in [0, 1]. */
  readonly t: number;
  /** Called with the new time. */
  readonly onChange: (t: number) => void;
  /** Contact times for "next contact" (hits, and the starts of contact intervals). */
  readonly contacts: readonly number[];
  /** Slider label (defaults to "Time t"). */
  readonly label?: string;
};

type TimeRangeProps = Pick<TimeScrubberProps, 't' | 'onChange'> & { readonly label: string };

/**
 * The slider with its name and value, memoised on its own: a drag that changes the contacts but
 * not the time does not re-render the input (React would set its name and type again).
 */
const TimeRange = memo(function TimeRange({ t, onChange, label }: TimeRangeProps) {
  const inputId = useId();
  return (
    <div className="kit-range">
      <label className="kit-range-name" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={t}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <output className="kit-range-value" htmlFor={inputId}>
        {formatNumber(t)}
      </output>
    </div>
  );
});

/** Memoised: a drag that moves neither the time nor the contacts does not re-render it. */
export const TimeScrubber = memo(function TimeScrubber({
  t,
  onChange,
  contacts,
  label = 'Time t',
}: TimeScrubberProps) {
  const [playing, setPlaying] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const latest = useRef({ t, onChange });
  // The animation reads the latest time and setter; updated after each commit, not during render.
  useEffect(() => {
    latest.current = { t, onChange };
  });

  useEffect(() => {
    if (!playing) return;
    if (reducedMotion) {
      const timer = setInterval(() => {
        const next = stepTime(latest.current.t, STEP * 2);
        latest.current.onChange(next);
        if (next >= 1) setPlaying(false);
      }, REDUCED_STEP_MS);
      return () => clearInterval(timer);
    }
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const next = Math.min(1, latest.current.t + (now - last) / 1000 / PLAY_SECONDS);
      last = now;
      latest.current.onChange(Number(next.toFixed(4)));
      if (next >= 1) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, reducedMotion]);

  const togglePlay = () => {
    if (!playing && t >= 1) onChange(0);
    setPlaying(!playing);
  };
  const next = nextContact(t, contacts);
  return (
    <div className="kit-scrubber" role="group" aria-label="Time controls">
      <button
        type="button"
        className="kit-button kit-play"
        onClick={togglePlay}
        aria-pressed={playing}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> {playing ? 'Pause' : 'Play'}
      </button>
      <button
        type="button"
        className="kit-button kit-icon"
        onClick={() => onChange(stepTime(t, -STEP))}
        aria-label="Step back"
        title="Step back"
      >
        <span aria-hidden="true">◀︎|</span>
      </button>
      <TimeRange t={t} onChange={onChange} label={label} />
      <button
        type="button"
        className="kit-button kit-icon"
        onClick={() => onChange(stepTime(t, STEP))}
        aria-label="Step forward"
        title="Step forward"
      >
        <span aria-hidden="true">|▶︎</span>
      </button>
      <button
        type="button"
        className="kit-button"
        onClick={() => {
          if (next !== null) onChange(next);
        }}
        disabled={next === null}
      >
        Next contact
      </button>
    </div>
  );
});
