import { contextBridge, ipcRenderer } from 'electron';
import { exposePosApi } from './pos-bridge';

// The sandboxed preload of the main window: window.pos and nothing else.
exposePosApi(contextBridge, ipcRenderer);
