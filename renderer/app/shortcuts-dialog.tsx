import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '../../shared/ipc/ipc-payloads';
import { recordsViews, recordsViewShortcutLabel } from '../features/records/records-views';
import { moreTokensKey } from '../features/customer-ids/customer-ids-screen';
import { registerCardKey } from '../features/tokens/tokens-screen';
import {
  editMetadataKey,
  subscriptionListsKey,
  switchTokenKey,
} from '../features/subscriptions/subscriptions-screen';
import { resetKey, saveKey } from '../features/widget-colours/widget-colours-screen';
import { backOfficeViews } from '../features/back-office/back-office-views';
import { loadNewerKey, loadOlderKey } from '../features/history/history-view';
import { saleMethods } from '../features/sale/sale-methods';
import { saleReceiptKey } from '../features/charge-progress/sale-receipt';
import { chargeDetailKey } from '../features/charge-progress/sale-result-view';
import { pos } from '../pos';
import { Dialog } from '../ui/dialog';
import { screens } from './screens';
import { screenShortcutLabel } from './shell-keys';

function keyRange(first: string, last: string): string {
  return first === last ? first : `${first}–${last}`;
}

function KeyRow({ keys, action }: { keys: readonly string[]; action: string }) {
  return (
    <tr>
      <th scope="row">
        {keys.map((key) => (
          <kbd key={key}>{key}</kbd>
        ))}
      </th>
      <td>{action}</td>
    </tr>
  );
}

/** Which build this is, for the help desk a cashier calls with the list open. */
function AboutLine({ open }: { open: boolean }) {
  const { t } = useTranslation('app');
  const [info, setInfo] = useState<AppInfo | null>(null);
  useEffect(() => {
    if (!open) return;
    let shown = true;
    void pos.appGetInfo().then((result) => {
      if (shown && result.ok) setInfo(result.data);
    });
    return () => {
      shown = false;
    };
  }, [open]);
  if (info === null) return null;
  return (
    <p className="shortcuts__about">
      {t('about', {
        version: info.version,
        mode: t(`appMode.${info.mode}`),
        platform: info.platform,
      })}
    </p>
  );
}

/** Every key the counter answers to, by where it works. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('app');
  const { t: tSale } = useTranslation('sale');
  const { t: tRecords } = useTranslation('records');
  const { t: tBackOffice } = useTranslation('backOffice');
  const methodKeys = keyRange(saleMethods[0]?.key ?? '', saleMethods.at(-1)?.key ?? '');
  const screenKeys = keyRange(screenShortcutLabel(0), screenShortcutLabel(screens.length - 1));
  const recordsKeys = keyRange(
    recordsViewShortcutLabel(0),
    recordsViewShortcutLabel(recordsViews.length - 1),
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('shortcuts.title')}
      closeLabel={t('shortcuts.close')}
    >
      <table className="shortcuts">
        <caption>{t('shortcuts.everywhere')}</caption>
        <tbody>
          <KeyRow keys={['F1']} action={t('shortcuts.help')} />
          <KeyRow keys={[screenKeys]} action={t('shortcuts.switchScreen')} />
          <KeyRow keys={['Esc']} action={t('shortcuts.closeDialog')} />
        </tbody>
      </table>
      <table className="shortcuts">
        <caption>{tSale('title')}</caption>
        <tbody>
          <KeyRow keys={['0–9', '00']} action={tSale('shortcuts.digits')} />
          <KeyRow keys={['Backspace']} action={tSale('shortcuts.backspace')} />
          <KeyRow keys={['Enter']} action={tSale('shortcuts.enter')} />
          <KeyRow keys={['Esc']} action={tSale('shortcuts.escape')} />
          <KeyRow keys={[methodKeys]} action={tSale('shortcuts.methods')} />
          <KeyRow keys={[saleReceiptKey]} action={tSale('shortcuts.receipt')} />
          <KeyRow keys={[chargeDetailKey]} action={tSale('shortcuts.chargeDetail')} />
        </tbody>
      </table>
      <table className="shortcuts">
        <caption>{tRecords('title')}</caption>
        <tbody>
          <KeyRow keys={[recordsKeys]} action={tRecords('switchView')} />
          <KeyRow keys={[moreTokensKey]} action={tRecords('shortcuts.moreTokens')} />
          <KeyRow keys={[registerCardKey]} action={tRecords('shortcuts.registerCard')} />
          <KeyRow keys={[switchTokenKey]} action={tRecords('shortcuts.switchCard')} />
          <KeyRow keys={[editMetadataKey]} action={tRecords('shortcuts.editMetadata')} />
          <KeyRow keys={[subscriptionListsKey]} action={tRecords('shortcuts.subscriptionLists')} />
          <KeyRow keys={[resetKey]} action={tRecords('shortcuts.resetColours')} />
          <KeyRow keys={[saveKey]} action={tRecords('shortcuts.save')} />
        </tbody>
      </table>
      <table className="shortcuts">
        <caption>{tBackOffice('title')}</caption>
        <tbody>
          {backOfficeViews.map((view) => (
            <KeyRow key={view.id} keys={[view.key]} action={tBackOffice(`shortcuts.${view.id}`)} />
          ))}
          <KeyRow keys={[loadNewerKey]} action={tBackOffice('shortcuts.loadNewer')} />
          <KeyRow keys={[loadOlderKey]} action={tBackOffice('shortcuts.loadOlder')} />
        </tbody>
      </table>
      <AboutLine open={open} />
    </Dialog>
  );
}
