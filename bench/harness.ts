/**
 * The benchmark harness: times contenders over one fixed input array with tinybench, and checks
 * every contender's answers against ours and against an exact referee.
 *
 * One timed iteration = one pass of a contender over the WHOLE input array (4096 queries), so
 * "queries/s" = 4096 / (mean time of an iteration). Each pass folds something from every result
 * into a checksum that is returned and accumulated in a global sink, so no call is dead code.
 * Inputs are converted to each library's own shapes before timing (in `prepare`), never inside
 * the timed pass.
 */
import { Bench } from 'tinybench';

/** `hot`: one of our hot-loop entry points (numbers in, a case code out, a caller's buffer). */
export type Role = 'ours' | 'plain' | 'library' | 'hot';

export type TimingRow = {
  name: string;
  role: Role;
  /** Queries per second (each query is one call on one input). */
  queriesPerSecond: number;
  /** Relative margin of error of the mean iteration time, percent (95%). */
  rme: number;
  samples: number;
  /** This contender's time divided by the fastest one's (1 = fastest). */
  ratioToFastest: number;
};

/** Who was right when a library's answer differed from ours. */
export type Verdict = 'ours-wrong' | 'library-wrong' | 'convention';

export type Settlement = { verdict: Verdict; cause: string };

export type SettledGroup = Settlement & { count: number; example: string };

export type CheckRow = {
  contender: string;
  compared: number;
  disagreements: number;
  groups: SettledGroup[];
};

export type SetReport = {
  set: string;
  description: string;
  timings: TimingRow[];
  /** ours (exact) time / plain float time. */
  exactOverPlain: number;
  /** Ours against the exact referee: inputs where ours is wrong (listed precisely). */
  oursWrong: { count: number; examples: string[] };
  /** Plain float against the exact referee (what the exactness buys). */
  plainWrong: { count: number; example?: string };
  /** Each hot-loop entry point against the exact referee: inputs where it is wrong. */
  hotWrong: { contender: string; count: number; examples: string[] }[];
  checks: CheckRow[];
};

export type FamilyReport = {
  id: string;
  title: string;
  query: string;
  contenders: { name: string; role: Role; how: string; yesNo?: boolean }[];
  comparedOn: string;
  notes: string[];
  sets: SetReport[];
};

export type LibraryAdapter<I, A> = {
  name: string;
  /** What is called in the timed pass, and how inputs were converted beforehand. */
  how: string;
  /** Converts the inputs (untimed) and returns the timed pass and an answer reader. */
  prepare(inputs: readonly I[]): { pass: () => number; answer: (index: number) => A };
  /** Does this library's answer agree with ours (in the common terms)? */
  agree(ours: A, library: A, input: I): boolean;
  /** Called on a disagreement, ours being right (checked first against the referee). */
  settle(input: I, library: A, exact: A): Settlement;
  /** When false the library is only checked, not timed (e.g. a second reading of one call). */
  timed?: boolean;
  /** The library answers only yes/no (a smaller question than ours). */
  yesNo?: boolean;
};

/**
 * One of our hot-loop entry points. Timed like a library (its own loop over inputs converted to
 * numbers beforehand, one output buffer reused), and every answer is checked against the exact
 * referee, as ours is.
 */
export type HotContender<I, A> = {
  name: string;
  /** What is called in the timed pass, and how inputs were converted beforehand. */
  how: string;
  /** Converts the inputs (untimed) and returns the timed pass and an answer reader. */
  prepare(inputs: readonly I[]): { pass: () => number; answer: (index: number) => A };
  /**
   * The exact answer to the question this entry point answers, when it is not the family's own
   * (a ray entry point in a segment family); the family's `exact` otherwise.
   */
  exact?: (input: I) => A;
  /**
   * Compares an answer with the exact one when this entry point answers less than the family's
   * common terms (a yes/no); the family's `mismatch` otherwise.
   */
  mismatch?: (answer: A, exact: A, input: I) => string | null;
};

export type InputSet<I> = { name: string; description: string; inputs: I[] };

