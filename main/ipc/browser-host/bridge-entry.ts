import { installBrowserBridge } from './browser-bridge';

// The bundle's entry (bridge-script.ts): runs in the page, never under Node.
installBrowserBridge(globalThis as unknown as Parameters<typeof installBrowserBridge>[0]);
