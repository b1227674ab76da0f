import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import {
  currencyExponent,
  toMajorUnitString,
  type CurrencyCode,
  type MinorUnits,
} from '../../../shared/money';
import type { Charge } from '../../../shared/service/charges';
import type { Refund } from '../../../shared/service/refunds';
import { errorCodeText, validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import {
  captureRequest,
  chargeMoneyOf,
  refundRequest,
  type AmountProblem,
  type AmountRequest,
  type RefundReason,
} from './charge-actions';
import type { ChargeOperationKind, ChargeOperationRequest } from './charge-operation-store';

/*
 * The confirmations before money moves: capture and refund ask for an amount, checked by the
 * flow's own schema and the charge's bounds as it is typed; cancel asks only to be sure. The
 * dialog closes once main has the operation; its progress shows on the detail.
 */

/** Starts the operation; answers main's refusal, or null once it runs. */
type Start = (request: ChargeOperationRequest) => Promise<IpcError | null>;

interface ActionDialogProps {
  charge: Charge;
  refunds: readonly Refund[];
  open: boolean;
  onClose: () => void;
  onStart: Start;
}

function useAmountProblemText(currency: CurrencyCode) {
  const { t } = useTranslation('chargeDetail');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  return (problem: AmountProblem): string => {
    switch (problem.type) {
      case 'typed':
        return t(`amountProblem.${problem.error}`, {
          currency,
          decimals: currencyExponent(currency),
        });
      case 'validation':
        return validationText(tErrors, problem.reason);
      case 'aboveAuthorized':
      case 'aboveRefundable':
        return t(`amountProblem.${problem.type}`, {
          limit: formatAmount(problem.limit, problem.currency, language),
        });
    }
  };
}

/** A dialog's form: the amount field or the question, main's refusal, and the confirm button. */
function ConfirmForm({
  operation,
  onSubmit,
  refusal,
  confirm,
  danger = false,
  busy,
  children,
}: {
  operation: ChargeOperationKind;
  onSubmit: () => void;
  refusal: IpcError | null;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('chargeDetail');
  const { t: tOperations } = useTranslation('operations');
  const { t: tErrors } = useTranslation('errors');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // Money leaves the store only by pressing the destructive button itself: Enter in a field
  // (the refund amount) does not submit, as it would any other form.
  const holdEnter = (event: KeyboardEvent) => {
    if (danger && event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
    }
  };
  return (
    <form className="charge-action-form" noValidate onSubmit={submit} onKeyDown={holdEnter}>
      {children}
      <div className="field__error-slot" aria-live="polite">
        {refusal === null ? null : (
          <p className="field__error">
            {t('startFailed', { operation: tOperations(`kind.${operation}`) })}{' '}
            {errorCodeText(tErrors, refusal.code)}
          </p>
        )}
      </div>
      <Button variant={danger ? 'danger' : 'primary'} size="large" submit disabled={busy}>
        {confirm}
      </Button>
    </form>
  );
}

/**
 * A dialog's one start at a time: busy while main answers, closed when the operation has
 * started, open with main's refusal when it has not.
 */
function useStartOnce(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<IpcError | null>(null);
  const startWith = (start: () => Promise<IpcError | null>) => {
    if (busy) return;
    setBusy(true);
    void start().then((refused) => {
      setBusy(false);
      setRefusal(refused);
      if (refused === null) onClose();
    });
  };
  return { busy, refusal, clearRefusal: () => setRefusal(null), startWith };
}

function AmountDialog<Input extends { amount: MinorUnits }>({
  operation,
  charge,
  open,
  onClose,
  title,
  label,
  hint,
  initial,
  check,
  confirmLabel,
  onConfirm,
  extra,
  danger = false,
}: {
  operation: 'capture' | 'refund';
  charge: Charge;
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  hint: string;
  initial: string;
  check: (typed: string) => AmountRequest<Input>;
  /** The action's button, with the amount; null while what is typed is no amount to send. */
  confirmLabel: (amount: string | null) => string;
  onConfirm: (input: Input) => Promise<IpcError | null>;
  extra?: ReactNode;
  /** Money goes back to the customer: Back has the focus, the action takes its own press. */
  danger?: boolean;
}) {
  const { t } = useTranslation('chargeDetail');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const currency = charge.charged_currency ?? charge.requested_currency;
  const problemText = useAmountProblemText(currency);
  const [typed, setTyped] = useState(initial);
  const [touched, setTouched] = useState(false);
  const { busy, refusal, clearRefusal, startWith } = useStartOnce(onClose);
  const request = check(typed);
  const refusedAmount = refusal?.fields?.find(({ field }) => field === 'amount');
  const error =
    touched && !request.ok
      ? problemText(request.problem)
      : refusedAmount === undefined
        ? null
        : validationText(tErrors, refusedAmount.reason);
  const confirmAmount = request.ok ? formatAmount(request.input.amount, currency, language) : null;

  const submit = () => {
    setTouched(true);
    if (request.ok) startWith(() => onConfirm(request.input));
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={t(`${operation}.back`)}
      safeClose={danger}
    >
      <ConfirmForm
        operation={operation}
        onSubmit={submit}
        refusal={refusal}
        confirm={confirmLabel(confirmAmount)}
        danger={danger}
        busy={busy}
      >
        <Field label={`${label} (${currency})`} hint={hint} error={error}>
          {(control) => (
            <input
              {...control}
              className="charge-action-form__amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                clearRefusal();
                setTouched(true);
                setTyped(event.target.value);
              }}
            />
          )}
        </Field>
        {extra}
      </ConfirmForm>
    </Dialog>
  );
}

