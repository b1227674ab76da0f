import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleOperationStore } from '../features/charge-progress/use-sale-operation';
import { loadOperators, signInNeeded, useOperators } from '../features/operators/operators-store';
import { SignInScreen } from '../features/operators/sign-in-screen';
import { useIdleSignOut } from '../features/operators/use-idle-sign-out';
import { saleStore } from '../features/sale/use-sale';
import { isLanguage, nextLanguage, defaultLanguage } from '../i18n/languages';
import { pos } from '../pos';
import { AppHeader } from './app-header';
import { AppNav } from './app-nav';
import { useNavigation } from './navigation-store';
import { NoticeBanner } from './notice-banner';
import { ReattachedFlowsNotice } from './reattached-flows-notice';
import { screens, screenView } from './screens';
import { connectShell, useShell } from './shell-store';
import { shellKeyCommand } from './shell-keys';
import { ShortcutsDialog } from './shortcuts-dialog';
import { CounterWatermark, TrainingBanner } from './training-marks';
import { useKeyCommands } from './use-key-commands';
import { useLanguageSwitch } from './use-language-switch';
import './app.css';

export function App() {
  const { i18n } = useTranslation();
  const screen = useNavigation((state) => state.screen);
  const navigate = useNavigation((state) => state.navigate);
  const training = useShell(
    (state) => state.store.status === 'active' && state.store.store.training,
  );
  const [helpOpen, setHelpOpen] = useState(false);
  const switchLanguage = useLanguageSwitch();

  useEffect(() => connectShell(pos), []);
  useEffect(() => {
    void loadOperators(pos).then((result) => {
      if (!result.ok) useShell.getState().showNotice(result.error);
    });
  }, []);
  const operators = useOperators((state) => state.state);
  useIdleSignOut();

  // Menu items (main/app/menu.ts) arrive as commands; the menu owns their accelerators.
  useEffect(
    () =>
      pos.onAppCommand(({ command }) => {
        switch (command) {
          case 'new-sale':
            // A finished sale's result gives way; one still moving money stays on show.
            saleOperationStore.getState().clear();
            if (saleOperationStore.getState().operation === null) saleStore.getState().reset();
            navigate('sale');
            return;
          case 'toggle-language': {
            const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
            void switchLanguage(nextLanguage(current));
            return;
          }
          case 'open-customer-display':
            void pos.settingsSet({ customerDisplay: true }).then((result) => {
              if (!result.ok) useShell.getState().showNotice(result.error);
            });
            return;
        }
      }),
    [i18n, navigate, switchLanguage],
  );

  useKeyCommands((event, target) => {
    const command = shellKeyCommand(event, target, screens.length);
    if (command === null) return false;
    switch (command.type) {
      case 'help':
        setHelpOpen(true);
        return true;
      case 'screen': {
        const next = screens[command.index];
        if (next !== undefined) navigate(next.id);
        return true;
      }
    }
  });

  const View = screenView(screen);
  return (
    <div className={`app${training ? ' app--training' : ''}`}>
      {training ? <CounterWatermark /> : null}
      <AppHeader onHelp={() => setHelpOpen(true)} />
      {training ? <TrainingBanner /> : null}
      {signInNeeded(operators) ? (
        <main className="app__main">
          <NoticeBanner />
          <SignInScreen state={operators} />
        </main>
      ) : (
        <>
          <AppNav />
          <NoticeBanner />
          <ReattachedFlowsNotice />
          <main className="app__main">
            <View />
          </main>
        </>
      )}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
