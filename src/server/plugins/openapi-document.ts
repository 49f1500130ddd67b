/** The shape of the OpenAPI 3.1 document the API describes itself with (api-description.ts). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  components: { securitySchemes: Record<string, unknown> };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
}

export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: unknown }>;
  requestBody?: { required: true; content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; headers?: unknown; content?: unknown }>;
}
