/**
 * vForm fields: the palette and the settings panel's options, and a form's fields, added at a position,
 * changed (only the settings supplied), deleted, moved and duplicated. Positions stay dense and 0-based. A
 * field's writes are filed in the audit log under its form, so the form's activities list them.
 */
import { defineRoutes, type RouteAudit } from '../core/route-table.js';
import { ZIdParams, ZItems } from '../schemas/common.js';
import {
  ZCreateVFormFieldRequest,
  ZReorderVFormFieldRequest,
  ZUpdateVFormFieldRequest,
  ZVFormDeletedField,
  ZVFormField,
  ZVFormFieldOptions,
  ZVFormFieldParams,
  ZVFormFieldTemplateList,
} from './vform-schemas.js';

const VIEW = { tenancy: 'tenant', permissions: ['vform:view'] } as const;
const ZFieldList = ZItems(ZVFormField);
const writes = (event: 'create' | 'update' | 'delete'): RouteAudit => ({
  event,
  resource: 'vForm field',
  resourceIdParam: 'id',
});

export const vformFieldRoutes = defineRoutes('vform', {
  palette: {
    method: 'GET',
    path: '/v-forms/fields',
    summary: "One entry per field type a form can hold, with its defaults in the business's theme",
    access: VIEW,
    response: ZVFormFieldTemplateList,
  },
  options: {
    method: 'GET',
    path: '/v-forms/fields/options',
    summary: 'What the field settings panel offers: verification types with prices, certificates, layouts',
    access: VIEW,
    response: ZVFormFieldOptions,
  },
  list: {
    method: 'GET',
    path: '/v-forms/templates/:id/fields',
    summary: "A form's fields in order",
    access: VIEW,
    params: ZIdParams,
    response: ZFieldList,
    errors: ['not_found'],
  },
  create: {
    method: 'POST',
    path: '/v-forms/templates/:id/fields',
    summary: 'Adds a field at a position (default: last), from its type’s defaults and the settings given',
    access: VIEW,
    params: ZIdParams,
    body: ZCreateVFormFieldRequest,
    response: ZVFormField,
    status: 201,
    audit: writes('create'),
    errors: ['not_found'],
  },
  update: {
    method: 'PUT',
    path: '/v-forms/templates/:id/fields/:fieldId',
    summary: "Changes a field's settings: only those supplied",
    access: VIEW,
    params: ZVFormFieldParams,
    body: ZUpdateVFormFieldRequest,
    response: ZVFormField,
    audit: writes('update'),
    errors: ['not_found'],
  },
  delete: {
    method: 'DELETE',
    path: '/v-forms/templates/:id/fields/:fieldId',
    summary: 'Deletes a field; the ones after it move up',
    access: VIEW,
    params: ZVFormFieldParams,
    response: ZVFormDeletedField,
    audit: writes('delete'),
    errors: ['not_found'],
  },
  reorder: {
    method: 'POST',
    path: '/v-forms/templates/:id/fields/:fieldId/reorder',
    summary: "Moves a field to a 0-based position; answers the form's fields in their new order",
    access: VIEW,
    params: ZVFormFieldParams,
    body: ZReorderVFormFieldRequest,
    response: ZFieldList,
    audit: writes('update'),
    errors: ['not_found'],
  },
  duplicate: {
    method: 'POST',
    path: '/v-forms/templates/:id/fields/:fieldId/duplicate',
    summary: 'Copies a field to just after it, "(copy)" added to its label',
    access: VIEW,
    params: ZVFormFieldParams,
    response: ZVFormField,
    status: 201,
    audit: writes('create'),
    errors: ['not_found'],
  },
});