export type Family<I, R, A> = {
  id: string;
  title: string;
  query: string;
  /** The common terms in which answers are compared, in words. */
  comparedOn: string;
  notes: string[];
  sets: InputSet<I>[];
  ours: { name: string; how: string; run: (input: I) => R };
  plain: { name: string; how: string; run: (input: I) => R };
  /** Folds a result into a number so the timed pass cannot be optimised away. */
  fold(result: R): number;
  /** Our (or plain's) result in the common terms. */
  project(result: R, input: I): A;
  /** The exact answer in the common terms, in our conventions. */
  exact(input: I): A;
  /** Does a result of ours (or plain's) equal the exact answer? Returns a mismatch reason or null. */
  mismatch(answer: A, exact: A, input: I): string | null;
  libraries: LibraryAdapter<I, A>[];
  /** Our hot-loop entry points for this query, if any. */
  hot?: HotContender<I, A>[];
};

export type HarnessOptions = { time: number; warmupTime: number; rounds: number; quiet: boolean };

let sink = 0;
/** The accumulated checksum of every timed pass (printed, so nothing is dead code). */
export const checksum = (): number => sink;

/**
 * The timed pass of one of our functions over the inputs. Compiled afresh for every contender
 * (`new Function`) so that each loop has its own type feedback: one shared loop would see every
 * function of every family, go megamorphic and stop V8 from inlining — a handicap the library
 * passes (each written out as its own loop) would not have.
 */
let passes = 0;

function passOver<I, R>(
  inputs: readonly I[],
  run: (input: I) => R,
  fold: (result: R) => number,
): () => number {
  const make = new Function(
    'inputs',
    'run',
    'fold',
    `return function pass() { let acc = 0; for (let i = 0; i < inputs.length; i++) acc += fold(run(inputs[i])); return acc; }; // ${++passes}`,
  ) as (inputs: readonly I[], run: (input: I) => R, fold: (result: R) => number) => () => number;
  return make(inputs, run, fold);
}

export async function timePasses(
  tasks: { name: string; role: Role; pass: () => number }[],
  queriesPerPass: number,
  options: HarnessOptions,
): Promise<TimingRow[]> {
  // Several interleaved rounds, keeping each task's best round: on a shared machine noise only
  // ever adds time, so the fastest round is the best estimate of a task's own cost, and
  // interleaving spreads a burst of outside load over all contenders instead of one.
  const best = new Map<string, { meanMs: number; rme: number; samples: number }>();
  for (let round = 0; round < options.rounds; round++) {
    const bench = new Bench({
      time: options.time / options.rounds,
      warmupTime: round === 0 ? options.warmupTime : options.warmupTime / 4,
      iterations: 8,
      warmupIterations: 4,
      throws: true,
    });
    for (const task of tasks) {
      bench.add(task.name, () => {
        sink += task.pass();
      });
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result as unknown as {
        latency?: { mean: number; rme: number };
        error?: unknown;
      };
      if (!result.latency)
        throw new Error(`benchmark task ${task.name} failed: ${String(result.error)}`);
      const previous = best.get(task.name);
      const samples = (previous?.samples ?? 0) + task.runs;
      if (!previous || result.latency.mean < previous.meanMs) {
        best.set(task.name, { meanMs: result.latency.mean, rme: result.latency.rme, samples });
      } else {
        previous.samples = samples;
      }
    }
  }
  const rows: TimingRow[] = tasks.map((task) => {
    const stats = best.get(task.name)!;
    return {
      name: task.name,
      role: task.role,
      queriesPerSecond: (queriesPerPass / stats.meanMs) * 1000,
      rme: stats.rme,
      samples: stats.samples,
      ratioToFastest: 0,
    };
  });
  const fastest = Math.max(...rows.map((row) => row.queriesPerSecond));
  for (const row of rows) row.ratioToFastest = fastest / row.queriesPerSecond;
  return rows;
}

/** A compact, exact description of an input for the report (shortest round-trip numbers). */
export function describe(input: unknown): string {
  return JSON.stringify(input);
}

