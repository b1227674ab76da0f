import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleDetailLimits } from '../../../shared/flows/sale-details';
import { currencyExponent } from '../../../shared/money';
import type { ActiveStore } from '../../app/active-store';
import type { FieldError } from '../../../shared/service/common';
import { keyTargetOf, type KeyTarget } from '../../app/key-target';
import { StoreRequired } from '../../app/store-required';
import { useKeyCommands } from '../../app/use-key-commands';
import { validationText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { AmountDisplay } from '../../ui/amount-display';
import { Field } from '../../ui/field';
import { NumericKeypad } from '../../ui/numeric-keypad';
import { ChargeProgressScreen } from '../charge-progress/charge-progress-screen';
import { useScanCapture } from '../qr-scan/use-scan-capture';
import { saleOperationStore, useSaleOperation } from '../charge-progress/use-sale-operation';
import type { AmountRules } from './amount-entry';
import { LargeAmountDialog } from './large-amount-dialog';
import { RepeatSaleDialog } from './repeat-sale-dialog';
import { LimitedTextField } from '../sale-entry/limited-text-field';
import { MethodPicker } from './method-picker';
import { saleEntryScreens } from './sale-entry-screens';
import { saleKeyCommand, type SaleKeyCommand } from './sale-keys';
import { saleStore, useSale } from './use-sale';
import './new-sale-screen.css';

export function NewSaleScreen() {
  return <StoreRequired>{(store) => <SaleStage store={store} />}</StoreRequired>;
}

/** Where the sale stands: a sale in flight or its result, the card details, or the start. */
function SaleStage({ store }: { store: ActiveStore }) {
  const operation = useSaleOperation((state) => state.operation);
  const charge = useSale((state) => state.charge);
  const method = useSale((state) => state.method);
  const newSale = () => {
    saleOperationStore.getState().clear();
    saleStore.getState().reset();
  };
  if (operation !== null) {
    return (
      <ChargeProgressScreen
        onNewSale={newSale}
        onNextAmountKey={(key) => {
          newSale();
          saleStore.getState().pressKey(key, {
            currency: store.currency,
            maximum: store.saleLimits.maximum,
          });
        }}
        onTryAnotherMethod={() => {
          saleOperationStore.getState().clear();
          saleStore.getState().chooseAnotherMethod();
        }}
      />
    );
  }
  const EntryScreen = method === null ? null : saleEntryScreens[method];
  if (EntryScreen !== null && charge !== null) {
    return (
      <>
        <EntryScreen charge={charge} onBack={() => saleStore.getState().leaveMethod()} />
        <RepeatSaleDialog />
      </>
    );
  }
  return <SaleStart store={store} />;
}

const noModifiers = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };

/** The first field error at `field` or inside it. */
function errorFor(errors: readonly FieldError[], field: string): FieldError | null {
  return (
    errors.find((error) => error.field === field || error.field.startsWith(`${field}.`)) ?? null
  );
}

