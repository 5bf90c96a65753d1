export { ThrottlingModule } from './throttling.module';
export { PublicFormThrottle, TooManyFormRequestsError } from './public-form-throttle';
