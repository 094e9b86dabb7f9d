/**
 * The published OpenAPI document: valid OpenAPI 3.1 by an independent validator, listing every route the
 * API registers with what it accepts, who may call it and what it may fail with; and for each route in a
 * route table, the schema of its answer.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { type RouteDeclaration, routeKey, routeTables } from '@verity/client';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => t.close());

const operationOf = (key: string) => {
  const [method = '', url = ''] = key.split(' ');
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return document.paths?.[path]?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods] as
    | (OpenAPIV3_1.OperationObject & { 'x-verity-access'?: { tenancy: string; permissions: string[] } })
    | undefined;
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
  });

  it('lists every API route the server registers, with its access and its failures', () => {
    // CORS preflights answer browsers, not callers: they are not operations.
    const apiRoutes = t.app.routeList.filter((route) => route.access && route.method !== 'OPTIONS');
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const operation = operationOf(key);
      expect(operation, key).toBeDefined();
      expect(operation?.['x-verity-access']?.tenancy, key).toBe(route.access?.tenancy);
      expect(operation?.['x-verity-access']?.permissions, key).toEqual([
        ...(route.access?.permissions ?? []),
      ]);
      const failures = Object.keys(operation?.responses ?? {}).filter((status) => Number(status) >= 400);
      expect(failures.length, key).toBeGreaterThan(0);
    }
    const declared = Object.values(routeTables).reduce((n, table) => n + Object.keys(table.routes).length, 0);
    console.log(`OpenAPI: ${apiRoutes.length} API routes listed, ${declared} with declared answer schemas`);
  });

  it("describes each declared route's answer: the envelope's data by its schema, or the file", () => {
    for (const { service, routes } of Object.values(routeTables))
      for (const route of Object.values(routes as Record<string, RouteDeclaration>)) {
        const key = routeKey(service, route);
        const success = operationOf(key)?.responses?.[String(route.status ?? 200)] as
          | OpenAPIV3_1.ResponseObject
          | undefined;
        const content = success?.content ?? {};
        if ('file' in route.response) expect(Object.keys(content), key).toEqual([route.response.file]);
        else {
          const schema = content['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;
          expect(schema?.properties?.data, key).toBeDefined();
          expect(schema?.properties?.data, key).not.toEqual({});
        }
      }
  });

  it('names the roles list and its failures as a developer reads them', () => {
    const list = operationOf('GET /api/user/v1/roles');
    expect(list?.summary).toBe("The business's roles, Owner first, with how many users hold each");
    expect(list?.['x-verity-access']).toEqual({
      tenancy: 'business',
      permissions: ['user:view'],
      apiKeys: false,
    });
    expect((list?.responses?.['403'] as OpenAPIV3_1.ResponseObject | undefined)?.description).toContain(
      '`permission_missing`',
    );
  });

  it('is served to anyone, signed in or not', async () => {
    const answer = await call(t.app, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
  });
});
