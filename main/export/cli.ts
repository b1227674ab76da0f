import { zonedRange } from '../../shared/back-office/zoned-day';
import type { ExportSummary } from '../../shared/back-office/export-request';
import { toMajorUnitString, type MinorUnits } from '../../shared/money';
import type { AppTokenCredentials, AppTokenSummary } from '../../shared/profiles';
import { decodeAppTokenClaims, summarizeAppToken } from '../credentials/app-token-claims';
import { createKeychain } from '../credentials/keychain';
import { createProfileStore } from '../credentials/profiles';
import { createServiceClient } from '../service/service-client';
import { parseExportArguments, exportUsage, type ExportArguments } from './export-arguments';
import { ExportError } from './export-error';
import { exportHistory } from './history-export';
import { exportClosesOfDataDir } from './closes-of-data-dir';

/*
 * The headless export for scheduled jobs (docs/back-office.md: Headless export): the same
 * writer as the screen's Export button, reading the connection from COUNTER_BASE_URL,
 * COUNTER_STORE_ID, COUNTER_SECRET and COUNTER_JWT, or from a saved profile (`--profile
 * NAME`, the profiles of COUNTER_DATA_DIR, its secret from the OS keychain). Exit 0 with a
 * one-line summary on stdout; 2 for bad arguments or credentials; 1 when the service or the
 * disk fails. Either way no partial file is left under --out. `--closes` exports the till's
 * closes (精算) of the days from COUNTER_DATA_DIR's audit trail, with no service asked.
 */

/** The service's answers that mean the credentials, not the service, are wrong (conventions: Errors). */
const credentialCodes = new Set([
  'AUTH_HEADER_MISSING',
  'INVALID_APP_TOKEN',
  'INVALID_CREDENTIALS',
  'INVALID_PERMISSIONS',
  'OUTDATED_APP_TOKEN',
  'CREDENTIALS_UNAVAILABLE',
  'CREDENTIALS_MALFORMED',
]);

/** How the export ends without a file: the exit code and the message for the job's log. */
class Refusal extends Error {
  readonly exitCode: 1 | 2;
  constructor(exitCode: 1 | 2, message: string, options?: { cause: unknown }) {
    super(message, options);
    this.exitCode = exitCode;
  }
}

interface Connection {
  readonly baseUrl: string;
  readonly storeId: string | undefined;
  readonly credentials: AppTokenCredentials;
}

function fromEnvironment(env: NodeJS.ProcessEnv): Connection {
  const baseUrl = env['COUNTER_BASE_URL'];
  const secret = env['COUNTER_SECRET'];
  const jwt = env['COUNTER_JWT'];
  const missing = [
    ['COUNTER_BASE_URL', baseUrl],
    ['COUNTER_SECRET', secret],
    ['COUNTER_JWT', jwt],
  ].filter(([, value]) => value === undefined || value === '');
  if (missing.length > 0 || baseUrl === undefined || secret === undefined || jwt === undefined) {
    const names = missing.map(([name]) => name).join(', ');
    throw new Refusal(2, `${names} must be set, or --profile NAME given`);
  }
  const storeId = env['COUNTER_STORE_ID'];
  return { baseUrl, storeId: storeId === '' ? undefined : storeId, credentials: { secret, jwt } };
}

async function fromProfile(name: string, env: NodeJS.ProcessEnv): Promise<Connection> {
  const dataDir = env['COUNTER_DATA_DIR'];
  if (dataDir === undefined || dataDir === '') {
    throw new Refusal(2, '--profile needs COUNTER_DATA_DIR, the folder holding profiles.json');
  }
  const profiles = createProfileStore({ dataDir, keychain: createKeychain() });
  const profile = (await profiles.listProfiles()).find((found) => found.name === name);
  if (profile === undefined) throw new Refusal(2, `there is no saved profile named ${name}`);
  try {
    const credentials = await profiles.credentialsFor(profile.id);
    return { baseUrl: profile.baseUrl, storeId: profile.storeId, credentials };
  } catch (error) {
    // The keychain holds no secret for it, or cannot be reached: the credentials are the problem.
    throw new Refusal(2, `the keychain has no usable secret for profile ${name}`, { cause: error });
  }
}

function summaryLine(summary: ExportSummary, out: string): string {
  const totals = summary.totals
    .map(({ currency, mode, paid, refunded, net }) => {
      const amount = (minor: MinorUnits) => toMajorUnitString(minor, currency);
      return `${currency} ${mode} paid ${amount(paid)} refunded ${amount(refunded)} net ${amount(net)}`;
    })
    .join('; ');
  return `exported ${String(summary.rows)} rows (${String(summary.charges)} charges, ${String(summary.refunds)} refunds) to ${out}${totals === '' ? '' : `; ${totals}`}`;
}

