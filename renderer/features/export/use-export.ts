import { useStore } from 'zustand';
import { pos } from '../../pos';
import { createExportStore, type ExportStore } from './export-store';

/** The app's one export, kept while the clerk moves between views and screens. */
export const exportStore = createExportStore(pos);

export function useExport<Selected>(selector: (state: ExportStore) => Selected): Selected {
  return useStore(exportStore, selector);
}
