import { readyNewSale } from '../features/sale/ready-new-sale';
import { useNavigation, type ScreenId } from './navigation-store';

/** Opens a screen as its tab and Ctrl+number do; the sale screen opens ready for a new sale. */
export function openScreen(id: ScreenId): void {
  if (id === 'sale') readyNewSale();
  useNavigation.getState().navigate(id);
}
