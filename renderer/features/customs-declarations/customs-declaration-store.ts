import { createStore } from 'zustand/vanilla';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { CustomsDeclaration } from '../../../shared/service/customs';
import { pos } from '../../pos';
import {
  customsCreateRequest,
  customsUpdateRequest,
  type CustomsForm,
} from './customs-declaration-form';

/*
 * The customs declarations the clerk filed or looked up this session, by charge: the service
 * answers a declaration only by its id and lists none, so the id the create answered is kept
 * here, and one from elsewhere can be typed. Each is followed with `polling=true` while it is
 * pending. Nothing here is logged: a declaration holds the customer's national id number.
 */

type CustomsPos = Pick<PosApi, 'customsCreate' | 'customsGet' | 'customsUpdate'>;

interface CustomsState {
  declarations: Readonly<Record<string, CustomsDeclaration>>;
  /** Charges whose declaration the service is being asked about or waited on. */
  following: Readonly<Record<string, boolean>>;
  followError: Readonly<Record<string, IpcError>>;
}

/** Answers the form's errors or the service's refusal, or null once sent. */
type Sent = { errors: { field: string; reason: string }[] } | { refusal: IpcError } | null;

interface CustomsActions {
  /** Files the declaration, or resubmits it after a failure (spec: Create). */
  submit: (chargeId: string, form: CustomsForm) => Promise<Sent>;
  /** Changes a successful declaration (spec: Update). */
  modify: (chargeId: string, form: CustomsForm) => Promise<Sent>;
  lookUp: (chargeId: string, customsDeclarationId: string) => Promise<IpcError | null>;
}

type CustomsStore = CustomsState & CustomsActions;

function createCustomsStore(api: CustomsPos) {
  return createStore<CustomsStore>()((set, get) => {
    const keep = (declaration: CustomsDeclaration) =>
      set({ declarations: { ...get().declarations, [declaration.charge_id]: declaration } });
    const setFollowing = (chargeId: string, on: boolean) =>
      set({ following: { ...get().following, [chargeId]: on } });

    const follow = async (declaration: CustomsDeclaration) => {
      const { charge_id: chargeId, id } = declaration;
      if (declaration.status !== 'pending' || get().following[chargeId] === true) return;
      setFollowing(chargeId, true);
      let current = declaration;
      while (current.status === 'pending') {
        const result = await api.customsGet({
          chargeId,
          customsDeclarationId: id,
          query: { polling: true },
        });
        if (!result.ok) {
          set({ followError: { ...get().followError, [chargeId]: result.error } });
          break;
        }
        current = result.data;
        keep(current);
      }
      setFollowing(chargeId, false);
    };

    const sent = (result: Awaited<ReturnType<CustomsPos['customsCreate']>>): Sent => {
      if (!result.ok) return { refusal: result.error };
      keep(result.data);
      void follow(result.data);
      return null;
    };

    return {
      declarations: {},
      following: {},
      followError: {},
      submit: async (chargeId, form) => {
        const request = customsCreateRequest(form);
        if (!request.ok) return { errors: request.errors };
        return sent(await api.customsCreate({ chargeId, body: request.body }));
      },
      modify: async (chargeId, form) => {
        const current = get().declarations[chargeId];
        if (current === undefined) return null;
        const request = customsUpdateRequest(form, current);
        if (!request.ok) return { errors: request.errors };
        return sent(
          await api.customsUpdate({
            chargeId,
            customsDeclarationId: current.id,
            body: request.body,
          }),
        );
      },
      lookUp: async (chargeId, customsDeclarationId) => {
        const result = await api.customsGet({ chargeId, customsDeclarationId });
        if (!result.ok) return result.error;
        keep(result.data);
        void follow(result.data);
        return null;
      },
    };
  });
}

export const customsStore = createCustomsStore(pos);
