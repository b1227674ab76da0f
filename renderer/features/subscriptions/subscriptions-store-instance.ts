import { pos } from '../../pos';
import { createSubscriptionsStore } from './subscriptions-store';

/**
 * The one subscriptions store, apart from the screen so a charge's detail can hand it a
 * subscription without importing the screen.
 */
export const subscriptionsStore = createSubscriptionsStore(pos);