export async function runFamily<I, R, A>(
  family: Family<I, R, A>,
  options: HarnessOptions,
  log: (line: string) => void,
): Promise<FamilyReport> {
  const sets: SetReport[] = [];
  for (const set of family.sets) {
    const inputs = set.inputs;
    const prepared = family.libraries.map((library) => ({ library, ...library.prepare(inputs) }));
    const hot = (family.hot ?? []).map((contender) => ({
      contender,
      ...contender.prepare(inputs),
    }));
    const tasks = [
      {
        name: family.ours.name,
        role: 'ours' as const,
        pass: passOver(inputs, family.ours.run, family.fold),
      },
      {
        name: family.plain.name,
        role: 'plain' as const,
        pass: passOver(inputs, family.plain.run, family.fold),
      },
      ...hot.map((entry) => ({
        name: entry.contender.name,
        role: 'hot' as const,
        pass: entry.pass,
      })),
      ...prepared
        .filter((entry) => entry.library.timed !== false)
        .map((entry) => ({ name: entry.library.name, role: 'library' as const, pass: entry.pass })),
    ];
    const timings = await timePasses(tasks, inputs.length, options);
    const oursRow = timings.find((row) => row.role === 'ours')!;
    const plainRow = timings.find((row) => row.role === 'plain')!;

    // Answers (untimed): ours, plain, every library, and the exact referee.
    const oursWrong = { count: 0, examples: [] as string[] };
    const plainWrong: SetReport['plainWrong'] = { count: 0 };
    const hotWrong = hot.map((entry) => ({
      contender: entry.contender.name,
      count: 0,
      examples: [] as string[],
    }));
    const checks = prepared.map((entry) => ({
      contender: entry.library.name,
      compared: 0,
      disagreements: 0,
      groups: new Map<string, SettledGroup>(),
    }));
    for (let i = 0; i < inputs.length; i++) {
      const input = inputs[i]!;
      const exact = family.exact(input);
      const ours = family.project(family.ours.run(input), input);
      const oursMismatch = family.mismatch(ours, exact, input);
      if (oursMismatch !== null) {
        oursWrong.count++;
        if (oursWrong.examples.length < 20)
          oursWrong.examples.push(`${oursMismatch} — input ${describe(input)}`);
      }
      const plainMismatch = family.mismatch(
        family.project(family.plain.run(input), input),
        exact,
        input,
      );
      if (plainMismatch !== null) {
        plainWrong.count++;
        plainWrong.example ??= `${plainMismatch} — input ${describe(input)}`;
      }
      hot.forEach((entry, k) => {
        const reference = entry.contender.exact ? entry.contender.exact(input) : exact;
        const mismatch = entry.contender.mismatch ?? family.mismatch;
        const hotMismatch = mismatch(entry.answer(i), reference, input);
        if (hotMismatch === null) return;
        const wrong = hotWrong[k]!;
        wrong.count++;
        if (wrong.examples.length < 20)
          wrong.examples.push(`${hotMismatch} — input ${describe(input)}`);
      });
      prepared.forEach((entry, k) => {
        const check = checks[k]!;
        check.compared++;
        const answer = entry.answer(i);
        if (entry.library.agree(ours, answer, input)) return;
        check.disagreements++;
        let settlement: Settlement;
        if (oursMismatch !== null) {
          settlement = {
            verdict: 'ours-wrong',
            cause:
              family.mismatch(answer, exact, input) === null
                ? 'library matches the exact answer'
                : 'both differ from the exact answer',
          };
        } else {
          settlement = entry.library.settle(input, answer, exact);
        }
        const key = `${settlement.verdict}|${settlement.cause}`;
        const group = check.groups.get(key);
        if (group) group.count++;
        else check.groups.set(key, { ...settlement, count: 1, example: describe(input) });
      });
    }
    const report: SetReport = {
      set: set.name,
      description: set.description,
      timings,
      exactOverPlain: plainRow.queriesPerSecond / oursRow.queriesPerSecond,
      oursWrong,
      plainWrong,
      hotWrong,
      checks: checks.map((check) => ({
        contender: check.contender,
        compared: check.compared,
        disagreements: check.disagreements,
        groups: [...check.groups.values()].sort((x, y) => y.count - x.count),
      })),
    };
    sets.push(report);
    if (!options.quiet) log(formatSet(family, report));
  }
  return {
    id: family.id,
    title: family.title,
    query: family.query,
    comparedOn: family.comparedOn,
    notes: family.notes,
    contenders: [
      { name: family.ours.name, role: 'ours', how: family.ours.how },
      { name: family.plain.name, role: 'plain', how: family.plain.how },
      ...(family.hot ?? []).map((contender) => ({
        name: contender.name,
        role: 'hot' as const,
        how: contender.how,
      })),
      ...family.libraries.map((library) => ({
        name: library.name,
        role: 'library' as const,
        how: library.how,
        ...(library.yesNo ? { yesNo: true } : {}),
      })),
    ],
    sets,
  };
}

