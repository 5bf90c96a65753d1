export type HealthStatus = 'ok' | 'down';
export type HealthResponse = { status: HealthStatus; database: HealthStatus; redis: HealthStatus };
