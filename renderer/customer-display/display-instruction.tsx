import type { ReactNode } from 'react';
import type { CustomerInstruction, CustomerSale } from '../../shared/ipc/customer-display-state';
import { brandName } from '../i18n/brand-name';
import { formatAmount } from '../i18n/format';
import { QrCode } from '../ui/qr-code';
import { Bilingual } from './bilingual';
import { DisplayBankTransfer } from './display-bank-transfer';
import { DisplayDeadline } from './display-deadline';
import { DisplayKonbini } from './display-konbini';
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
      const { expiresAt } = instruction;
      return (
        <div className="customer-display__scan">
          <QrCode
            className="customer-display__qr"
            value={value}
            // Large enough for a camera a metre away; the sheet scales it to the screen.
            size={512}
            label={first.t('awaiting.qrLabel', { amount })}
          />
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
    case 'konbini':
      return <DisplayKonbini voices={voices} instruction={instruction} amount={amountView} />;
    case 'bank_transfer':
      return <DisplayBankTransfer voices={voices} instruction={instruction} amount={amountView} />;
  }
}
