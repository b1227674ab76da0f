import { useEffect, useState } from 'react';
import {
  customerDisplayState,
  type CustomerDisplayState,
} from '../../shared/ipc/customer-display-state';
import { defaultLanguage } from '../i18n/languages';
import { displayBridge } from './display-bridge';

/** Before main's first state arrives: the welcome, in the default language. */
const beforeFirstState: CustomerDisplayState = {
  language: defaultLanguage,
  training: false,
  sale: null,
};

/**
 * The latest state main pushed. Each one is checked against the display's schema again in
 * the page: one that fails (a main of another version) is not shown, and the screen keeps the
 * last good state rather than showing half of a bad one.
 */
export function useDisplayState(): CustomerDisplayState {
  const [state, setState] = useState(beforeFirstState);
  useEffect(() => {
    // Without a bridge nothing will ever arrive: the customer sees the welcome, not a blank.
    if (displayBridge === undefined) return undefined;
    return displayBridge.subscribe((next) => {
      const checked = customerDisplayState.safeParse(next);
      if (checked.success) setState(checked.data);
      else console.warn('Customer display: a state outside the schema was not shown');
    });
  }, []);
  return state;
}