function CaptureDialog({ charge, open, onClose, onStart }: ActionDialogProps) {
  const { t } = useTranslation('chargeDetail');
  const language = useLanguage();
  const money = chargeMoneyOf(charge, []);
  const limit = money.authorized ?? money.requested;
  return (
    <AmountDialog
      operation="capture"
      charge={charge}
      open={open}
      onClose={onClose}
      title={t('capture.title')}
      label={t('capture.amount')}
      hint={t('capture.hint', { limit: formatAmount(limit, money.currency, language) })}
      initial={toMajorUnitString(limit, money.currency)}
      check={(typed) => captureRequest(charge, typed)}
      confirmLabel={(amount) =>
        amount === null ? t('capture.confirmNoAmount') : t('capture.confirm', { amount })
      }
      onConfirm={(input) => onStart({ kind: 'capture', input })}
    />
  );
}

const refundReasons = [
  'customer_request',
  'duplicate',
  'fraud',
] as const satisfies readonly RefundReason[];

function RefundDialog({ charge, refunds, open, onClose, onStart }: ActionDialogProps) {
  const { t } = useTranslation('chargeDetail');
  const language = useLanguage();
  const money = chargeMoneyOf(charge, refunds);
  const [reason, setReason] = useState<RefundReason | null>('customer_request');
  return (
    <AmountDialog
      operation="refund"
      charge={charge}
      open={open}
      onClose={onClose}
      title={t('refund.title')}
      label={t('refund.amount')}
      hint={t('refund.hint', { limit: formatAmount(money.refundable, money.currency, language) })}
      initial={toMajorUnitString(money.refundable, money.currency)}
      check={(typed) => refundRequest(charge, refunds, typed, reason)}
      confirmLabel={(amount) =>
        amount === null ? t('refund.confirmNoAmount') : t('refund.confirm', { amount })
      }
      onConfirm={(input) => onStart({ kind: 'refund', input })}
      danger
      extra={
        <Field label={t('refund.reason')}>
          {(control) => (
            <select
              {...control}
              value={reason ?? 'none'}
              onChange={(event) => {
                const chosen = refundReasons.find((option) => option === event.target.value);
                setReason(chosen ?? null);
              }}
            >
              {refundReasons.map((option) => (
                <option key={option} value={option}>
                  {t(`refund.reasons.${option}`)}
                </option>
              ))}
              <option value="none">{t('refund.reasons.none')}</option>
            </select>
          )}
        </Field>
      }
    />
  );
}

function CancelDialog({ charge, open, onClose, onStart }: ActionDialogProps) {
  const { t } = useTranslation('chargeDetail');
  const language = useLanguage();
  const { busy, refusal, startWith } = useStartOnce(onClose);
  const money = chargeMoneyOf(charge, []);
  const amount = formatAmount(
    money.charged ?? money.authorized ?? money.requested,
    money.currency,
    language,
  );
  const body =
    charge.status === 'authorized'
      ? t('cancel.authorized', { amount })
      : charge.status === 'successful'
        ? t('cancel.successful', { amount })
        : t('cancel.awaiting', { amount });

  const submit = () => startWith(() => onStart({ kind: 'cancel', input: { chargeId: charge.id } }));

  return (
    <Dialog
      open={open}
      title={t('cancel.title')}
      onClose={onClose}
      closeLabel={t('cancel.back')}
      safeClose
    >
      <ConfirmForm
        operation="cancel"
        onSubmit={submit}
        refusal={refusal}
        confirm={t('cancel.confirm')}
        danger
        busy={busy}
      >
        <p className="charge-action-form__question">{body}</p>
      </ConfirmForm>
    </Dialog>
  );
}

const actionDialogs = {
  capture: CaptureDialog,
  cancel: CancelDialog,
  refund: RefundDialog,
} satisfies Record<ChargeOperationKind, (props: ActionDialogProps) => ReactNode>;

/** The dialog that asks for the given action on the charge. */
export function ChargeActionDialog({
  kind,
  ...props
}: ActionDialogProps & { kind: ChargeOperationKind }) {
  const ActionDialog = actionDialogs[kind];
  return <ActionDialog {...props} />;
}
