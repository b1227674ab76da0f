import { installCustomerDisplayBridge } from './customer-display-bridge';

// The display bundle's entry (bridge-script.ts): runs in the page, never under Node.
installCustomerDisplayBridge(globalThis);
