// The renderer's main-thread tasks from a Chromium trace (CDP Tracing domain), with both their
// wall-clock duration and the CPU time the thread itself spent in them.
//
// Why both: a long task in the browser's sense (the Long Tasks API) is wall-clock, more than
// 50 ms between the start and the end of a task. On a machine whose cores are shared, the
// renderer's thread can be descheduled in the middle of a 5 ms task and resumed 80 ms later; the
// browser then reports an 85 ms long task that the page did not cause and cannot prevent. The CPU
// time of the task (the trace's `tdur`) is the page's own work, whatever else the machine runs.
// A gate judges that, and reports the wall-clock view beside it.

/** Trace categories: RunTask (with thread time) and what runs inside it. */
export const TRACE_CATEGORIES = ['disabled-by-default-devtools.timeline', 'devtools.timeline'];

/** Starts recording; stopTrace returns the events. */
export async function startTrace(cdp) {
  const events = [];
  const collect = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: TRACE_CATEGORIES.join(','),
    transferMode: 'ReportEvents',
  });
  return async function stopTrace() {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

/** The kinds of work inside a task that explain it, with the trace's names. */
const WORK = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  TimerFire: 'script',
  EventDispatch: 'event handlers',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  Commit: 'commit',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  ParseHTML: 'HTML parsing',
};

/**
 * The RunTask events of the busiest renderer main thread (`CrRendererMain`; the page's renderer is
 * the one that did the work), in time order: { start (µs, trace clock), wall (ms), cpu (ms),
 * work: { kind: ms } } where `work` sums the CPU time of the outermost events of each kind inside
 * the task (what is left of `cpu` is work the trace does not name).
 */
export function rendererMainTasks(events) {
  const threadNames = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name);
    }
  }
  const byThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (threadNames.get(thread) !== 'CrRendererMain' || event.ph !== 'X') continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(event);
  }
  let busiest = [];
  let busiestTime = -1;
  for (const threadEvents of byThread.values()) {
    const time = threadEvents
      .filter((event) => event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (time > busiestTime) {
      busiest = threadEvents;
      busiestTime = time;
    }
  }
  const sorted = [...busiest].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = [];
  let current;
  let coveredUntil = -Infinity;
  for (const event of sorted) {
    const end = event.ts + (event.dur ?? 0);
    if (event.name === 'RunTask') {
      current = {
        start: event.ts,
        end,
        wall: (event.dur ?? 0) / 1000,
        cpu: (event.tdur ?? event.dur ?? 0) / 1000,
        work: {},
      };
      tasks.push(current);
      coveredUntil = -Infinity;
      continue;
    }
    const kind = WORK[event.name];
    if (current === undefined || kind === undefined || event.ts >= current.end) continue;
    // Count only the outermost event of a nest (a Layout forced inside a FunctionCall counts as
    // script time of that call).
    if (event.ts < coveredUntil) continue;
    coveredUntil = end;
    current.work[kind] = (current.work[kind] ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000;
  }
  return tasks.map(({ start, wall, cpu, work }) => ({ start, wall, cpu, work }));
}

/** "52 ms of CPU in an 80 ms task: script 30 ms, layout 12 ms, paint 5 ms". */
export function explainTask(task) {
  const named = Object.values(task.work).reduce((sum, ms) => sum + ms, 0);
  const work = { ...task.work, other: Math.max(0, task.cpu - named) };
  const parts = Object.entries(work)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`);
  return `${Math.round(task.cpu)} ms of CPU in a ${Math.round(task.wall)} ms task${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}
