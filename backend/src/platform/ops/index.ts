// The internal listener of every process: /metrics and /health on OPS_PORT, never the public address.
export { OpsModule } from './ops.module';
export { OpsListener } from './ops-listener';