function SaleStart({ store }: { store: ActiveStore }) {
  const { currency, saleLimits } = store;
  const rules: AmountRules = { currency, maximum: saleLimits.maximum };
  const language = useLanguage();
  const { t } = useTranslation('sale');
  const { t: tErrors } = useTranslation('errors');
  const entry = useSale((state) => state.entry);
  const charge = useSale((state) => state.charge);
  const errors = useSale((state) => state.errors);
  const method = useSale((state) => state.method);
  const largeAmount = useSale((state) => state.largeAmount);
  const orderNumber = useSale((state) => state.orderNumber);
  const memo = useSale((state) => state.memo);
  const firstMethod = useRef<HTMLButtonElement>(null);
  const amountDisplay = useRef<HTMLOutputElement>(null);
  const confirmed = charge !== null;
  // Why the last scan opened no QR-scan sale; any key on the amount clears it.
  const [scanRefusal, setScanRefusal] = useState<'needs-amount' | 'incomplete' | null>(null);

  const run = (command: SaleKeyCommand, target: KeyTarget = 'other') => {
    const sale = saleStore.getState();
    setScanRefusal(null);
    switch (command.type) {
      case 'keypad':
        sale.pressKey(command.key, rules);
        // Digits typed on a button (the header's, a method) went into the amount, so the focus
        // follows them there: Enter then confirms the amount instead of pressing that button.
        if (target === 'button') amountDisplay.current?.focus();
        return;
      case 'confirm':
        // The next decision is the method, so the focus goes there.
        if (sale.confirm(currency, saleLimits) === 'confirmed') firstMethod.current?.focus();
        return;
      case 'method':
        sale.chooseMethod(command.kind, currency, saleLimits);
        return;
      case 'escape':
        // Back on the amount, so Enter confirms it again instead of pressing a method button.
        if (sale.charge !== null) amountDisplay.current?.focus();
        sale.escape();
        return;
    }
  };

  useKeyCommands((event, target) => {
    const command = saleKeyCommand(event, target);
    if (command === null) return false;
    run(command, target);
    return true;
  });

  // A customer's code scanned here is never an amount: it offers the QR-scan sale with it.
  useScanCapture({
    onScan: (code) => {
      const sale = saleStore.getState();
      if (sale.largeAmount !== null) return;
      const confirmation = sale.offerQrScan(code, currency, saleLimits);
      setScanRefusal(confirmation === 'refused' ? 'needs-amount' : null);
    },
    onDiscard: () => setScanRefusal('incomplete'),
    // The cashier's keys held while the capture listened act as they would have.
    onTypedOutsideField: (text, target) => {
      const keyTarget = keyTargetOf(target);
      for (const key of text) {
        const command = saleKeyCommand({ ...noModifiers, key }, keyTarget);
        if (command !== null) run(command, keyTarget);
      }
    },
  });

  // Pasting an amount ("1,000", "33.50") anywhere but in a text field types it.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = keyTargetOf(event.target);
      if (target === 'text-entry' || target === 'dialog' || event.clipboardData === null) return;
      event.preventDefault();
      saleStore.getState().paste(event.clipboardData.getData('text/plain'), {
        currency,
        maximum: saleLimits.maximum,
      });
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [currency, saleLimits.maximum]);

  const orderNumberError = errorFor(errors, 'metadata.order_number');
  const memoError = errorFor(errors, 'metadata.memo');
  // Whatever else the charge's checks refuse is the confirmation's, so it shows on the amount.
  const amountFieldError =
    errors.find((error) => error !== orderNumberError && error !== memoError) ?? null;
  const amountError =
    entry.error !== null
      ? t(`amount.errors.${entry.error}`, {
          currency,
          decimals: currencyExponent(currency),
          limit: formatAmount(saleLimits.maximum, currency, language),
        })
      : amountFieldError === null
        ? null
        : validationText(tErrors, amountFieldError.reason);
  const amountState = confirmed
    ? 'confirmed'
    : amountError !== null
      ? 'invalid'
      : entry.amount === 0
        ? 'empty'
        : 'entering';

  return (
    <div className="new-sale">
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className="new-sale__amount">
        <Field
          className="new-sale__amount-field"
          label={t('amount.label')}
          hint={confirmed ? t('amount.confirmedHint') : t('amount.hint')}
          error={scanRefusal === null ? amountError : t(`scan.${scanRefusal}`)}
        >
          {(control) => (
            <AmountDisplay
              ref={amountDisplay}
              id={control.id}
              describedBy={control['aria-describedby']}
              amount={entry.amount}
              currency={currency}
              state={amountState}
              size="hero"
            />
          )}
        </Field>
        <NumericKeypad
          label={t('amount.keypad')}
          labels={{ backspace: t('amount.backspace'), clear: t('amount.clear') }}
          disabled={confirmed}
          decimalPoint={currencyExponent(currency) > 0}
          onKey={(key) => run({ type: 'keypad', key })}
          action={
            confirmed
              ? {
                  label: t('amount.change'),
                  shortcut: 'Esc',
                  tone: 'secondary',
                  onPress: () => run({ type: 'escape' }),
                }
              : {
                  label: t('amount.confirm'),
                  shortcut: 'Enter',
                  tone: 'primary',
                  onPress: () => run({ type: 'confirm' }),
                  disabled: entry.error !== null,
                }
          }
        />
      </div>
      <div className="new-sale__choices">
        <div className="new-sale__details">
          <LimitedTextField
            hint={t('details.optional')}
            label={t('details.orderNumber')}
            value={orderNumber}
            max={saleDetailLimits.orderNumber}
            error={
              orderNumberError === null ? null : validationText(tErrors, orderNumberError.reason)
            }
            onChange={(value) => saleStore.getState().setOrderNumber(value)}
          />
          <LimitedTextField
            hint={t('details.optional')}
            label={t('details.memo')}
            value={memo}
            max={saleDetailLimits.memo}
            // The cashier's own words: the one field here that is prose.
            spellCheck
            error={memoError === null ? null : validationText(tErrors, memoError.reason)}
            onChange={(value) => saleStore.getState().setMemo(value)}
          />
        </div>
        <MethodPicker
          chosen={method}
          firstOptionRef={firstMethod}
          onChoose={(kind) => run({ type: 'method', kind })}
        />
      </div>
      <LargeAmountDialog
        open={largeAmount !== null}
        amount={entry.amount}
        currency={currency}
        onConfirm={() => saleStore.getState().confirmLargeAmount(currency)}
        onClose={() => saleStore.getState().dismissLargeAmount()}
        onClosed={() => {
          const sale = saleStore.getState();
          // Confirmed: the dialog gave the focus back to the amount, and the method is next.
          if (sale.charge !== null && sale.method === null) firstMethod.current?.focus();
        }}
      />
    </div>
  );
}
