/** Path parameters the authoring routes share; ids are opaque strings, capped so a probe stays cheap. */
import { z } from 'zod';

export const ZTemplateIdParams = z.strictObject({ id: z.string().max(64) });
