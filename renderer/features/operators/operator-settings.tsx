import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError, IpcResult } from '../../../shared/ipc/ipc-result';
import type {
  ApprovalAction,
  OperatorRole,
  OperatorsState,
  OperatorSummary,
  ReceiptOperator,
} from '../../../shared/operators';
import { approvalAction, operatorRole, receiptOperator } from '../../../shared/operators';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { Field } from '../../ui/field';
import { operatorProblemText } from './operator-problem-text';
import { applyOperators, useOperators } from './operators-store';
import { typedPin } from './pin-entry';

type Change = () => Promise<IpcResult<OperatorsState>>;

/** Runs one change through main, keeps its answer, and says what main refused. */
function useChange() {
  const [error, setError] = useState<IpcError | null>(null);
  const run = async (change: Change): Promise<boolean> => {
    const result = applyOperators(await change());
    setError(result.ok ? null : result.error);
    return result.ok;
  };
  return { error, run };
}

function ProblemLine({ error }: { error: IpcError | null }) {
  const { t } = useTranslation('errors');
  return (
    <div aria-live="polite">
      {error === null ? null : (
        <p className="settings__problem" role="alert">
          {operatorProblemText(t, error)}
        </p>
      )}
    </div>
  );
}

/** A form's last lines: what main refused, then its submit button and any other. */
function FormEnd({
  error,
  submitLabel,
  variant = 'secondary',
  children,
}: {
  error: IpcError | null;
  submitLabel: string;
  variant?: 'primary' | 'secondary';
  children?: ReactNode;
}) {
  return (
    <>
      <ProblemLine error={error} />
      <div className="settings__actions">
        <Button submit variant={variant}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  );
}

function PinInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (pin: string) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(typedPin(event.target.value))}
        />
      )}
    </Field>
  );
}

function NameInput({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation('operators');
  return (
    <Field label={t('settings.name')}>
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function RoleSelect({
  value,
  onChange,
  label,
}: {
  value: OperatorRole;
  onChange: (role: OperatorRole) => void;
  label: string;
}) {
  const { t } = useTranslation('operators');
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(operatorRole.parse(event.target.value))}
        >
          {operatorRole.options.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A till without operators: the shop may start using them by creating the first manager. */
function FirstManager() {
  const { t } = useTranslation('operators');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const { error, run } = useChange();
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => pos.operatorsCreateFirstManager({ name, pin }))) setPin('');
  };
  if (!open) {
    return (
      <>
        <p className="settings__body">{t('settings.unused')}</p>
        <div className="settings__actions">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('settings.start')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <form className="settings__form" onSubmit={(event) => void create(event)}>
      <h3 className="settings__subtitle">{t('settings.firstManager')}</h3>
      <NameInput value={name} onChange={setName} />
      <PinInput label={t('settings.pin')} value={pin} onChange={setPin} />
      <FormEnd error={error} submitLabel={t('settings.create')} variant="primary">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('settings.cancel')}
        </Button>
      </FormEnd>
    </form>
  );
}

type RowEdit = 'rename' | 'reset-pin' | null;

function OperatorRow({ operator }: { operator: OperatorSummary }) {
  const { t } = useTranslation('operators');
  const [editing, setEditing] = useState<RowEdit>(null);
  const [value, setValue] = useState('');
  const { error, run } = useChange();
  const edit = (next: RowEdit) => {
    setEditing(next);
    setValue(next === 'rename' ? operator.name : '');
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const operatorId = operator.id;
    const saved = await run(() =>
      editing === 'rename'
        ? pos.operatorsRename({ operatorId, name: value })
        : pos.operatorsResetPin({ operatorId, pin: value }),
    );
    if (saved) edit(null);
  };
  return (
    <li className="operator-row" aria-label={operator.name}>
      <span className="operator-row__name">
        {t('settings.numbered', { number: operator.number, name: operator.name })}
      </span>
      <RoleSelect
        label={t('settings.role')}
        value={operator.role}
        onChange={(role) => void run(() => pos.operatorsSetRole({ operatorId: operator.id, role }))}
      />
      {editing === null ? (
        <div className="settings__actions">
          <Button variant="quiet" onClick={() => edit('rename')}>
            {t('settings.rename')}
          </Button>
          <Button variant="quiet" onClick={() => edit('reset-pin')}>
            {t('settings.resetPin')}
          </Button>
          <Button
            variant="quiet"
            onClick={() => void run(() => pos.operatorsRemove({ operatorId: operator.id }))}
          >
            {t('settings.remove')}
          </Button>
        </div>
      ) : (
        <form className="settings__form" onSubmit={(event) => void save(event)}>
          {editing === 'rename' ? (
            <NameInput value={value} onChange={setValue} />
          ) : (
            <PinInput label={t('settings.newPin')} value={value} onChange={setValue} />
          )}
          <div className="settings__actions">
            <Button submit variant="primary">
              {t('settings.save')}
            </Button>
            <Button variant="secondary" onClick={() => edit(null)}>
              {t('settings.cancel')}
            </Button>
          </div>
        </form>
      )}
      <ProblemLine error={error} />
    </li>
  );
}

function AddOperator() {
  const { t } = useTranslation('operators');
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('cashier');
  const [pin, setPin] = useState('');
  const { error, run } = useChange();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => pos.operatorsAdd({ name, role, pin }))) {
      setName('');
      setPin('');
    }
  };
  return (
    <form className="settings__form" onSubmit={(event) => void add(event)}>
      <h3 className="settings__subtitle">{t('settings.add')}</h3>
      <NameInput value={name} onChange={setName} />
      <RoleSelect label={t('settings.role')} value={role} onChange={setRole} />
      <PinInput label={t('settings.pin')} value={pin} onChange={setPin} />
      <FormEnd error={error} submitLabel={t('settings.add')} variant="primary" />
    </form>
  );
}

