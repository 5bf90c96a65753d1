import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

// Messages of investor-portal.md §5 and of the staff panel (investor-portal.md §2.6, §8).
export const IDENTITY_MESSAGES = {
  usernameRequired: 'Por favor ingresa tu usuario (email)',
  passwordRequired: 'Por favor ingresa tu contraseña',
  recoveryEmailRequired: 'Por favor ingresa tu correo electrónico',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  staffPasswordTooShort: 'La contraseña del personal debe tener al menos 12 caracteres',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  allFieldsRequired: 'Por favor completa todos los campos',
  invalidResetToken: 'Token de recuperación no válido',
  emailRequired: 'Email válido es requerido',
  nameRequired: 'Nombre completo es requerido',
  roleRequired: 'Selecciona un rol',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
} as const;

const m = IDENTITY_MESSAGES;

export const PASSWORD_MIN_LENGTH = 8;
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const STAFF_ROLES = [
  { value: 'admin', label: 'Administrador' },
  { value: 'advisor', label: 'Asesor' },
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number]['value'];
const staffRoleValues = STAFF_ROLES.map((role) => role.value);

/** Staff sign-in at /admin. */
export class StaffSignInDto {
  @MaxLength(254, { message: m.tooLong(254) })
  @IsEmail({}, { message: m.emailRequired })
  email!: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.tooLong(PASSWORD_MAX_LENGTH) })
  @MinLength(1, { message: m.passwordRequired })
  @IsString({ message: m.passwordRequired })
  password!: string;
}

export class CreateStaffAccountDto {
  @MaxLength(254, { message: m.tooLong(254) })
  @IsEmail({}, { message: m.emailRequired })
  email!: string;

  @MaxLength(120, { message: m.tooLong(120) })
  @MinLength(2, { message: m.nameRequired })
  @IsString({ message: m.nameRequired })
  name!: string;

  @IsIn(staffRoleValues, { message: m.roleRequired })
  role!: StaffRole;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.tooLong(PASSWORD_MAX_LENGTH) })
  @MinLength(STAFF_PASSWORD_MIN_LENGTH, { message: m.staffPasswordTooShort })
  @IsString({ message: m.staffPasswordTooShort })
  password!: string;
}

export class UpdateStaffAccountDto {
  @IsOptional()
  @IsIn(staffRoleValues, { message: m.roleRequired })
  role?: StaffRole;

  @IsOptional()
  @IsBoolean({ message: 'Indica si la cuenta está deshabilitada' })
  disabled?: boolean;
}

export class ResetStaffPasswordDto {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.tooLong(PASSWORD_MAX_LENGTH) })
  @MinLength(STAFF_PASSWORD_MIN_LENGTH, { message: m.staffPasswordTooShort })
  @IsString({ message: m.staffPasswordTooShort })
  password!: string;
}

/** POST /api/investor-password-status */
export class InvestorPasswordStatusDto {
  @MaxLength(254, { message: m.tooLong(254) })
  @MinLength(1, { message: m.usernameRequired })
  @IsString({ message: m.usernameRequired })
  username!: string;
}

/** POST /api/investor-login; the password may be blank when the account still needs set-up. */
export class InvestorLoginDto {
  @MaxLength(254, { message: m.tooLong(254) })
  @MinLength(1, { message: m.usernameRequired })
  @IsString({ message: m.usernameRequired })
  username!: string;

  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.tooLong(PASSWORD_MAX_LENGTH) })
  @IsString({ message: m.passwordRequired })
  password?: string;
}

/** POST /api/investor-password: create (set-up) without currentPassword, change with it. */
export class InvestorPasswordDto {
  // Accepted for the spec's request shape; the signed-in session decides whose password it is.
  @IsOptional()
  @MaxLength(254, { message: m.tooLong(254) })
  @IsString({ message: m.usernameRequired })
  username?: string;

  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.tooLong(PASSWORD_MAX_LENGTH) })
  @IsString({ message: m.passwordRequired })
  currentPassword?: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.tooLong(PASSWORD_MAX_LENGTH) })
  @MinLength(PASSWORD_MIN_LENGTH, { message: m.passwordTooShort })
  @IsString({ message: m.passwordTooShort })
  newPassword!: string;
}

export class PasswordResetRequestDto {
  @MaxLength(254, { message: m.tooLong(254) })
  @MinLength(1, { message: m.recoveryEmailRequired })
  @IsString({ message: m.recoveryEmailRequired })
  email!: string;
}

export class PasswordResetValidateDto {
  @MaxLength(200, { message: m.invalidResetToken })
  @MinLength(1, { message: m.invalidResetToken })
  @IsString({ message: m.invalidResetToken })
  token!: string;
}

export class PasswordResetConfirmDto {
  @MaxLength(200, { message: m.invalidResetToken })
  @MinLength(1, { message: m.invalidResetToken })
  @IsString({ message: m.invalidResetToken })
  token!: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.tooLong(PASSWORD_MAX_LENGTH) })
  @MinLength(PASSWORD_MIN_LENGTH, { message: m.passwordTooShort })
  @IsString({ message: m.passwordTooShort })
  password!: string;
}

// ---- responses

export type StaffMember = { id: string; email: string; name: string; role: StaffRole; disabled: boolean; createdAt: string };
export type StaffSessionResponse = { staff: StaffMember };

export type InvestorProfile = { id: string; username: string; email: string; name: string; needsPasswordSetup: boolean };
export type InvestorSessionResponse = { investor: InvestorProfile; needsPasswordSetup: boolean };
export type InvestorPasswordStatusResponse = { needsPasswordSetup: boolean };
/**
 * Signed in: `success: true` with the investor. An account that still needs its password
 * set up and sent no password is not signed in: a set-up link goes to its email instead
 * (`setupLinkSent: true`), so that knowing an email is never enough to enter.
 */
export type InvestorLoginResponse =
  | { success: true; investor: InvestorProfile; needsPasswordSetup: boolean }
  | { success: false; needsPasswordSetup: true; setupLinkSent: true };
export type InvestorPasswordResponse = { success: true };
export type PasswordResetRequestResponse = { success: true };
export type PasswordResetValidateResponse = { success: true; email: string };
export type PasswordResetConfirmResponse = { success: true };

/** POST /api/investor-setup-link/redeem: the one-time link emailed to an account that needs its password set up. */
export class RedeemSetupLinkDto {
  @MaxLength(200, { message: m.invalidResetToken })
  @MinLength(1, { message: m.invalidResetToken })
  @IsString({ message: m.invalidResetToken })
  token!: string;
}

/** POST /api/gates/:gate/unlock — the partners' portal and the gated deck. */
export class UnlockGateDto {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: m.tooLong(PASSWORD_MAX_LENGTH) })
  @MinLength(1, { message: 'Ingresa la contraseña' })
  @IsString({ message: 'Ingresa la contraseña' })
  password!: string;
}

export type GateStatus = { unlocked: boolean };
