import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOperators, signInNeeded, useOperators } from '../features/operators/operators-store';
import { ApprovalDialog } from '../features/operators/approval-dialog';
import { SignInScreen } from '../features/operators/sign-in-screen';
import { useIdleSignOut } from '../features/operators/use-idle-sign-out';
import { isLanguage, nextLanguage, defaultLanguage } from '../i18n/languages';
import { pos } from '../pos';
import { AppHeader } from './app-header';
import { AppNav } from './app-nav';
import { useNavigation } from './navigation-store';
import { NoticeBanner } from './notice-banner';
import { TillProcessNotice } from './till-process-notice';
import { openScreen } from './open-screen';
import { ReattachedFlowsNotice } from './reattached-flows-notice';
import { UnacknowledgedEndingsNotice } from './unacknowledged-endings-notice';
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
            openScreen('sale');
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
    [i18n, switchLanguage],
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
        if (next !== undefined) openScreen(next.id);
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
      <TillProcessNotice />
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
          <UnacknowledgedEndingsNotice />
          <main className="app__main">
            <View />
          </main>
        </>
      )}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <ApprovalDialog />
    </div>
  );
}
