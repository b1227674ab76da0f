import { isTerminalFlowStep } from '../../../shared/flows/flow-progress';
import { ServiceClientError } from '../../service/service-client-error';
import { moneyMayHaveMoved, problemOf, serviceErrorFacts } from './flow-failure';
import type { FlowRun } from './flow-run';
import { isTransient } from './resume';

/**
 * Ends a run whose flow (or resume) threw, for the engine and recovery alike. A service call
 * that failed before anything could move money fails the operation with its problem; anything
 * else, where money may have moved or the flow itself broke, goes to a person with the outcome
 * unknown. When the journal cannot record even that, the operation stays open there, so the
 * next start resumes or reviews it, and the screen stops waiting and says a person must look.
 */
export async function endAfterError(
  run: FlowRun,
  error: unknown,
  report: (error: unknown) => void,
): Promise<void> {
  if (isTerminalFlowStep(run.step)) return;
  const serviceError = error instanceof ServiceClientError ? error : undefined;
  const facts = serviceError === undefined ? {} : serviceErrorFacts(serviceError);
  try {
    if (serviceError !== undefined && !moneyMayHaveMoved(run.step) && run.allows('failed')) {
      await run.move('failed', { problem: problemOf(serviceError), facts });
    } else {
      await run.move('needs_review', {
        reviewReason: 'outcome_unknown',
        problem: { type: 'review', reason: 'outcome_unknown' },
        facts,
      });
    }
  } catch (moveError) {
    report(moveError);
    run.show('needs_review', { problem: { type: 'review', reason: 'journal_write_failed' } });
  }
}

/**
 * Ends a resumed run that threw, as `endAfterError` ends a flow that threw, except that one
 * whose request told nothing stays open as recorded, for the next start to try again.
 */
export async function endAfterResumeError(
  run: FlowRun,
  error: unknown,
  report: (error: unknown) => void,
): Promise<void> {
  report(error);
  if (isTerminalFlowStep(run.step)) return;
  if (error instanceof ServiceClientError && isTransient(error)) {
    run.show('recovering', { problem: problemOf(error) });
    return;
  }
  await endAfterError(run, error, report);
}
