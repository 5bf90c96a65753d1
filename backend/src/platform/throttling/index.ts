export { ThrottlingModule } from './throttling.module';
export { PublicFormThrottle, TooManyFormRequestsError } from './public-form-throttle';
export { StreamLeases, TooManyStreamsError, STREAM_LEASE_MS, type StreamLease } from './stream-leases';
