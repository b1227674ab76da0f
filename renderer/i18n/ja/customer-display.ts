import type { customerDisplay as en } from '../en/customer-display';
import type { Messages } from '../messages';

export const customerDisplay = {
  welcome: 'いらっしゃいませ',
} as const satisfies Messages<typeof en>;
