import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { menuTemplate, type MenuLabels } from '../../../../main/app/menu';
import type { AppCommand, AppMode } from '../../../../shared/ipc/ipc-payloads';

const labels: MenuLabels = {
  sale: 'Sale',
  newSale: 'New sale',
  openCustomerDisplay: 'Open customer display',
  toggleLanguage: 'Toggle language',
  edit: 'Edit',
  view: 'View',
  window: 'Window',
  developer: 'Developer',
};

function template(platform: NodeJS.Platform, mode: AppMode, commands: AppCommand[] = []) {
  return menuTemplate({
    platform,
    mode,
    productName: 'Counter',
    labels,
    onCommand: (command) => commands.push(command),
  });
}

function items(menu: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return menu.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu) : []),
  ]);
}

/** The key combination an accelerator means on a platform, so spellings compare equal. */
function keyCombination(accelerator: string, platform: NodeJS.Platform): string {
  const parts = accelerator.split('+').map((part) => part.toLowerCase());
  const key = parts.pop() ?? '';
  const modifiers = parts.map((modifier) => {
    if (modifier === 'cmdorctrl' || modifier === 'commandorcontrol') {
      return platform === 'darwin' ? 'command' : 'control';
    }
    if (modifier === 'cmd') return 'command';
    if (modifier === 'ctrl') return 'control';
    if (modifier === 'option') return 'alt';
    return modifier;
  });
  return [...modifiers.sort(), key].join('+');
}

const variants = (['darwin', 'win32', 'linux'] as const).flatMap((platform) =>
  (['production', 'development'] as const).map((mode) => [platform, mode] as const),
);

describe('menuTemplate', () => {
  it.each(variants)('gives every shortcut one meaning on %s in %s', (platform, mode) => {
    const combinations = items(template(platform, mode))
      .map((item) => item.accelerator)
      .filter((accelerator): accelerator is string => typeof accelerator === 'string')
      .map((accelerator) => keyCombination(accelerator, platform));
    expect(combinations.length).toBeGreaterThan(10);
    expect(new Set(combinations).size).toBe(combinations.length);
  });

  it.each(variants)(
    'writes out the shortcut of every role that has one on %s in %s',
    (platform, mode) => {
      const withoutShortcut = new Set(['about', 'unhide', 'zoom', 'front']);
      for (const item of items(template(platform, mode))) {
        if (item.role !== undefined && !withoutShortcut.has(item.role)) {
          expect(item.accelerator, item.role).toEqual(expect.any(String));
        }
      }
    },
  );

  it('sends each command through the callback', () => {
    const commands: AppCommand[] = [];
    const menu = template('win32', 'production', commands);
    for (const item of items(menu)) {
      if (item.click !== undefined && item.label !== undefined) {
        (item.click as () => void)();
      }
    }
    expect(commands).toEqual(['new-sale', 'open-customer-display', 'toggle-language']);
  });

  it('uses the documented shortcuts for the sale commands', () => {
    const byLabel = new Map(
      items(template('linux', 'production')).map((item) => [item.label, item]),
    );
    expect(byLabel.get('New sale')?.accelerator).toBe('CmdOrCtrl+N');
    expect(byLabel.get('Open customer display')?.accelerator).toBe('CmdOrCtrl+Shift+D');
    expect(byLabel.get('Toggle language')?.accelerator).toBe('CmdOrCtrl+Shift+L');
  });

  it.each(['darwin', 'win32', 'linux'] as const)(
    'offers reload and developer tools only in development on %s',
    (platform) => {
      const roles = (mode: AppMode) => items(template(platform, mode)).map((item) => item.role);
      expect(roles('production')).not.toContain('reload');
      expect(roles('production')).not.toContain('forceReload');
      expect(roles('production')).not.toContain('toggleDevTools');
      expect(roles('development')).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
    },
  );

  it.each(['darwin', 'win32', 'linux'] as const)('offers quit exactly once on %s', (platform) => {
    const quits = items(template(platform, 'production')).filter((item) => item.role === 'quit');
    expect(quits).toHaveLength(1);
  });

  it('has no close-window shortcut that could end a payment by accident', () => {
    for (const [platform, mode] of variants) {
      const roles = items(template(platform, mode)).map((item) => item.role);
      expect(roles).not.toContain('close');
      expect(roles).not.toContain('windowMenu');
    }
  });
});
