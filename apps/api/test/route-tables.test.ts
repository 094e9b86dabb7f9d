/**
 * Routes are declared once, in the client's route tables, and bound to handlers by name: a declaration
 * without a handler, a handler without a declaration, a table on the wrong service or a table nobody
 * registers stops the app; answers are written by their declared schema and, in the suites, checked
 * against it.
 */
import { roleRoutes, routeTables } from '@verity/client';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../src/context.js';
import { registerAnswerContractCheck } from '../src/http/answer-contract.js';
import type { AppInstance } from '../src/http/app-instance.js';
import {
  assertEveryTableRegistered,
  type RouteHandlers,
  RouteTableError,
  registerRoutes,
  withholdRoutes,
} from '../src/http/register-routes.js';
import { zodSerializerCompiler } from '../src/http/response-serializer.js';
import { zodValidatorCompiler } from '../src/http/zod-validation.js';

type RoleHandlers = RouteHandlers<typeof roleRoutes>;

const answer = async () => ({ success: true as const, statusCode: 200, message: 'ok', data: null as never });
const roleHandlers = (): RoleHandlers =>
  Object.fromEntries(Object.keys(roleRoutes.routes).map((name) => [name, answer])) as unknown as RoleHandlers;

/** A bare app with one service scope, and what registering `work` on that scope threw. */
async function registerOn(prefix: string, work: (scope: AppInstance) => void): Promise<unknown> {
  const app = Fastify();
  app.decorate('ctx', {} as AppContext);
  let thrown: unknown;
  await app.register(
    async (scope) => {
      try {
        work(scope as unknown as AppInstance);
      } catch (error) {
        thrown = error;
      }
    },
    { prefix },
  );
  await app.close();
  return thrown;
}

describe('route tables', () => {
  it('refuses a declared route that has no handler, naming it', async () => {
    const { delete: _, ...handlers } = roleHandlers();
    const thrown = await registerOn('/api/user/v1', (scope) =>
      registerRoutes(scope, roleRoutes, handlers as RoleHandlers),
    );
    expect(thrown).toBeInstanceOf(RouteTableError);
    expect(String(thrown)).toContain('roles.delete: a declared route without a handler');
  });

  it('refuses a handler for a route the table does not declare, naming it', async () => {
    const handlers = { ...roleHandlers(), archive: answer };
    const thrown = await registerOn('/api/user/v1', (scope) => registerRoutes(scope, roleRoutes, handlers));
    expect(String(thrown)).toContain('roles.archive: a handler for a route the table does not declare');
  });

  it("refuses a table registered under another service's prefix", async () => {
    const thrown = await registerOn('/api/audit/v1', (scope) =>
      registerRoutes(scope, roleRoutes, roleHandlers()),
    );
    expect(String(thrown)).toContain('roles: registered under /api/audit/v1, declared for /api/user/v1');
  });

  it('names every table that no feature registered', async () => {
    const app = Fastify();
    app.decorate('ctx', {} as AppContext);
    await app.register(
      async (scope) => registerRoutes(scope as unknown as AppInstance, roleRoutes, roleHandlers()),
      {
        prefix: '/api/user/v1',
      },
    );
    const others = Object.keys(routeTables).filter((name) => name !== 'roles');
    expect(() => assertEveryTableRegistered(app as unknown as AppInstance)).toThrow(
      `${others[0]}: a route table no feature registers`,
    );
    await app.close();
  });

  it('lets a table withheld by name pass, and still names one neither registered nor withheld', async () => {
    const app = Fastify();
    app.decorate('ctx', {} as AppContext);
    const instance = app as unknown as AppInstance;
    for (const table of Object.values(routeTables)) if (table !== roleRoutes) withholdRoutes(instance, table);
    expect(() => assertEveryTableRegistered(instance)).toThrow('roles: a route table no feature registers');
    withholdRoutes(instance, roleRoutes);
    expect(() => assertEveryTableRegistered(instance)).not.toThrow();
    await app.close();
  });
});

describe('answers by their declared schema', () => {
  const ZThing = z.object({ name: z.string(), kind: z.enum(['plain', 'fancy']) });

  async function appAnswering(data: unknown, contractCheck: boolean) {
    const app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(zodSerializerCompiler);
    if (contractCheck) registerAnswerContractCheck(app);
    app.get('/thing', { schema: { response: { '2xx': ZThing } } }, async () => ({
      success: true,
      statusCode: 200,
      message: 'Thing retrieved',
      data,
    }));
    await app.ready();
    return app;
  }

  it('writes only the fields the schema names: a field a handler leaves in never reaches the caller', async () => {
    const app = await appAnswering({ name: 'A', kind: 'plain', passwordHash: 'secret' }, false);
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.json()).toEqual({
      success: true,
      statusCode: 200,
      message: 'Thing retrieved',
      data: { name: 'A', kind: 'plain' },
    });
    await app.close();
  });

  it('fails an answer outside its schema in the suites, naming the route and the field', async () => {
    const app = await appAnswering({ name: 'A', kind: 'unheard-of' }, true);
    app.log.level = 'silent';
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(
      'GET /thing answered outside its declared response schema: data.kind: The kind field should be one of plain, fancy',
    );
    await app.close();
    // Without the check the serializer alone would have sent it.
    const unchecked = await appAnswering({ name: 'A', kind: 'unheard-of' }, false);
    expect((await unchecked.inject({ method: 'GET', url: '/thing' })).json().data.kind).toBe('unheard-of');
    await unchecked.close();
  });
});
