/**
 * Code that a figure needs only after the reader does something, loaded then (a dynamic import,
 * not React.lazy, whose runtime would cost more than it saves), while the server still renders
 * the part in place so the page without JavaScript is complete.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { sameData } from './figure/model';

/** A module loaded the first time `wanted` holds (null before: on the server and at hydration). */
export function useModuleWhen<M>(load: () => Promise<M>, wanted: boolean): M | null {
  const [module, setModule] = useState<{ readonly loaded: M } | null>(null);
  useEffect(() => {
    if (wanted && module === null) void load().then((loaded) => setModule({ loaded }));
  }, [load, wanted, module]);
  return module?.loaded ?? null;
}

/** Hydrating an element with `dangerouslySetInnerHTML` keeps its server children as they are. */
const SERVER_MARKUP = { __html: '' };

export type OnDemandProps<P extends object> = {
  /** Class of the wrapping `div` (the same on the server and in the browser). */
  readonly className: string;
  /**
   * What the server renders: pass `import.meta.env.SSR ? <Part … /> : null`, so the browser's
   * bundle drops the statically imported part.
   */
  readonly server: ReactNode;
  /** The part's module, e.g. `() => import('./plot').then((m) => m.Plot)`; keep it stable. */
  readonly load: () => Promise<ComponentType<P>>;
  /** Load now (e.g. the state differs from the first one); the pointer or focus entering also loads. */
  readonly wanted: boolean;
  readonly props: P;
};

/**
 * A part rendered by the server and kept as the server's markup in the browser until it is
 * wanted, then rendered live by its loaded module.
 */
export function OnDemand<P extends object>(props: OnDemandProps<P>) {
  const { className, server, load, wanted } = props;
  const [entered, setEntered] = useState(false);
  const loaded = useModuleWhen(load, wanted || entered);
  const box = useRef<HTMLDivElement>(null);
  // The live part replaces the server's markup: a reader whose focus was on a control there (the
  // focus itself loads the part) keeps it on the same control of the live part.
  const carriedFocus = useRef<number | null>(null);
  if (loaded !== null && carriedFocus.current === null && !import.meta.env.SSR) {
    carriedFocus.current = focusedIndex(box.current);
  }
  useLayoutEffect(() => {
    const index = carriedFocus.current;
    if (loaded === null || index === null || index < 0) return;
    carriedFocus.current = -1;
    focusablesIn(box.current)[index]?.focus();
  }, [loaded]);
  if (import.meta.env.SSR) return <div className={className}>{server}</div>;
  if (loaded === null) {
    const enter = () => setEntered(true);
    return (
      <div
        ref={box}
        className={className}
        onPointerEnter={enter}
        onFocus={enter}
        dangerouslySetInnerHTML={SERVER_MARKUP}
      />
    );
  }
  const Part = loaded;
  return (
    <div ref={box} key="live" className={className}>
      <Part {...props.props} />
    </div>
  );
}

/** What a keyboard reaches inside `root`, in document order. */
const focusablesIn = (root: HTMLElement | null): HTMLElement[] =>
  root === null
    ? []
    : [
        ...root.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ];

/** The focused element's place among `root`'s focusables; -1 when the focus is elsewhere. */
const focusedIndex = (root: HTMLElement | null): number =>
  focusablesIn(root).findIndex((element) => element === document.activeElement);

export type OnDemandPartSpec<P extends object> = {
  readonly className: string;
  /** The part for the server: `import.meta.env.SSR ? Part : null` (the browser's bundle drops it). */
  readonly Server: ComponentType<P> | null;
  readonly load: () => Promise<ComponentType<P>>;
  /** What the part follows (the state, the input): it loads once this first differs (sameData). */
  readonly follows: (props: P) => unknown;
};

/** A component (a figure's panel) that is `OnDemand` around a part, loaded once it must change. */
export function onDemandPart<P extends object>(spec: OnDemandPartSpec<P>): ComponentType<P> {
  const { className, Server, load, follows } = spec;
  return function OnDemandPart(props: P) {
    const first = useRef(follows(props)).current;
    const server = Server === null ? null : <Server {...props} />;
    const wanted = !sameData(follows(props), first);
    return <OnDemand {...{ className, server, load, wanted, props }} />;
  };
}