function IdleSignOut({ minutes }: { minutes: number }) {
  const { t } = useTranslation('operators');
  const [value, setValue] = useState(String(minutes));
  const { error, run } = useChange();
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => pos.operatorsSetIdleSignOut({ minutes: Number(value) }));
  };
  return (
    <form className="settings__form" onSubmit={save}>
      <Field label={t('settings.idle')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            max={240}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <FormEnd error={error} submitLabel={t('settings.save')} />
    </form>
  );
}

/** Whether receipts and slips print who served by name or by number; saved when chosen. */
function ReceiptOperatorChoice({ shown }: { shown: ReceiptOperator }) {
  const { t } = useTranslation('operators');
  const { error, run } = useChange();
  return (
    <div className="settings__form">
      <ChoiceGroup
        legend={t('settings.receiptOperator')}
        options={receiptOperator.options.map((value) => ({
          value,
          label: t(`settings.receiptOperatorAs.${value}`),
        }))}
        value={shown}
        onChange={(value) => void run(() => pos.operatorsSetReceiptOperator({ shown: value }))}
        reserveErrorLine={false}
      />
      <ProblemLine error={error} />
    </div>
  );
}

/** What a cashier needs a manager's PIN for; main holds each listed action (approval-gate.ts). */
function ApprovalActions({ listed }: { listed: readonly ApprovalAction[] }) {
  const { t } = useTranslation('operators');
  const [chosen, setChosen] = useState<readonly ApprovalAction[]>(listed);
  const { error, run } = useChange();
  const save = (event: FormEvent) => {
    event.preventDefault();
    // In the contract's order, so the list reads the same however it was ticked.
    const actions = approvalAction.options.filter((action) => chosen.includes(action));
    void run(() => pos.operatorsSetApprovals({ actions }));
  };
  return (
    <form className="settings__form" onSubmit={save}>
      <fieldset className="settings__choices">
        <legend className="settings__subtitle">{t('settings.approvals')}</legend>
        {approvalAction.options.map((action) => (
          <label key={action} className="settings__choice">
            <input
              type="checkbox"
              checked={chosen.includes(action)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked
                    ? [...current, action]
                    : current.filter((other) => other !== action),
                )
              }
            />
            {t(`approval.action.${action}`)}
          </label>
        ))}
      </fieldset>
      <FormEnd error={error} submitLabel={t('settings.save')} />
    </form>
  );
}

/**
 * The till's operators: starting to use them, and for a signed-in manager every change.
 * Main refuses each change without one (MANAGER_REQUIRED); the page only does not offer it.
 */
export function OperatorSettings() {
  const { t } = useTranslation('operators');
  const state = useOperators((store) => store.state);
  if (state === null) return null;
  const manager = state.signedIn?.role === 'manager';
  return (
    <section className="panel" aria-labelledby="settings-operators">
      <h2 id="settings-operators" className="panel__title">
        {t('settings.title')}
      </h2>
      {state.operators.length === 0 ? (
        <FirstManager />
      ) : manager ? (
        <>
          <ul className="operator-list" aria-label={t('settings.list')}>
            {state.operators.map((operator) => (
              <OperatorRow key={operator.id} operator={operator} />
            ))}
          </ul>
          <AddOperator />
          <IdleSignOut minutes={state.idleSignOutMinutes} />
          <ReceiptOperatorChoice shown={state.receiptOperator} />
          <ApprovalActions listed={state.approvalActions} />
        </>
      ) : (
        <p className="settings__body">{t('settings.managerOnly')}</p>
      )}
    </section>
  );
}
