import { DomainError } from '../errors';

export class InvalidStaffCredentialsError extends DomainError {
  readonly code = 'invalid_credentials';
  readonly kind = 'unauthorized';
  constructor() {
    super('Por favor, verifica la contraseña e intenta nuevamente');
  }
}

export class InvalidInvestorCredentialsError extends DomainError {
  readonly code = 'invalid_credentials';
  readonly kind = 'unauthorized';
  constructor() {
    super('Usuario o contraseña incorrectos');
  }
}

export class NotSignedInError extends DomainError {
  readonly code = 'unauthorized';
  readonly kind = 'unauthorized';
  constructor() {
    super('Tu sesión terminó. Inicia sesión de nuevo.');
  }
}

export class RoleNotAllowedError extends DomainError {
  readonly code = 'forbidden';
  readonly kind = 'forbidden';
  constructor() {
    super('Tu rol no permite realizar esta acción.');
  }
}

export class TooManyAttemptsError extends DomainError {
  readonly code = 'too_many_requests';
  readonly kind = 'rate_limited';
  constructor(
    override readonly retryAfterSeconds: number,
    counts: 'failures' | 'requests' = 'failures',
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const wait = `Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo.`;
    super(counts === 'failures' ? `Demasiados intentos fallidos. ${wait}` : `Demasiadas solicitudes. ${wait}`);
  }
}

/** A signed-in session that kept guessing its own current password: it is ended. */
export class SessionEndedByAttemptsError extends DomainError {
  readonly code = 'unauthorized';
  readonly kind = 'unauthorized';
  constructor() {
    super('Demasiados intentos con una contraseña actual incorrecta. Por seguridad cerramos tu sesión; inicia sesión de nuevo.');
  }
}

export class InvalidTokenError extends DomainError {
  readonly code = 'invalid_token';
  readonly kind = 'invalid';
  constructor() {
    super('Token inválido o expirado');
  }
}

export class WrongCurrentPasswordError extends DomainError {
  readonly code = 'wrong_current_password';
  readonly kind = 'invalid';
  constructor() {
    super('La contraseña actual no es correcta');
  }
}

export class EmailTakenError extends DomainError {
  readonly code = 'email_taken';
  readonly kind = 'conflict';
  constructor() {
    super('Ya existe una cuenta con ese email.');
  }
}

export class StaffAccountNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('No encontramos esa cuenta del personal.');
  }
}

export class CannotChangeOwnAccountError extends DomainError {
  readonly code = 'own_account';
  readonly kind = 'conflict';
  constructor() {
    super('No puedes deshabilitar tu propia cuenta ni quitarte el rol de administrador.');
  }
}
