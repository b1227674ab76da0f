import type { MenuItemConstructorOptions } from 'electron';
import type { AppCommand, AppMode } from '../../shared/ipc/ipc-payloads';

/** The labels of Counter's own items, in the cashier's language; roles label themselves. */
export type MenuLabels = Record<
  | 'sale'
  | 'newSale'
  | 'openCustomerDisplay'
  | 'toggleLanguage'
  | 'edit'
  | 'view'
  | 'window'
  | 'developer',
  string
>;

export interface MenuOptions {
  platform: NodeJS.Platform;
  mode: AppMode;
  productName: string;
  labels: MenuLabels;
  onCommand: (command: AppCommand) => void;
}

/**
 * The application menu. Every shortcut is written out, so the set is reviewable and tested
 * for clashes:
 * - New sale: Ctrl/Cmd+N. Function keys stay free for the sale screen's own keys; F1 means
 *   Help on Windows and Linux, and macOS keyboards send media keys for F-keys by default.
 * - Open customer display: Ctrl/Cmd+Shift+D. Toggle language: Ctrl/Cmd+Shift+L.
 * - Quit: Ctrl/Cmd+Q. Edit: undo, redo (Ctrl+Y, or Shift+Cmd+Z on macOS), cut, copy, paste,
 *   select all, which text fields need to work on macOS at all.
 * - View: actual size, zoom in/out (Ctrl/Cmd+0, +, -) for the terminal's screen; full screen
 *   (F11, or Ctrl+Cmd+F on macOS).
 * - Development only: reload (Ctrl/Cmd+R) and developer tools; a packaged app has neither,
 *   so a stray keystroke cannot reload the UI in the middle of a payment.
 * No close-window shortcut: Ctrl/Cmd+W would end the cashier's session by accident.
 */
export function menuTemplate({
  platform,
  mode,
  productName,
  labels,
  onCommand,
}: MenuOptions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const command = (
    label: string,
    name: AppCommand,
    accelerator: string,
  ): MenuItemConstructorOptions => ({ label, accelerator, click: () => onCommand(name) });
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const quit: MenuItemConstructorOptions = { role: 'quit', accelerator: 'CmdOrCtrl+Q' };

  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: productName,
          submenu: [
            { role: 'about' },
            separator,
            { role: 'hide', accelerator: 'Command+H' },
            { role: 'hideOthers', accelerator: 'Command+Alt+H' },
            { role: 'unhide' },
            separator,
            quit,
          ],
        },
      ]
    : [];
  const sale: MenuItemConstructorOptions = {
    label: labels.sale,
    submenu: [
      command(labels.newSale, 'new-sale', 'CmdOrCtrl+N'),
      command(labels.openCustomerDisplay, 'open-customer-display', 'CmdOrCtrl+Shift+D'),
      separator,
      command(labels.toggleLanguage, 'toggle-language', 'CmdOrCtrl+Shift+L'),
      ...(mac ? [] : [separator, quit]),
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: labels.edit,
    submenu: [
      { role: 'undo', accelerator: 'CmdOrCtrl+Z' },
      { role: 'redo', accelerator: mac ? 'Shift+Command+Z' : 'Ctrl+Y' },
      separator,
      { role: 'cut', accelerator: 'CmdOrCtrl+X' },
      { role: 'copy', accelerator: 'CmdOrCtrl+C' },
      { role: 'paste', accelerator: 'CmdOrCtrl+V' },
      { role: 'selectAll', accelerator: 'CmdOrCtrl+A' },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: labels.view,
    submenu: [
      { role: 'resetZoom', accelerator: 'CmdOrCtrl+0' },
      { role: 'zoomIn', accelerator: 'CmdOrCtrl+Plus' },
      { role: 'zoomOut', accelerator: 'CmdOrCtrl+-' },
      separator,
      { role: 'togglefullscreen', accelerator: mac ? 'Control+Command+F' : 'F11' },
    ],
  };
  const windowMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: labels.window,
          submenu: [
            { role: 'minimize', accelerator: 'Command+M' },
            { role: 'zoom' },
            separator,
            { role: 'front' },
          ],
        },
      ]
    : [];
  const developer: MenuItemConstructorOptions[] =
    mode === 'development'
      ? [
          {
            label: labels.developer,
            submenu: [
              { role: 'reload', accelerator: 'CmdOrCtrl+R' },
              { role: 'toggleDevTools', accelerator: mac ? 'Alt+Command+I' : 'Ctrl+Shift+I' },
            ],
          },
        ]
      : [];

  return [...appMenu, sale, edit, view, ...windowMenu, ...developer];
}
