import type { ServiceClient } from '../service/service-client';

/** The store a back-office read is for, and the client that reads it. */
export interface BackOfficeService {
  readonly storeId: string;
  readonly client: ServiceClient;
}
