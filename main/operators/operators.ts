import { randomUUID } from 'node:crypto';
import type {
  ApprovalAction,
  OperatorRole,
  OperatorsState,
  OperatorSummary,
  PrintedOperator,
  ReceiptOperator,
} from '../../shared/operators';
import type { RecordAudit } from '../core/audit-recorder';
import { operatorFailure } from './operator-failure';
import {
  readOperatorFile,
  writeOperatorFile,
  type OperatorFile,
  type StoredOperator,
} from './operator-file';
import { hashPin, pinMatches, tillPinCost } from './pin-hash';
import { lockoutAfter } from './pin-lockout';

/*
 * The till's operators and who is signed in (docs/architecture.md: Operators and sign-in).
 * Main holds the rules: the page only shows what `state()` answers, so a page that skips a
 * check gains nothing.
 */

interface OperatorsOptions {
  readonly dataDir: string;
  readonly now: () => Date;
  readonly recordAudit: RecordAudit;
  /** The scrypt cost of new PIN hashes; the till's own unless a test asks for a cheaper one. */
  readonly pinCost?: number;
}

function summaryOf({ id, name, role, number }: StoredOperator): OperatorSummary {
  return { id, name, role, number };
}

function notFound() {
  return operatorFailure('OPERATOR_NOT_FOUND', 'No operator has this id.');
}

