import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isoTimestamp, mode, queryBoolean, uuid } from '../../../../shared/service/common';
import { paginated, paginationQuery } from '../../../../shared/service/pagination';
import { defineRoute } from '../../../../shared/service/route';
import { requireSameMode, requireStoreToken } from '../../../../main/simulator/auth';
import { defineCollection } from '../../../../main/simulator/collection';
import { createdWithin, inMode, paginate } from '../../../../main/simulator/pagination';
import { SimulatorError } from '../../../../main/simulator/simulator-error';
import type { SimulatorModule } from '../../../../main/simulator/simulator-module';

/*
 * A small resource used only by the simulator's own tests: it exercises every part of the
 * plug-in interface (collection, store and cross-store routes, a transition, a trigger, a
 * control route) the way the resource modules do.
 */

const note = z.strictObject({
  id: uuid,
  store_id: uuid,
  mode,
  text: z.string(),
  status: z.enum(['pending', 'settled']),
  created_on: isoTimestamp,
});
type Note = z.infer<typeof note>;
const notes = defineCollection('notes', note);

const noteParams = z.strictObject({ storeId: uuid, noteId: uuid });
const createNoteBody = z.strictObject({
  text: z.string({ error: 'INVALID_FORMAT' }).min(1, { error: 'REQUIRED_VALUE' }),
  amount: z.number({ error: 'INVALID_AMOUNT' }).int({ error: 'INVALID_AMOUNT' }).optional(),
});
const noteResponse = z.looseObject({ id: uuid, status: z.string(), mode });

const noteRoutes = {
  createNote: defineRoute({
    method: 'POST',
    path: '/notes',
    auth: 'secret',
    params: z.strictObject({}),
    body: createNoteBody,
    response: noteResponse,
    status: 201,
    idempotent: true,
  }),
  createStoreNote: defineRoute({
    method: 'POST',
    path: '/stores/{storeId}/notes',
    auth: 'secret',
    params: z.strictObject({ storeId: uuid }),
    body: createNoteBody,
    response: noteResponse,
    status: 201,
    idempotent: true,
  }),
  getNote: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/notes/{noteId}',
    auth: 'secret',
    params: noteParams,
    query: z.strictObject({ polling: queryBoolean.optional() }),
    response: noteResponse,
    status: 200,
    idempotent: false,
  }),
  getNoteWithJwt: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/notes/{noteId}/public',
    auth: 'jwt',
    params: noteParams,
    response: noteResponse,
    status: 200,
    idempotent: false,
  }),
  listStoreNotes: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/notes',
    auth: 'secret',
    params: z.strictObject({ storeId: uuid }),
    query: paginationQuery.extend({
      from: isoTimestamp.optional(),
      to: isoTimestamp.optional(),
      mode: mode.optional(),
    }),
    response: paginated(noteResponse),
    status: 200,
    idempotent: false,
  }),
};

/** After creation a note settles by itself this much later on the simulator's clock. */
export const settleAfterMs = 60_000;

export const notesModule: SimulatorModule = {
  name: 'notes',
  collections: [notes],
  register(sim) {
    const collection = sim.state.collection(notes);
    const settle = sim.transition('notes.settle', z.strictObject({ id: uuid }), ({ id }) => {
      const found = collection.get(id);
      if (found?.status === 'pending') collection.replace({ ...found, status: 'settled' });
    });
    const create = (storeId: string, noteMode: Note['mode'], text: string): Note => {
      const created = collection.insert({
        id: randomUUID(),
        store_id: storeId,
        mode: noteMode,
        text,
        status: 'pending',
        created_on: sim.clock.iso(),
      });
      settle.at(sim.clock.now() + settleAfterMs, { id: created.id });
      return created;
    };
    const find = (storeId: string, noteId: string): Note => {
      const found = collection.get(noteId);
      if (!found || found.store_id !== storeId) throw new SimulatorError('NOT_FOUND');
      return found;
    };

    sim.route(noteRoutes.createNote, (ctx) => {
      const store = requireStoreToken(ctx);
      const created = create(store.id, ctx.auth.mode, ctx.body.text);
      return { ...created, page_url: `${ctx.baseUrl}/note-pages/${created.id}` };
    });
    sim.route(noteRoutes.createStoreNote, (ctx) => {
      requireStoreToken(ctx);
      if (ctx.body.text === 'refuse') throw new SimulatorError('CANCEL_NOT_ALLOWED');
      if (ctx.body.text === 'crash') throw new Error('a handler bug');
      return create(ctx.store.id, ctx.auth.mode, ctx.body.text);
    });
    sim.route(noteRoutes.getNote, async (ctx) => {
      const found = find(ctx.store.id, ctx.params.noteId);
      requireSameMode(ctx, found);
      if (ctx.query.polling) {
        await ctx.waitUntil(() => collection.get(found.id)?.status !== 'pending');
      }
      return find(ctx.store.id, ctx.params.noteId);
    });
    sim.route(noteRoutes.getNoteWithJwt, (ctx) => find(ctx.store.id, ctx.params.noteId));
    sim.route(noteRoutes.listStoreNotes, (ctx) => {
      const inStore = collection.values().filter((item) => item.store_id === ctx.store.id);
      return paginate(inStore, ctx.query, createdWithin(ctx.query), inMode(ctx.query.mode));
    });
    sim.trigger({
      name: 'notes.settle',
      description: 'Settles a pending note now.',
      input: z.strictObject({ id: uuid }),
      run: ({ id }) => {
        const found = collection.get(id);
        if (!found) throw new SimulatorError('NOT_FOUND');
        return collection.replace({ ...found, status: 'settled' });
      },
    });
    const pageParams = z.strictObject({ noteId: uuid });
    const pageOf = (noteId: string): Note => {
      const found = collection.get(noteId);
      if (!found) throw new SimulatorError('NOT_FOUND');
      return found;
    };
    sim.page({
      method: 'GET',
      path: '/note-pages/{noteId}',
      params: pageParams,
      form: z.object({}),
      run: ({ params }) => ({
        status: 200,
        html: `<!doctype html><p>${pageOf(params.noteId).status}</p>`,
      }),
    });
    sim.page({
      method: 'POST',
      path: '/note-pages/{noteId}',
      params: pageParams,
      form: z.object({ outcome: z.literal('settle'), back: z.url() }),
      run: ({ params, form }) => {
        const found = pageOf(params.noteId);
        if (found.status !== 'pending') return { status: 400, html: '<p>closed</p>' };
        collection.replace({ ...found, status: 'settled' });
        return { redirect: form.back };
      },
    });
    sim.control({
      method: 'GET',
      path: '/_sim/notes/{noteId}',
      params: z.strictObject({ noteId: uuid }),
      run: ({ params }) => collection.get(params.noteId) ?? null,
    });
  },
};
