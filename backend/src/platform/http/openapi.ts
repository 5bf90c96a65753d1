import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';

// Request schemas come from the shared class-validator DTOs, so libs/contracts stays free of swagger decorators.
export function schemaRef(dto: { name: string }): { $ref: string } {
  return { $ref: `#/components/schemas/${dto.name}` };
}

export function setupOpenApi(app: INestApplication): void {
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
