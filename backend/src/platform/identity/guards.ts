import { CanActivate, createParamDecorator, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { IsNull, DataSource } from 'typeorm';
import type { StaffRole } from '@cdm/contracts';
import type { AuditContext } from '../audit/audit-trail';
import { NotSignedInError, RoleNotAllowedError } from './identity.errors';
import { InvestorAccountEntity } from './persistence/investor-account.entity';
import { StaffAccountEntity } from './persistence/staff-account.entity';
import { SESSION_COOKIES } from './session-cookies';
import { SessionStore } from './session-store';

export type SignedInStaff = { id: string; email: string; name: string; role: StaffRole; sessionId: string };
export type SignedInInvestor = { id: string; email: string; name: string; needsPasswordSetup: boolean; sessionId: string };

type AuthenticatedRequest = FastifyRequest & { staff?: SignedInStaff; investor?: SignedInInvestor };

const ROLES_KEY = 'staff-roles';
/** Restricts a staff route to some roles; without it any signed-in staff member may call it. */
export const StaffRoles = (...roles: StaffRole[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** For what is not a Nest route (the API description): is this request a signed-in, enabled staff member? */
  async isSignedInStaff(request: FastifyRequest): Promise<boolean> {
    const session = await this.sessions.resolve(request.cookies?.[SESSION_COOKIES.staff], 'staff');
    if (!session) return false;
    return this.dataSource.getRepository(StaffAccountEntity).existsBy({ id: session.subjectId, disabledAt: IsNull() });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const session = await this.sessions.resolve(request.cookies?.[SESSION_COOKIES.staff], 'staff');
    if (!session) throw new NotSignedInError();
    const account = await this.dataSource
      .getRepository(StaffAccountEntity)
      .findOneBy({ id: session.subjectId, disabledAt: IsNull() });
    if (!account) throw new NotSignedInError();
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (roles && !roles.includes(account.role)) throw new RoleNotAllowedError();
    request.staff = { id: account.id, email: account.email, name: account.name, role: account.role, sessionId: session.id };
    return true;
  }
}

@Injectable()
export class InvestorGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const session = await this.sessions.resolve(request.cookies?.[SESSION_COOKIES.investor], 'investor');
    if (!session) throw new NotSignedInError();
    const account = await this.dataSource.getRepository(InvestorAccountEntity).findOneBy({ id: session.subjectId });
    if (!account) throw new NotSignedInError();
    request.investor = {
      id: account.id,
      email: account.email,
      name: account.name,
      needsPasswordSetup: account.needsPasswordSetup,
      sessionId: session.id,
    };
    return true;
  }
}

export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthenticatedRequest>().staff!,
);

export const CurrentInvestor = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthenticatedRequest>().investor!,
);

/** The audit context of a staff request: who, and which request id. */
export const StaffAuditContext = createParamDecorator((_data: unknown, context: ExecutionContext): AuditContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const staff = request.staff!;
  return { actor: { type: 'staff', id: staff.id, name: staff.name }, requestId: String(request.id) };
});

/** The audit context of an investor request. */
export const InvestorAuditContext = createParamDecorator((_data: unknown, context: ExecutionContext): AuditContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const investor = request.investor!;
  return { actor: { type: 'investor', id: investor.id, name: investor.name }, requestId: String(request.id) };
});
