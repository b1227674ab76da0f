import { parseArgs } from 'node:util';
import { exportEncoding, type ExportEncoding } from '../../shared/back-office/export-request';
import { isCalendarDay } from '../../shared/back-office/zoned-day';
import { japanTimeZone } from '../../shared/japan-time';
import { err, type Result } from '../../shared/result';

/*
 * `npm run export -- --from 2026-11-01 --to 2026-11-30 --out FILE [--encoding utf8|sjis]
 *  [--scope store|merchant] [--profile NAME] [--time-zone ZONE] [--closes]`: the arguments and
 * the environment of the headless export, checked before anything is read or written. With
 * `--closes` the till's closes (精算) of those days are exported instead of the history.
 */

export interface ExportArguments {
  readonly fromDate: string;
  readonly toDate: string;
  readonly out: string;
  readonly encoding: ExportEncoding;
  readonly scope: 'store' | 'merchant';
  readonly timeZone: string;
  /** A saved profile's name; without it the connection comes from the environment. */
  readonly profile: string | undefined;
  /** The till's closes of the days, from COUNTER_DATA_DIR's audit trail, not the history. */
  readonly closes: boolean;
}

/** The arguments, `help` when the usage was asked for, or the message saying which one is wrong. */
export type ParsedArguments = Result<ExportArguments | 'help', string>;

export const exportUsage =
  'usage: npm run export -- --from YYYY-MM-DD --to YYYY-MM-DD --out FILE [--encoding utf8|sjis] [--scope store|merchant] [--profile NAME] [--time-zone ZONE] [--closes]';

function refuse(message: string): ParsedArguments {
  return err(message);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    // Intl throws a RangeError for a zone it does not know: that is the answer.
    return false;
  }
}

export function parseExportArguments(argv: readonly string[]): ParsedArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        out: { type: 'string' },
        encoding: { type: 'string', default: 'utf8' },
        scope: { type: 'string', default: 'store' },
        profile: { type: 'string' },
        'time-zone': { type: 'string', default: japanTimeZone },
        closes: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    // parseArgs names the unknown option or the missing value in its message.
    return refuse(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return { ok: true, value: 'help' };
  const { from, to, out, encoding, scope } = values;
  const timeZone = values['time-zone'];
  if (from === undefined || to === undefined || out === undefined) {
    return refuse('--from, --to and --out are required');
  }
  for (const [name, day] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (!isCalendarDay(day))
      return refuse(`${name} ${day} is not a day of the calendar (YYYY-MM-DD)`);
  }
  if (to < from) return refuse(`--to ${to} is before --from ${from}`);
  const parsedEncoding = exportEncoding.safeParse(encoding);
  if (!parsedEncoding.success) return refuse(`--encoding ${encoding} is unknown: use utf8 or sjis`);
  if (scope !== 'store' && scope !== 'merchant') {
    return refuse(`--scope ${scope} is unknown: use store or merchant`);
  }
  if (!isTimeZone(timeZone)) return refuse(`--time-zone ${timeZone} is not a time zone`);
  return {
    ok: true,
    value: {
      fromDate: from,
      toDate: to,
      out,
      encoding: parsedEncoding.data,
      scope,
      timeZone,
      profile: values.profile,
      closes: values.closes,
    },
  };
}
