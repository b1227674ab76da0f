import { useTranslation } from 'react-i18next';
import { useKeyCommands } from '../../app/use-key-commands';
import { useRecordsView } from './records-store';
import { recordsViewOfKey, recordsViews, recordsViewShortcutLabel } from './records-views';
import './records-screen.css';

/**
 * The customers' records the service keeps for the store, one view each, picked by its tab or
 * Alt+number: the navigation's Ctrl+number and the view's key reach any of them in two steps.
 */
export function RecordsScreen() {
  const { t } = useTranslation('records');
  const current = useRecordsView((state) => state.view);
  const show = useRecordsView((state) => state.show);
  const shown = recordsViews.find(({ id }) => id === current) ?? recordsViews[0];

  useKeyCommands((event, target) => {
    if (target === 'dialog') return false;
    const index = recordsViewOfKey(event);
    const view = index === null ? undefined : recordsViews[index];
    if (view === undefined) return false;
    show(view.id);
    return true;
  });

  return (
    <section className="records" aria-labelledby="records-title">
      <header className="records__bar">
        <h1 className="records__title" id="records-title">
          {t('title')}
        </h1>
        <div className="records__tabs" role="tablist" aria-label={t('views')}>
          {recordsViews.map(({ id, label }, index) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`records-tab-${id}`}
              aria-selected={id === shown.id}
              aria-controls="records-panel"
              aria-keyshortcuts={recordsViewShortcutLabel(index)}
              className="records__tab"
              onClick={() => show(id)}
            >
              {t(label)}
              <kbd aria-hidden="true">{recordsViewShortcutLabel(index)}</kbd>
            </button>
          ))}
        </div>
      </header>
      <div
        className="records__panel"
        role="tabpanel"
        id="records-panel"
        aria-labelledby={`records-tab-${shown.id}`}
      >
        <shown.View />
      </div>
    </section>
  );
}
