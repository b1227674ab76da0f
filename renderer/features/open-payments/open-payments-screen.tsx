import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { OpenPayment } from '../../../shared/ipc/ipc-payloads';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { brandName } from '../../i18n/brand-name';
import { errorCodeText } from '../../i18n/error-text';
import { formatAmount } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/button';
import { Countdown } from '../../ui/countdown';
import { Dialog } from '../../ui/dialog';
import { StatusBadge } from '../../ui/status-badge';
import { formatDateTime } from '../charge-detail/date-time';
import { showChargeDetail } from '../charge-detail/use-charge-detail';
import { useStoreTimeZone } from '../../app/store-clock';
import { sortByUrgency } from './board-order';
import { brandOf } from './payment-brand';
import { ageOf, formatAge } from './payment-age';
import { openPaymentsStore, useOpenPayments } from './use-open-payments';
import './open-payments-screen.css';

type BoardT = TFunction<'openPayments'>;
type BrandsT = TFunction<'brands'>;

/** Ages are in whole minutes, so the board need not redraw more often than this. */
const ageRefreshMs = 15_000;

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "Konbini · 7-Eleven": the method, and the brand once the service has named it. */
function methodText(t: BoardT, tBrands: BrandsT, payment: OpenPayment): string {
  const brand = brandOf(payment.action);
  const kind = t(`kind.${payment.kind}`);
  return brand === null ? kind : `${kind} · ${brandName(tBrands, brand)}`;
}

/** "Hanako Yamada", "phone ending 5678": whom a slip is for; empty where the board knows no one. */
function customerParts(t: BoardT, customer: OpenPayment['customer']): string[] {
  if (customer === null) return [];
  const phone =
    customer.phoneEnd === null ? null : t('customer.phoneEnd', { digits: customer.phoneEnd });
  return [customer.name, phone].filter((part) => part !== null);
}

function isPast(at: string, now: Date): boolean {
  return Date.parse(at) <= now.getTime();
}

/**
 * The live board: every payment still open, most urgent first, each with its time left and
 * age. A payment near its deadline says what to do about it in words, not only in colour.
 */
export function OpenPaymentsScreen() {
  const { t } = useTranslation('openPayments');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const payments = useOpenPayments((state) => state.payments);
  const error = useOpenPayments((state) => state.error);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const now = useNow(ageRefreshMs);

  useEffect(() => openPaymentsStore.getState().connect(), []);

  const ordered = payments === null ? [] : sortByUrgency(payments);
  const selected = ordered.find((payment) => payment.operationId === selectedId) ?? null;
  const attention = ordered.filter((payment) => payment.nearingExpiry).length;

  // Up and down move between the rows; Enter or Space opens the one focused.
  useKeyCommands((event, target) => {
    if (target === 'dialog' || target === 'text-entry' || hasCommandModifier(event)) return false;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false;
    const buttons = [
      ...(tableRef.current?.querySelectorAll<HTMLButtonElement>('.open-payments__select') ?? []),
    ];
    if (buttons.length === 0) return false;
    const current = buttons.findIndex((button) => button === document.activeElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = current === -1 ? (step === 1 ? 0 : buttons.length - 1) : current + step;
    buttons[Math.min(Math.max(next, 0), buttons.length - 1)]?.focus();
    return true;
  });

  return (
    <section className="open-payments" aria-labelledby="open-payments-title">
      <header className="open-payments__header">
        <h1 id="open-payments-title" className="open-payments__title">
          {t('title')}
        </h1>
        {payments === null ? null : (
          <p className="open-payments__summary" role="status">
            <span>{t('summary', { count: ordered.length })}</span>
            {attention > 0 ? (
              <StatusBadge tone="warning">{t('attention', { count: attention })}</StatusBadge>
            ) : null}
            <span className="open-payments__live">{t('live')}</span>
          </p>
        )}
      </header>
      {error === null ? null : (
        <p className="screen-message screen-message--problem" role="alert">
          {t('readFailed')} {errorCodeText(tErrors, error.code)}
        </p>
      )}
      {payments === null ? (
        error === null ? (
          <p className="screen-message">{t('loading')}</p>
        ) : null
      ) : ordered.length === 0 ? (
        <p className="screen-message">{t('empty')}</p>
      ) : (
        <table ref={tableRef} className="open-payments__table">
          <caption className="visually-hidden">{t('table')}</caption>
          <colgroup>
            <col className="open-payments__col-method" />
            <col className="open-payments__col-amount" />
            <col />
            <col className="open-payments__col-expires" />
            <col className="open-payments__col-age" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('columns.method')}</th>
              <th scope="col" className="open-payments__number">
                {t('columns.amount')}
              </th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.expires')}</th>
              <th scope="col">{t('columns.age')}</th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((payment) => (
              <PaymentRow
                key={payment.operationId}
                payment={payment}
                now={now}
                language={language}
                onSelect={() =>
                  showChargeDetail(payment.chargeId, {
                    operationId: payment.operationId,
                    brand: brandOf(payment.action),
                  })
                }
                onInstructions={() => setSelectedId(payment.operationId)}
              />
            ))}
          </tbody>
        </table>
      )}
      <Dialog
        open={selected !== null}
        title={t('detail.title')}
        closeLabel={t('detail.close')}
        onClose={() => setSelectedId(null)}
      >
        {selected === null ? null : <PaymentDetail payment={selected} language={language} />}
      </Dialog>
    </section>
  );
}

