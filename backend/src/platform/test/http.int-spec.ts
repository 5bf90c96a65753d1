import { startTestApp, TestApp } from '../../../test-support/test-app';

describe('HTTP platform', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('reports PostgreSQL and Redis as up on /api/health', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in Spanish', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/no-existe`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 'not_found', message: 'No encontramos lo que buscas.' });
  });

  it('sends security headers and a request id', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/health`, { headers: { 'x-request-id': 'prueba-1234567' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toBe('prueba-1234567');
  });

  it('publishes the OpenAPI description with the information request schema', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(document.paths['/api/information-request']).toBeDefined();
    expect(document.components.schemas.SubmitInformationRequestDto.properties.fullName).toBeDefined();
  });
});
