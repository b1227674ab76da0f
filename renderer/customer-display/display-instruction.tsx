import type { ReactNode } from 'react';
import type { CustomerInstruction, CustomerSale } from '../../shared/ipc/customer-display-state';
import { brandName } from '../i18n/brand-name';
import { formatAmount } from '../i18n/format';
import { Bilingual } from './bilingual';
import { DisplayDeadline } from './display-deadline';
import { DisplayQrCode } from './display-qr-code';
import type { Voice } from './display-voices';

type AwaitingSale = Extract<CustomerSale, { status: 'awaiting_payment' }>;

interface DisplayInstructionProps {
  voices: readonly [Voice, Voice];
  sale: AwaitingSale;
  instruction: CustomerInstruction;
  /** The amount to pay, placed where the method's layout leaves room for it. */
  amount: ReactNode;
}

/** What the customer must do to pay, as the sale's method needs it. */
export function DisplayInstruction({
  voices,
  sale,
  instruction,
  amount: amountView,
}: DisplayInstructionProps) {
  const [first] = voices;
  const amount = formatAmount(sale.amount, sale.currency, first.language);
  switch (instruction.type) {
    case 'merchant_qr':
    case 'wallet_url': {
      const { brand } = instruction;
      const value = instruction.type === 'merchant_qr' ? instruction.content : instruction.url;
      const expiresAt = instruction.type === 'merchant_qr' ? instruction.expiresAt : null;
      return (
        <div className="customer-display__scan">
          <DisplayQrCode value={value} label={first.t('awaiting.qrLabel', { amount })} />
          <div className="customer-display__scan-text">
            {amountView}
            <p className="customer-display__how">
              <Bilingual
                voices={voices}
                text={(voice) =>
                  brand === null
                    ? voice.t('awaiting.merchantQrAnyWallet')
                    : instruction.type === 'merchant_qr'
                      ? voice.t('awaiting.merchantQr', { brand: brandName(voice.brands, brand) })
                      : voice.t('awaiting.walletUrl', { brand: brandName(voice.brands, brand) })
                }
              />
            </p>
            {expiresAt === null ? null : (
              <DisplayDeadline voices={voices} expiresAt={expiresAt} dated={false} />
            )}
          </div>
        </div>
      );
    }
    case 'konbini': {
      const store = (voice: Voice) => brandName(voice.brands, instruction.convenienceStore);
      return (
        <div className="customer-display__steps">
          {amountView}
          <p className="customer-display__how">
            <Bilingual
              voices={voices}
              text={(voice) => voice.t('awaiting.konbini', { store: store(voice) })}
            />
          </p>
          <p className="customer-display__detail">
            <Bilingual
              voices={voices}
              text={(voice) => voice.t('awaiting.konbiniHow', { store: store(voice) })}
            />
          </p>
          {instruction.expiresAt === null ? null : (
            <DisplayDeadline voices={voices} expiresAt={instruction.expiresAt} dated />
          )}
        </div>
      );
    }
    case 'bank_transfer': {
      const { matchAmount } = instruction;
      const withCode = (voice: Voice, name: string | null, code: string | null) =>
        name === null
          ? (code ?? '')
          : code === null
            ? name
            : voice.t('account.withCode', { name, code });
      const rows = [
        {
          key: 'bank',
          label: (voice: Voice) => voice.t('account.bank'),
          value: (voice: Voice) => withCode(voice, instruction.bankName, instruction.bankCode),
        },
        {
          key: 'branch',
          label: (voice: Voice) => voice.t('account.branch'),
          value: (voice: Voice) => withCode(voice, instruction.branchName, instruction.branchCode),
        },
        {
          key: 'number',
          label: (voice: Voice) => voice.t('account.number'),
          value: () => instruction.accountNumber ?? '',
        },
        {
          key: 'holder',
          label: (voice: Voice) => voice.t('account.holder'),
          value: () => instruction.accountHolderName ?? '',
        },
      ].filter((row) => row.value(first) !== '');
      // Two columns: an account's four lines and its deadline do not fit beneath the amount.
      return (
        <div className="customer-display__columns">
          <div className="customer-display__steps">
            {amountView}
            <p className="customer-display__how">
              <Bilingual voices={voices} text={(voice) => voice.t('awaiting.bankTransfer')} />
            </p>
            <p className="customer-display__detail">
              <Bilingual voices={voices} text={(voice) => voice.t('awaiting.bankTransferHow')} />
            </p>
            {matchAmount === null ? null : (
              <p className="customer-display__detail">
                <Bilingual
                  voices={voices}
                  text={(voice) => voice.t(`account.matchAmount.${matchAmount}`)}
                />
              </p>
            )}
          </div>
          <div className="customer-display__steps">
            <dl className="customer-display__facts customer-display__account">
              {rows.map((row) => (
                <div key={row.key}>
                  <dt>
                    <Bilingual voices={voices} text={row.label} />
                  </dt>
                  <dd lang={first.language}>{row.value(first)}</dd>
                </div>
              ))}
            </dl>
            {instruction.expiresAt === null ? null : (
              <DisplayDeadline voices={voices} expiresAt={instruction.expiresAt} dated />
            )}
          </div>
        </div>
      );
    }
  }
}