/** A store's app token reads its own store only: all stores would quietly be one. */
function refuseStoreToken(credentials: AppTokenCredentials): void {
  let token: AppTokenSummary;
  try {
    token = summarizeAppToken(decodeAppTokenClaims(credentials.jwt));
  } catch (error) {
    throw new Refusal(2, 'the JWT is not an app token', { cause: error });
  }
  if (token.kind === 'store') {
    throw new Refusal(
      2,
      `--scope merchant needs a merchant app token: this token reads store ${token.storeId} only`,
    );
  }
}

function refusalOf(error: ExportError, options: ExportArguments): Refusal {
  switch (error.code) {
    case 'EXPORT_SERVICE_FAILED': {
      const code = error.serviceCode ?? 'UNKNOWN';
      return credentialCodes.has(code)
        ? new Refusal(2, `the service refused the credentials (${code})`)
        : new Refusal(1, `the service failed (${code}); nothing was written`);
    }
    case 'EXPORT_FOLDER_UNWRITABLE':
      return new Refusal(2, `cannot write ${options.out}: its folder is missing or not writable`);
    case 'EXPORT_DISK_FULL':
      return new Refusal(1, `the disk is full; nothing was written to ${options.out}`);
    case 'EXPORT_RANGE_REVERSED':
      return new Refusal(2, '--to is before --from');
    case 'EXPORT_CANCELLED':
      return new Refusal(1, 'the export was interrupted; nothing was written');
    default:
      return new Refusal(1, `the export failed (${error.code}); nothing was written`);
  }
}

async function exportClosesOf(options: ExportArguments, env: NodeJS.ProcessEnv): Promise<string> {
  const dataDir = env['COUNTER_DATA_DIR'];
  if (dataDir === undefined || dataDir === '') {
    throw new Refusal(2, '--closes needs COUNTER_DATA_DIR, the folder holding the till’s journal');
  }
  try {
    const exported = await exportClosesOfDataDir(dataDir, options);
    if (!exported.ok) throw new Refusal(1, exported.error);
    const { closes, rows } = exported.value;
    return `exported ${String(closes)} closes (${String(rows)} rows) to ${options.out}`;
  } catch (error) {
    if (error instanceof ExportError) throw refusalOf(error, options);
    throw error;
  }
}

async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const parsed = parseExportArguments(argv);
  if (!parsed.ok) throw new Refusal(2, `${parsed.error}\n${exportUsage}`);
  if (parsed.value === 'help') return exportUsage;
  const options = parsed.value;
  if (options.closes) return exportClosesOf(options, env);
  const connection =
    options.profile === undefined ? fromEnvironment(env) : await fromProfile(options.profile, env);
  if (!URL.canParse(connection.baseUrl)) {
    throw new Refusal(2, `the service address ${connection.baseUrl} is not a URL`);
  }
  if (options.scope === 'store' && connection.storeId === undefined) {
    throw new Refusal(2, 'COUNTER_STORE_ID must be set for --scope store');
  }
  if (options.scope === 'merchant') refuseStoreToken(connection.credentials);
  const client = createServiceClient({
    baseUrl: connection.baseUrl,
    appVersion: 'headless-export',
    credentials: () => Promise.resolve(connection.credentials),
  });
  const interrupted = new AbortController();
  const interrupt = () => interrupted.abort();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const summary = await exportHistory(
      { storeId: connection.storeId ?? '', client },
      { scope: options.scope, query: zonedRange(options, options.timeZone) },
      { path: options.out, encoding: options.encoding, timeZone: options.timeZone },
      { signal: interrupted.signal },
    );
    return summaryLine(summary, options.out);
  } catch (error) {
    if (error instanceof ExportError) throw refusalOf(error, options);
    throw error;
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await client.close();
  }
}

main(process.argv.slice(2), process.env).then(
  (line) => {
    process.stdout.write(`${line}\n`);
    process.exitCode = 0;
  },
  (error: unknown) => {
    if (error instanceof Refusal) {
      process.stderr.write(`export: ${error.message}\n`);
      process.exitCode = error.exitCode;
      return;
    }
    process.stderr.write(`export: unexpected failure: ${String(error)}\n`);
    process.exitCode = 1;
  },
);
