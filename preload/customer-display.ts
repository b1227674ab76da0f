import { contextBridge, ipcRenderer } from 'electron';
import { exposeCustomerDisplay } from './customer-display-bridge';

// The sandboxed preload of the customer display: window.customerDisplay and nothing else.
exposeCustomerDisplay(contextBridge, ipcRenderer);