// ---------------------------------------------------------------------------------------------
// Plain-text output for the terminal.

export function formatRate(queriesPerSecond: number): string {
  if (queriesPerSecond >= 1e6) return `${(queriesPerSecond / 1e6).toFixed(2)} M`;
  if (queriesPerSecond >= 1e3) return `${(queriesPerSecond / 1e3).toFixed(1)} k`;
  return queriesPerSecond.toFixed(0);
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

export function formatSet<I, R, A>(family: Family<I, R, A>, report: SetReport): string {
  const lines: string[] = [];
  lines.push('');
  lines.push(`== ${family.title} — ${report.set} inputs (${report.description})`);
  const width = Math.max(12, ...report.timings.map((row) => row.name.length)) + 2;
  lines.push(
    `   ${pad('contender', width)}${pad('queries/s', 12, true)}${pad('±rme', 9, true)}${pad('÷ fastest', 11, true)}`,
  );
  const sorted = [...report.timings].sort((x, y) => y.queriesPerSecond - x.queriesPerSecond);
  for (const row of sorted) {
    lines.push(
      `   ${pad(row.name, width)}${pad(formatRate(row.queriesPerSecond), 12, true)}${pad(`${row.rme.toFixed(1)}%`, 9, true)}${pad(row.ratioToFastest.toFixed(2), 11, true)}`,
    );
  }
  lines.push(`   exact / plain float: ${report.exactOverPlain.toFixed(2)}×`);
  // Each hot-loop entry point against the fastest library answering the same question, and the
  // fastest yes/no one: time ratios (below 1 = ours faster).
  const yesNo = new Set(family.libraries.filter((l) => l.yesNo).map((l) => l.name));
  const fastestOf = (rows: TimingRow[]) =>
    rows.reduce<TimingRow | undefined>(
      (best, row) =>
        best === undefined || row.queriesPerSecond > best.queriesPerSecond ? row : best,
      undefined,
    );
  const libraries = report.timings.filter((row) => row.role === 'library');
  const full = fastestOf(libraries.filter((row) => !yesNo.has(row.name)));
  const small = fastestOf(libraries.filter((row) => yesNo.has(row.name)));
  for (const row of report.timings.filter((timing) => timing.role === 'hot')) {
    const versus = [full, small]
      .filter((peer): peer is TimingRow => peer !== undefined)
      .map(
        (peer) =>
          `÷ ${peer.name}${yesNo.has(peer.name) ? ' (yes/no)' : ''} ${(peer.queriesPerSecond / row.queriesPerSecond).toFixed(2)}×`,
      );
    if (versus.length > 0) lines.push(`   ${row.name} time ${versus.join(', ')}`);
  }
  lines.push(
    `   ours vs exact referee: ${report.oursWrong.count === 0 ? 'all agree' : `${report.oursWrong.count} WRONG`}; plain float vs exact: ${report.plainWrong.count} differ`,
  );
  for (const example of report.oursWrong.examples) lines.push(`     OURS WRONG: ${example}`);
  for (const wrong of report.hotWrong) {
    lines.push(
      `   ${wrong.contender} vs exact referee: ${wrong.count === 0 ? 'all agree' : `${wrong.count} WRONG`}`,
    );
    for (const example of wrong.examples) lines.push(`     HOT-LOOP WRONG: ${example}`);
  }
  for (const check of report.checks) {
    lines.push(
      `   ${check.contender}: ${check.disagreements}/${check.compared} disagree with ours`,
    );
    for (const group of check.groups) {
      lines.push(`     ${String(group.count).padStart(5)}  ${group.verdict}: ${group.cause}`);
    }
  }
  return lines.join('\n');
}
