import type { SoakTally } from './soak-tally';

/*
 * A soak's figures as `npm run soak` prints them: what ran, then one MET or MISSED line per goal
 * (duplicates, lost, unhandled, money the journals do not know, and for the crash soak reviews
 * the service's answer decides), each goal 0, then what every miss was, so a failing run says
 * where to look.
 */

export interface SoakReport {
  /** What ran, e.g. `1000 sales at 10% faults, seed 1`. */
  readonly title: string;
  readonly elapsedMs: number;
  /** Lines of figures particular to the soak (faults injected, kills and where they landed). */
  readonly details: readonly string[];
  readonly tally: SoakTally;
  /** Unhandled rejections, exceptions, flow crashes and tills that died on their own. */
  readonly unhandled: readonly string[];
  /**
   * Whether no sale may end in review while the service can tell how its charge stands (the
   * crash soak); under faults a request may stay unanswered, so the fault soak only counts them.
   */
  readonly reviewGoal: boolean;
}

function listed(counts: Readonly<Record<string, number>>): string {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0
    ? 'none'
    : entries.map(([key, value]) => `${key} ${value}`).join(', ');
}

/** Whether every goal was met. */
export function soakMet(report: SoakReport): boolean {
  const { tally, unhandled } = report;
  return (
    tally.duplicates.length === 0 &&
    tally.lost.length === 0 &&
    unhandled.length === 0 &&
    tally.unknown.length === 0 &&
    (!report.reviewGoal || tally.decidableReviews.length === 0)
  );
}

export function soakLines(report: SoakReport): string[] {
  const { tally, unhandled } = report;
  const goal = (name: string, value: number | string, met: boolean) =>
    `${met ? 'MET' : 'MISSED'} ${name}: ${value} (goal 0)`;
  const money = Object.values(tally.unknownMoney).every((amount) => amount === 0);
  return [
    `soak: ${report.title}, ${Math.round(report.elapsedMs / 1000)} s`,
    ...report.details,
    `operations: ${listed(tally.operations)}`,
    `outcomes: ${listed(tally.outcomes)}`,
    `reviews: ${listed(tally.reviews)}`,
    `at the service: ${tally.charges} charges, ${tally.refunds} refunds`,
    goal(
      'duplicates (an operation charged or refunded twice)',
      tally.duplicates.length,
      tally.duplicates.length === 0,
    ),
    goal(
      'lost (no terminal state, no review, no customer awaited)',
      tally.lost.length,
      tally.lost.length === 0,
    ),
    goal('unhandled (rejections, crashes)', unhandled.length, unhandled.length === 0),
    goal(
      'money the service took that the journal does not know',
      money ? 0 : listed(tally.unknownMoney),
      money && tally.unknown.length === 0,
    ),
    report.reviewGoal
      ? goal(
          "reviews where the service's answer decides the outcome",
          tally.decidableReviews.length,
          tally.decidableReviews.length === 0,
        )
      : `reviews where the service's answer decides the outcome: ${tally.decidableReviews.length} (no goal under faults)`,
    ...[
      ...tally.duplicates,
      ...tally.lost,
      ...unhandled,
      ...tally.unknown,
      ...(report.reviewGoal ? tally.decidableReviews : []),
    ].map((line) => `  ${line}`),
  ];
}
