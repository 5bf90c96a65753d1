import { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { ApiErrorBody, GENERIC_ERROR_MESSAGES } from '@cdm/contracts';
import { AppConfig } from '../config';
import { StaffGuard } from '../identity/guards';

const DOCS_PATH = /^\/api\/docs(?:[-/?]|$)/;
const NOT_FOUND: ApiErrorBody = { code: 'not_found', message: GENERIC_ERROR_MESSAGES.not_found };

// Request schemas come from the shared class-validator DTOs, so libs/contracts stays free of swagger decorators.
export function schemaRef(dto: { name: string }): { $ref: string } {
  return { $ref: `#/components/schemas/${dto.name}` };
}

/**
 * The API description at /api/docs (and -json, -yaml). In production only a signed-in staff
 * member sees it; anyone else gets the 404 of an unknown path.
 */
export function setupOpenApi(app: NestFastifyApplication, config: AppConfig): void {
  if (config.isProduction) {
    const staff = app.get(StaffGuard, { strict: false });
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRequest', async (request, reply) => {
        // The matched route, not only the raw URL: a percent-encoded path reaches the same route.
        const isDocs = DOCS_PATH.test(request.url) || DOCS_PATH.test(request.routeOptions.url ?? '');
        if (!isDocs || (await staff.isSignedInStaff(request))) return;
        await reply.status(404).type('application/json; charset=utf-8').send(NOT_FOUND);
      });
  }
  describeApi(app);
}

function describeApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Ciudad Deporte Motor ZMG — API')
      .setDescription('Errores: `{ code, message, errors?: [{ field, message }] }` con mensajes en español.')
      .setVersion('1')
      .build(),
  );
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...(validationMetadatasToSchemas() as Record<string, object>) },
  };
  SwaggerModule.setup('api/docs', app, document);
}