interface PaymentRowProps {
  payment: OpenPayment;
  now: Date;
  language: Language;
  /** Opens the charge's detail, where it is captured, canceled or refunded. */
  onSelect: () => void;
  /** Shows what the customer was asked to do, and the rest the board knows. */
  onInstructions: () => void;
}

function PaymentRow({ payment, now, language, onSelect, onInstructions }: PaymentRowProps) {
  const { t } = useTranslation('openPayments');
  const { t: tBrands } = useTranslation('brands');
  const method = methodText(t, tBrands, payment);
  const brandCode = brandOf(payment.action);
  const brand = brandCode === null ? null : brandName(tBrands, brandCode);
  const kind = t(`kind.${payment.kind}`);
  const amount = formatAmount(payment.amount, payment.currency, language);
  const customer = customerParts(t, payment.customer);
  const expired = payment.expiresAt !== null && isPast(payment.expiresAt, now);
  return (
    <tr className={payment.nearingExpiry ? 'open-payments__row--urgent' : undefined}>
      <td>
        {/* The name holds the button's words as they read (WCAG 2.5.3, label in name). */}
        <button
          type="button"
          className="open-payments__select"
          aria-label={t('select', { method: [kind, brand].filter(Boolean).join(' '), amount })}
          onClick={onSelect}
        >
          <span className="open-payments__kind">{kind}</span>
          {brand === null ? null : (
            <>
              {' '}
              <span className="open-payments__brand">{brand}</span>
            </>
          )}
        </button>
        {/* Rows of one method and amount differ by whom they are for. */}
        {customer.length === 0 ? null : (
          <p className="open-payments__customer">
            {customer.map((part, index) => (
              // Each part whole on its line: a phone ending never breaks inside its digits.
              <span key={part} className="open-payments__customer-part">
                {index === 0 ? '' : ' · '}
                {part}
              </span>
            ))}
          </p>
        )}
      </td>
      <td className="open-payments__number open-payments__amount">{amount}</td>
      <td>
        <span className="open-payments__status">{t(`status.${payment.status}`)}</span>
        {payment.nearingExpiry ? (
          <StatusBadge tone={expired ? 'danger' : 'warning'}>
            {expired ? t('flag.expired') : t(`flag.${payment.status}`)}
          </StatusBadge>
        ) : null}
        <Button
          className="open-payments__instructions"
          aria-label={t('instructions', { method, amount })}
          onClick={onInstructions}
        >
          {t('instructionsShort')}
        </Button>
      </td>
      <td>
        {payment.expiresAt === null ? (
          <span className="open-payments__muted">{t('noDeadline')}</span>
        ) : (
          <Countdown
            until={new Date(payment.expiresAt)}
            label={t('expiresLabel')}
            expiredLabel={t('expired')}
          />
        )}
      </td>
      <td>
        <time className="open-payments__age" dateTime={payment.createdAt}>
          {formatAge(ageOf(new Date(payment.createdAt), now), language)}
        </time>
      </td>
    </tr>
  );
}

