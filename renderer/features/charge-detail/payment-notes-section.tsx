import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { MetadataInput } from '../../../shared/service/common';
import { refundStatus, type Refund } from '../../../shared/service/refunds';
import { hasCommandModifier } from '../../app/key-target';
import { useKeyCommands } from '../../app/use-key-commands';
import { formatAmount } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { pos } from '../../pos';
import { Button } from '../../ui/button';
import { saleDetailKeys } from '../../../shared/flows/sale-details';
import type { ChargeDetail } from './charge-detail-store';
import { noteRowsOf, noteText } from './payment-notes';
import { PaymentNotesDialog } from './payment-notes-dialog';
import { useChargeDetail } from './use-charge-detail';
import '../../ui/panel.css';
import './payment-notes.css';
import '../../ui/layout.css';

const editNotesKey = 'F5';

type Editing = { type: 'charge' } | { type: 'refund'; refund: Refund };

/** The notes a clerk reads first: a sale's order number and memo, then any other pair. */
function NoteList({ metadata }: { metadata: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation('chargeDetail');
  const rows = noteRowsOf(metadata);
  const orderNumber = metadata[saleDetailKeys.orderNumber];
  const memo = metadata[saleDetailKeys.memo];
  const others = rows.filter(
    ({ key }) => key !== saleDetailKeys.orderNumber && key !== saleDetailKeys.memo,
  );
  return (
    <dl className="payment-notes__list">
      <div className="payment-notes__entry">
        <dt>{t('notes.orderNumber')}</dt>
        <dd>{orderNumber === undefined ? t('notes.none') : noteText(orderNumber)}</dd>
      </div>
      <div className="payment-notes__entry">
        <dt>{t('notes.memo')}</dt>
        <dd>{memo === undefined ? t('notes.none') : noteText(memo)}</dd>
      </div>
      {others.map(({ key, value }) => (
        <div key={key} className="payment-notes__entry">
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

async function saved(
  save: Promise<{ ok: true } | { ok: false; error: IpcError }>,
  refresh: () => Promise<void>,
): Promise<IpcError | null> {
  const result = await save;
  // Read again either way: a fault may have saved the notes all the same.
  void refresh();
  return result.ok ? null : result.error;
}

/**
 * The charge's notes and each refund's, each editable (F5 for the charge's): the order number
 * and memo the sale carried, and whatever else the metadata holds. Main keeps the journal's
 * keys and audits each edit before it is sent.
 */
export function PaymentNotesSection({ detail }: { detail: ChargeDetail }) {
  const { t } = useTranslation('chargeDetail');
  const { t: tOperations } = useTranslation('operations');
  const language = useLanguage();
  const refundStatusText = (status: string) => {
    const known = refundStatus.safeParse(status);
    return known.success ? tOperations(`refundStatus.${known.data}`) : status;
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const { charge, refunds } = detail;
  const refresh = useChargeDetail((state) => state.refresh);

  useKeyCommands((event, target) => {
    if (target === 'dialog' || target === 'text-entry' || hasCommandModifier(event)) return false;
    if (event.key !== editNotesKey) return false;
    setEditing({ type: 'charge' });
    return true;
  });

  const saveCharge = (metadata: MetadataInput) =>
    saved(pos.chargesUpdateMetadata({ chargeId: charge.id, body: { metadata } }), refresh);
  const saveRefund = (refund: Refund) => (metadata: MetadataInput) =>
    saved(
      pos.refundsUpdateMetadata({ chargeId: charge.id, refundId: refund.id, body: { metadata } }),
      refresh,
    );

  return (
    <section className="panel panel--snug" aria-labelledby="payment-notes-title">
      <div className="panel__head">
        <h2 className="panel__title" id="payment-notes-title">
          {t('notes.title')}
        </h2>
        <Button shortcut={editNotesKey} onClick={() => setEditing({ type: 'charge' })}>
          {t('notes.edit')}
        </Button>
      </div>
      <NoteList metadata={charge.metadata} />
      {refunds.length === 0 ? null : (
        <ul className="stack-list payment-notes__refunds" aria-label={t('notes.refundsTitle')}>
          {refunds.map((refund) => (
            <li key={refund.id} className="payment-notes__refund">
              <div className="panel__head">
                <h3 className="payment-notes__subheading">
                  {t('notes.refund', {
                    amount: formatAmount(refund.amount, refund.currency, language),
                    status: refundStatusText(refund.status),
                  })}
                </h3>
                <Button variant="quiet" onClick={() => setEditing({ type: 'refund', refund })}>
                  {t('notes.editRefund')}
                </Button>
              </div>
              <NoteList metadata={refund.metadata ?? {}} />
            </li>
          ))}
        </ul>
      )}
      {editing === null ? null : editing.type === 'charge' ? (
        <PaymentNotesDialog
          title={t('notes.editChargeTitle')}
          metadata={charge.metadata}
          onSave={saveCharge}
          onClose={() => setEditing(null)}
        />
      ) : (
        <PaymentNotesDialog
          title={t('notes.editRefundTitle')}
          metadata={editing.refund.metadata ?? {}}
          onSave={saveRefund(editing.refund)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
