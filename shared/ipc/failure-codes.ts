import { z } from 'zod';
import { dayCloseFailureCode } from '../back-office/day-close-report';
import { exportFolderFailureCode } from '../back-office/export-folder';
import { exportErrorCode } from '../back-office/export-request';
import { closeFailureCode } from '../back-office/till-close';
import { operatorFailureCode } from '../operators';
import { credentialsErrorCode, sessionFailureCode } from '../profiles';
import { saleLimitFailureCode } from '../sale-limits';
import { clientErrorCode, serviceErrorCode, unsimulatedServiceErrorCode } from '../service/errors';
import { flowRefusalCode } from './contract/flows';
import { journalFailureCode } from './contract/journal';
import { printingFailureCode } from './contract/printing';
import { ipcLayerCode } from './ipc-layer-code';
import { trainingCustomerRefusalCode } from './training-customer-action';

/**
 * Every code a call can fail with, whoever raised it. Each list lives beside its domain; this
 * is their union, so main cannot throw a code the renderer has no words for
 * (`Record<FailureCode, string>` in renderer/i18n/*\/errors.ts).
 */
export const failureCode = z.enum([
  ...ipcLayerCode.options,
  ...serviceErrorCode.options,
  ...unsimulatedServiceErrorCode.options,
  ...clientErrorCode.options,
  ...credentialsErrorCode.options,
  ...sessionFailureCode.options,
  ...saleLimitFailureCode.options,
  ...operatorFailureCode.options,
  ...flowRefusalCode.options,
  ...journalFailureCode.options,
  ...printingFailureCode.options,
  ...exportErrorCode.options,
  ...exportFolderFailureCode.options,
  ...dayCloseFailureCode.options,
  ...closeFailureCode.options,
  ...trainingCustomerRefusalCode.options,
]);
export type FailureCode = z.infer<typeof failureCode>;