export async function openOperators({
  dataDir,
  now,
  recordAudit,
  pinCost = tillPinCost,
}: OperatorsOptions) {
  let file = await readOperatorFile(dataDir);
  let signedInId: string | null = null;

  // Each change reads, modifies and writes the file; one at a time, so none is lost.
  let changes: Promise<unknown> = Promise.resolve();
  function exclusive<T>(change: () => Promise<T>): Promise<T> {
    const result = changes.then(change);
    changes = result.then(settled, settled);
    return result;
  }

  async function save(next: OperatorFile): Promise<void> {
    await writeOperatorFile(dataDir, next);
    file = next;
  }

  function find(operatorId: string): StoredOperator {
    const found = file.operators.find((operator) => operator.id === operatorId);
    if (found === undefined) throw notFound();
    return found;
  }

  function signedIn(): StoredOperator | null {
    // A removed operator is signed out with their record.
    return file.operators.find((operator) => operator.id === signedInId) ?? null;
  }

  function state(): OperatorsState {
    const current = signedIn();
    const retryAt = file.retryAt !== null && now() < new Date(file.retryAt) ? file.retryAt : null;
    return {
      operators: file.operators.map(summaryOf),
      signedIn: current === null ? null : summaryOf(current),
      idleSignOutMinutes: file.idleSignOutMinutes,
      retryAt,
      approvalActions: file.approvalActions,
      receiptOperator: file.receiptOperator,
    };
  }

  function requireManager(): StoredOperator {
    const current = signedIn();
    if (current?.role !== 'manager') {
      throw operatorFailure('MANAGER_REQUIRED', 'Only a signed-in manager can manage operators.');
    }
    return current;
  }

  function refuseTakenName(name: string, except?: string): void {
    const taken = file.operators.some(
      (operator) => operator.id !== except && operator.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) {
      throw operatorFailure('OPERATOR_NAME_TAKEN', 'Another operator has this name.');
    }
  }

  /** Refuses a change that would leave the till with no manager to manage it. */
  function refuseLastManager(operator: StoredOperator): void {
    const managers = file.operators.filter((other) => other.role === 'manager');
    if (operator.role === 'manager' && managers.length === 1) {
      throw operatorFailure('LAST_MANAGER', 'The till must keep at least one manager.');
    }
  }

  function replace(operator: StoredOperator): OperatorFile {
    return {
      ...file,
      operators: file.operators.map((other) => (other.id === operator.id ? operator : other)),
    };
  }

  /**
   * Whether `pin` is the operator's, counting wrong PINs in a row for the whole till: the
   * PIN pad and a manager's approval wait alike, so neither is a way around the other.
   */
  async function verifyPin(operatorId: string, pin: string): Promise<StoredOperator> {
    const at = now();
    if (file.retryAt !== null && at < new Date(file.retryAt)) {
      throw operatorFailure('PIN_RETRY_LATER', 'Too many wrong PINs; the PIN pad waits.');
    }
    const operator = find(operatorId);
    if (await pinMatches(pin, operator.pin)) {
      if (file.failedSignIns > 0) await save({ ...file, failedSignIns: 0, retryAt: null });
      return operator;
    }
    const failedSignIns = file.failedSignIns + 1;
    const waitMs = lockoutAfter(failedSignIns);
    await save({
      ...file,
      failedSignIns,
      retryAt: waitMs === 0 ? null : new Date(at.getTime() + waitMs).toISOString(),
    });
    throw operatorFailure('WRONG_PIN', 'The PIN is not this operator’s.');
  }

  async function add(name: string, role: OperatorRole, pin: string): Promise<StoredOperator> {
    refuseTakenName(name);
    const number = file.lastNumber + 1;
    const operator: StoredOperator = {
      id: randomUUID(),
      name,
      role,
      number,
      pin: await hashPin(pin, pinCost),
    };
    await recordAudit({
      action: 'operator_change',
      details: { operatorId: operator.id, change: 'added', role },
    });
    await save({ ...file, lastNumber: number, operators: [...file.operators, operator] });
    return operator;
  }

  return {
    state,
    /** Whether the till uses operators and nobody is signed in. */
    signInNeeded(): boolean {
      return file.operators.length > 0 && signedIn() === null;
    },
    /** The name the journal and the audit trail record; undefined with nobody signed in. */
    operatorName(): string | undefined {
      return signedIn()?.name;
    },

    signIn(operatorId: string, pin: string): Promise<OperatorsState> {
      return exclusive(async () => {
        signedInId = (await verifyPin(operatorId, pin)).id;
        return state();
      });
    },

    /** The signed-in operator, or null: whom an approval is for. */
    signedIn(): OperatorSummary | null {
      const current = signedIn();
      return current === null ? null : summaryOf(current);
    },

    /** A manager who typed their PIN on the spot, not signing in; refused for a cashier. */
    verifyManager(operatorId: string, pin: string): Promise<OperatorSummary> {
      return exclusive(async () => {
        const operator = await verifyPin(operatorId, pin);
        if (operator.role !== 'manager') {
          throw operatorFailure('APPROVER_NOT_MANAGER', 'Only a manager can approve.');
        }
        return summaryOf(operator);
      });
    },

    /** Whether a cashier signed in needs a manager for `action`; never without operators. */
    approvalNeeded(action: ApprovalAction): boolean {
      const current = signedIn();
      return current?.role === 'cashier' && file.approvalActions.includes(action);
    },

    /**
     * How a customer's document names whoever the journal recorded: their number when the
     * settings say so and they are still an operator (names are unique), else the name.
     */
    printedOperator(recordedName: string | undefined): PrintedOperator | null {
      if (recordedName === undefined) return null;
      const operator = file.operators.find((other) => other.name === recordedName);
      return file.receiptOperator === 'number' && operator !== undefined
        ? { number: operator.number }
        : { name: recordedName };
    },

    setReceiptOperator(shown: ReceiptOperator): Promise<OperatorsState> {
      return exclusive(async () => {
        requireManager();
        await recordAudit({
          action: 'settings_change',
          details: { setting: 'receiptOperator', from: file.receiptOperator, to: shown },
        });
        await save({ ...file, receiptOperator: shown });
        return state();
      });
    },

    setApprovalActions(actions: readonly ApprovalAction[]): Promise<OperatorsState> {
      return exclusive(async () => {
        requireManager();
        await recordAudit({
          action: 'settings_change',
          details: {
            setting: 'approvalActions',
            from: file.approvalActions.join(','),
            to: actions.join(','),
          },
        });
        await save({ ...file, approvalActions: [...actions] });
        return state();
      });
    },

    signOut(): OperatorsState {
      signedInId = null;
      return state();
    },

    /** Only on a till with no operators: whoever starts using operators becomes the manager. */
    createFirstManager(name: string, pin: string): Promise<OperatorsState> {
      return exclusive(async () => {
        if (file.operators.length > 0) {
          throw operatorFailure('OPERATORS_EXIST', 'This till already has operators.');
        }
        signedInId = (await add(name, 'manager', pin)).id;
        return state();
      });
    },

    add(name: string, role: OperatorRole, pin: string): Promise<OperatorsState> {
      return exclusive(async () => {
        requireManager();
        await add(name, role, pin);
        return state();
      });
    },

    rename(operatorId: string, name: string): Promise<OperatorsState> {
      return exclusive(async () => {
        requireManager();
        const operator = find(operatorId);
        refuseTakenName(name, operatorId);
        await recordAudit({
          action: 'operator_change',
          details: { operatorId, change: 'renamed', role: operator.role },
        });
        await save(replace({ ...operator, name }));
        return state();
      });
    },

    setRole(operatorId: string, role: OperatorRole): Promise<OperatorsState> {
      return exclusive(async () => {
        requireManager();
        const operator = find(operatorId);
        if (operator.role === role) return state();
        refuseLastManager(operator);
        await recordAudit({
          action: 'operator_change',
          details: { operatorId, change: 'role_changed', role },
        });
        await save(replace({ ...operator, role }));
        return state();
      });
    },

    /** A manager resets a cashier's PIN, or their own; another manager's stays theirs. */
    resetPin(operatorId: string, pin: string): Promise<OperatorsState> {
      return exclusive(async () => {
        const manager = requireManager();
        const operator = find(operatorId);
        if (operator.role === 'manager' && operator.id !== manager.id) {
          throw operatorFailure('OTHER_MANAGER_PIN', 'A manager resets only their own PIN.');
        }
        const hashed = await hashPin(pin, pinCost);
        await recordAudit({
          action: 'operator_change',
          details: { operatorId, change: 'pin_reset', role: operator.role },
        });
        await save(replace({ ...operator, pin: hashed }));
        return state();
      });
    },

    remove(operatorId: string): Promise<OperatorsState> {
      return exclusive(async () => {
        requireManager();
        const operator = find(operatorId);
        refuseLastManager(operator);
        await recordAudit({
          action: 'operator_change',
          details: { operatorId, change: 'removed', role: operator.role },
        });
        await save({ ...file, operators: file.operators.filter((other) => other !== operator) });
        if (signedInId === operatorId) signedInId = null;
        return state();
      });
    },

    setIdleSignOut(minutes: number): Promise<OperatorsState> {
      return exclusive(async () => {
        requireManager();
        await recordAudit({
          action: 'settings_change',
          details: { setting: 'idleSignOutMinutes', from: file.idleSignOutMinutes, to: minutes },
        });
        await save({ ...file, idleSignOutMinutes: minutes });
        return state();
      });
    },
  };
}

export type Operators = Awaited<ReturnType<typeof openOperators>>;

function settled(): void {}
