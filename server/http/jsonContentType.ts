/** The content type of every JSON answer, as Fastify sets it for a serialized object. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
