// Every error answer of the API has this shape; `errors` only for invalid input.
export type FieldError = { field: string; message: string };
export type ApiErrorBody = { code: ApiErrorCode | string; message: string; errors?: FieldError[] };

export type ApiErrorCode =
  | 'validation_failed'
  | 'invalid_json'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'not_found'
  | 'conflict'
  | 'forbidden'
  | 'unauthorized'
  | 'too_many_requests'
  | 'service_unavailable'
  | 'internal_error';

export const GENERIC_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  validation_failed: 'Revisa los datos marcados e inténtalo de nuevo.',
  invalid_json: 'La solicitud no tiene un formato válido.',
  payload_too_large: 'La solicitud es demasiado grande.',
  unsupported_media_type: 'El tipo de contenido no es compatible.',
  not_found: 'No encontramos lo que buscas.',
  conflict: 'La operación entra en conflicto con el estado actual.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  unauthorized: 'Necesitas iniciar sesión.',
  too_many_requests: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  service_unavailable: 'El servicio no está disponible en este momento. Inténtalo más tarde.',
  internal_error: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
};

/** The code an error answer stands for when all that is known is its HTTP status. */
export const ERROR_CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

export const UNKNOWN_FIELD_MESSAGE = 'Este campo no está permitido';
