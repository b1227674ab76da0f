import { useEffect, useState } from 'react';
import type { PrintingOutputs } from '../../../shared/printing/document-layout';
import { pos } from '../../pos';

/**
 * What this host can print or save now (`printing:get-outputs`), so a button that cannot work
 * here is disabled with the reason before anyone presses it. Null until main answers; the
 * buttons then stay usable and any refusal is told as the answer.
 */
export function usePrintingOutputs(): PrintingOutputs | null {
  const [outputs, setOutputs] = useState<PrintingOutputs | null>(null);
  useEffect(() => {
    let current = true;
    void pos.printingGetOutputs({}).then((result) => {
      if (current && result.ok) setOutputs(result.data);
    });
    return () => {
      current = false;
    };
  }, []);
  return outputs;
}

/** The reason an output cannot be used here, or null when both can. Paper's reason is wider. */
export function outputsProblem(
  outputs: PrintingOutputs | null,
): Exclude<PrintingOutputs['paper'], 'ready'> | null {
  if (outputs === null || outputs.paper === 'ready') return null;
  return outputs.paper;
}
