import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

interface Row {
  figure: string;
  value: string;
  ratio: string;
  goal: string;
  verdict: string;
}

const rows: Row[] = [];
let helloRps: number | undefined;
const startLoad = loadavg()[0]!;

/** The Fastify hello-world of the same run: every request rate is printed beside it as a ratio. */
export function setHelloWorld(rps: number): void {
  helloRps = rps;
  rows.push({
    figure: 'Fastify hello-world (same machine, same run)',
    value: `${rps.toFixed(0)} req/s`,
    ratio: '100 %',
    goal: '',
    verdict: '',
  });
}

export const helloWorldRps = () => helloRps;

export const ratioToHello = (rps: number) => (helloRps ? `${((rps / helloRps) * 100).toFixed(1)} %` : '');

/** One figure of the run, with its goal and whether it is met (undefined: no goal). */
export function record(figure: string, value: string, goal = '', met?: boolean, rps?: number): void {
  rows.push({
    figure,
    value,
    ratio: rps === undefined ? '' : ratioToHello(rps),
    goal,
    verdict: met === undefined ? '' : met ? 'met' : 'NOT met',
  });
  if (rps !== undefined && helloRps)
    console.log(`    = ${ratioToHello(rps)} of the hello-world's ${helloRps.toFixed(0)} req/s`);
}

/** bench-results.md's hand-written part starts at this line and runs to the end of the file. */
const NOTES_HEADING = '## Notes';

/**
 * bench-results.md at the repository's root. A whole `npm run bench` writes the whole table; a
 * `BENCH_ONLY=…` run replaces its own figures and keeps the others of earlier runs, each run's
 * line (date, machine, load) listed under the table, so the file holds the latest figure of each.
 */
export function writeResults(title: string): void {
  if (rows.length === 0) return;
  const file = fileURLToPath(new URL('../../../bench-results.md', import.meta.url));
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const only = process.env.BENCH_ONLY;
  const runLine = `- ${only ? `\`BENCH_ONLY=${only}\`` : 'whole bench'}: ${new Date().toISOString()} — ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average at start ${startLoad.toFixed(1)}, at end ${loadavg()[0]!.toFixed(1)} (figures from a busy machine are not quiet-machine figures).`;
  const ours = rows.map(
    (r) => `| ${cell(r.figure)} | ${cell(r.value)} | ${r.ratio} | ${cell(r.goal)} | ${r.verdict} |`,
  );
  const figureOf = (line: string) => line.split(' | ')[0]!.slice(2);
  const existing = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  // Written by hand under NOTES_HEADING (before/after comparisons, conditions): kept as it is.
  const notesAt = existing.indexOf(NOTES_HEADING);
  const notes = notesAt < 0 ? [] : existing.slice(notesAt);
  const previous = only ? existing.slice(0, notesAt < 0 ? undefined : notesAt) : [];
  const fresh = new Set(ours.map(figureOf));
  const kept = previous
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Figure |') && !line.startsWith('| ---'))
    .filter((line) => !fresh.has(figureOf(line)));
  const earlierRuns = previous
    .filter((line) => line.startsWith('- '))
    .filter((line) => !only || !line.startsWith(`- \`BENCH_ONLY=${only}\``));
  const lines = [
    `# ${only ? 'Plateau benchmark' : title}`,
    '',
    '| Figure | Value | vs hello-world | Goal | |',
    '| --- | --- | --- | --- | --- |',
    ...kept,
    ...ours,
    '',
    'Runs:',
    '',
    ...earlierRuns,
    runLine,
    '',
    ...notes,
  ];
  writeFileSync(file, lines.join('\n'));
  console.log(
    `\nbench-results.md written (${rows.length} figures of this run, ${kept.length} kept from earlier runs)`,
  );
}
