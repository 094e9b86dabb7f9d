import { callRoute } from '../core/route-call.js';
import type { RequestOptions, Transport } from '../core/transport.js';
import {
  devMailboxRouteAddresses as devMailbox,
  healthRouteAddresses as health,
  mediaRouteAddresses as media,
  referenceRouteAddresses as reference,
} from '../route-addresses.generated.js';

export class CountriesResource {
  constructor(private readonly t: Transport) {}
  list(options?: RequestOptions) {
    return callRoute(this.t, reference.countries, {}, options);
  }
  states(countryCode: string, options?: RequestOptions) {
    return callRoute(this.t, reference.states, { params: { countryCode } }, options);
  }
}

export interface UploadFields {
  imageWidth?: number;
  imageHeight?: number;
  expireInDays?: number;
}

/** Uploads take Blobs (a browser File is one; in Node, `new Blob([buffer])` or `fs.openAsBlob`). */
export class MediaResource {
  constructor(private readonly t: Transport) {}

  /** Images, resized on the server to fit 480x360. */
  uploadMedia(
    files: Array<{ blob: Blob; name: string }>,
    fields: UploadFields = {},
    options?: RequestOptions,
  ) {
    return callRoute(this.t, media.uploadMedia, { body: formData(files, fields) }, options);
  }
  uploadDocuments(
    files: Array<{ blob: Blob; name: string }>,
    fields: Pick<UploadFields, 'expireInDays'> = {},
    options?: RequestOptions,
  ) {
    return callRoute(this.t, media.uploadDocuments, { body: formData(files, fields) }, options);
  }
}

function formData(files: Array<{ blob: Blob; name: string }>, fields: UploadFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  for (const file of files) form.append('files', file.blob, file.name);
  return form;
}

/** Calls outside the versioned services: health, and the dev mailbox (non-production only). */
export class SystemResource {
  constructor(private readonly t: Transport) {}
  health(options?: RequestOptions) {
    return callRoute(this.t, health.check, {}, options);
  }
  mailbox(to?: string, options?: RequestOptions) {
    return callRoute(this.t, devMailbox.list, { query: { to } }, options);
  }
}