interface PaymentDetailProps {
  payment: OpenPayment;
  language: Language;
}

/** What the board knows of one payment, and what the customer was asked to do. */
function PaymentDetail({ payment, language }: PaymentDetailProps) {
  const { t } = useTranslation('openPayments');
  const { t: tBrands } = useTranslation('brands');
  const timeZone = useStoreTimeZone();
  const rows: [string, ReactNode][] = [
    [t('detail.method'), methodText(t, tBrands, payment)],
    ...(payment.customer === null
      ? []
      : [
          [t('detail.customer'), customerParts(t, payment.customer).join(' · ')] satisfies [
            string,
            ReactNode,
          ],
        ]),
    [t('detail.amount'), formatAmount(payment.amount, payment.currency, language)],
    [t('detail.status'), t(`status.${payment.status}`)],
    [
      t('detail.expiresAt'),
      payment.expiresAt === null
        ? t('noDeadline')
        : formatDateTime(new Date(payment.expiresAt), language, timeZone, 'minute'),
    ],
    [
      t('detail.openedAt'),
      formatDateTime(new Date(payment.createdAt), language, timeZone, 'minute'),
    ],
    [
      t('detail.checkedAt'),
      payment.checkedAt === null
        ? t('detail.notChecked')
        : formatDateTime(new Date(payment.checkedAt), language, timeZone, 'minute'),
    ],
    // The times above are on the store's clock, which may not be the terminal's.
    [t('detail.timeZone'), timeZone],
    [t('detail.chargeId'), <code key="charge">{payment.chargeId}</code>],
    [t('detail.operationId'), <code key="operation">{payment.operationId}</code>],
  ];
  return (
    <div className="open-payments__detail">
      <p className="open-payments__instruction">{instructionOf(t, tBrands, payment)}</p>
      {payment.action?.type === 'bank_transfer' ? <BankAccount action={payment.action} /> : null}
      <dl className="open-payments__facts">
        {rows.map(([term, value]) => (
          <div key={term} className="open-payments__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function instructionOf(t: BoardT, tBrands: BrandsT, payment: OpenPayment): string {
  if (payment.status === 'authorized') return t('detail.authorization');
  const { action } = payment;
  if (action === null) return t('detail.unread');
  switch (action.type) {
    case 'konbini_payment':
      return t('detail.konbini', { store: brandName(tBrands, action.convenienceStore) });
    case 'bank_transfer':
      return t('detail.bankTransfer');
    case 'qr_code':
      return t('detail.qrCode', { brand: brandName(tBrands, action.brand) });
    case 'wallet':
      return t('detail.wallet', { brand: brandName(tBrands, action.brand) });
    case 'three_ds':
      return t('detail.unread');
  }
}

function BankAccount({
  action,
}: {
  action: Extract<NonNullable<OpenPayment['action']>, { type: 'bank_transfer' }>;
}) {
  const { t } = useTranslation('openPayments');
  const lines: [string, string | null][] = [
    [t('detail.bank'), joined(action.bankName, action.bankCode)],
    [t('detail.branch'), joined(action.branchName, action.branchCode)],
    [t('detail.accountNumber'), action.accountNumber],
    [t('detail.accountHolder'), action.accountHolderName],
    [
      t('detail.matchAmount'),
      action.matchAmount === null ? null : t(`detail.matchAmounts.${action.matchAmount}`),
    ],
  ];
  return (
    <dl className="open-payments__account">
      {lines
        .filter((line): line is [string, string] => line[1] !== null)
        .map(([term, value]) => (
          <div key={term} className="open-payments__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** "Aozora (0310)": a name and its code, whichever the service gave. */
function joined(name: string | null, code: string | null): string | null {
  if (name === null) return code;
  return code === null ? name : `${name} (${code})`;
}
