import type { InvokeChannel, ParsedInput } from '../../shared/ipc/ipc-contract';
import type { ApprovalAction } from '../../shared/operators';
import { saleLimitsOf, type SaleLimits } from '../../shared/sale-limits';
import type { CurrencyCode } from '../../shared/money';
import type { HandlerTable, IpcHandler } from '../ipc/handler-table';
import type { ManagerApprovals } from './manager-approvals';
import type { Operators } from './operators';

/*
 * Main's half of manager approvals (main/operators/README.md: Manager approvals): a channel whose
 * action the settings list refuses a cashier without a manager's approval for it, whatever
 * the page did or skipped. A manager signed in, and a till without operators, pass as before.
 * A reprint is held where the print service finds a document is a copy (core-printing.ts).
 */

/** What the rules read to tell whether a call is the listed action. */
export interface ApprovalFacts {
  /** The active store: a sale above its `confirmAbove` is above the threshold. */
  readonly store: () => Promise<{ currency: CurrencyCode; saleLimits?: SaleLimits | undefined }>;
  /** What a capture of this charge may take at most: its authorized amount. */
  readonly authorizedAmount: (chargeId: string) => Promise<number>;
  readonly training: () => boolean;
}

interface ApprovalRule<Channel extends InvokeChannel> {
  readonly action: ApprovalAction;
  /** Whether this call is the action; every call of the channel when absent. */
  readonly applies?: (
    input: ParsedInput<Channel>,
    facts: ApprovalFacts,
  ) => Promise<boolean> | boolean;
}

type ApprovalRules = { readonly [Channel in InvokeChannel]?: ApprovalRule<Channel> };

/** The header's language switch is no settings change: anyone at the till may make it. */
export function languageOnly(patch: object): boolean {
  return Object.keys(patch).every((key) => key === 'language');
}

/**
 * What a cashier changes unasked: the language, and opening the customer display (the shell's
 * menu command) so the customer sees the amount. Turning the display off is a setting.
 */
function anyoneMayChange(patch: { customerDisplay?: boolean | undefined }): boolean {
  const { customerDisplay, ...rest } = patch;
  return customerDisplay !== false && languageOnly(rest);
}

const profiles = { action: 'profiles' } as const;

const approvalRules: ApprovalRules = {
  'flows:start-refund': { action: 'refund' },
  'flows:start-cancel': { action: 'cancel' },
  'flows:start-capture': {
    action: 'partial_capture',
    applies: async ({ chargeId, amount }, facts) =>
      amount < (await facts.authorizedAmount(chargeId)),
  },
  'flows:start-sale': {
    action: 'sale_above_threshold',
    applies: async ({ charge }, facts) =>
      charge.amount > saleLimitsOf(await facts.store()).confirmAbove,
  },
  'settings:set': { action: 'settings', applies: (patch) => !anyoneMayChange(patch) },
  'export:choose-folder': { action: 'settings' },
  'profiles:save': profiles,
  'profiles:replace-credentials': profiles,
  'profiles:remove': profiles,
  'profiles:select-active': profiles,
  'profiles:set-sale-limits': profiles,
  'training:set': {
    action: 'leave_training',
    applies: ({ enabled }, facts) => !enabled && facts.training(),
  },
};

function gate<Channel extends InvokeChannel>(
  handler: IpcHandler<Channel>,
  rule: ApprovalRule<Channel>,
  options: ApprovalGateOptions,
): IpcHandler<Channel> {
  return async (input) => {
    if (options.operators.approvalNeeded(rule.action)) {
      const applies = rule.applies === undefined || (await rule.applies(input, options.facts));
      if (applies) await options.approvals.spend(rule.action);
    }
    return handler(input);
  };
}

interface ApprovalGateOptions {
  readonly operators: Pick<Operators, 'approvalNeeded'>;
  readonly approvals: Pick<ManagerApprovals, 'spend'>;
  readonly facts: ApprovalFacts;
}

/** The handler table with every listed action's channels held until a manager approves. */
export function approvalGate(handlers: HandlerTable, options: ApprovalGateOptions): HandlerTable {
  const gated: Record<string, unknown> = { ...handlers };
  for (const [channel, rule] of Object.entries(approvalRules)) {
    gated[channel] = gate(
      handlers[channel as InvokeChannel] as IpcHandler<InvokeChannel>,
      rule as ApprovalRule<InvokeChannel>,
      options,
    );
  }
  return gated as HandlerTable;
}
