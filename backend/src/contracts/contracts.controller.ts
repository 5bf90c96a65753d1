import { Body, Controller, Get, HttpCode, Ip, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContractCodeSent, type MyContract, SignContractDto } from '@cdm/contracts';
import type { AuditContext } from '../platform/audit';
import { schemaRef } from '../platform/http/openapi';
import { uuidParam } from '../platform/http/uuid-param';
import { CurrentInvestor, InvestorAuditContext, InvestorGuard, type SignedInInvestor } from '../platform/identity';
import { RequestContractCodeCommand } from './commands/request-contract-code.command';
import { SignContractCommand } from './commands/sign-contract.command';
import { ContractNotFoundError } from './contracts.errors';
import { CONTRACTS_MESSAGES } from './contracts.messages';
import { ContractFile, GetContractFileQuery } from './queries/get-contract-file.query';
import { GetMyContractQuery } from './queries/get-my-contract.query';
import { sendPdf } from './send-pdf';

const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 500);

@ApiTags('contracts')
@Controller('my/contracts')
@UseGuards(InvestorGuard)
export class ContractsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('by-reservation/:id')
  async byReservation(@Param('id', uuidParam()) reservationId: string, @CurrentInvestor() investor: SignedInInvestor): Promise<MyContract> {
    const contract = await this.queries.execute<GetMyContractQuery, MyContract | null>(new GetMyContractQuery(investor.id, reservationId));
    if (!contract) throw new ContractNotFoundError(CONTRACTS_MESSAGES.noContractYet);
    return contract;
  }

  /** The exact bytes the page shows; their SHA-256 is in X-Document-Sha256 and is what the signature names. */
  @Get(':id/document')
  async document(@Param('id', uuidParam()) id: string, @CurrentInvestor() investor: SignedInInvestor, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.queries.execute<GetContractFileQuery, ContractFile>(new GetContractFileQuery(id, investor.id));
    await sendPdf(reply, file);
  }

  @Post(':id/code')
  @HttpCode(200)
  requestCode(@Param('id', uuidParam()) id: string, @CurrentInvestor() investor: SignedInInvestor, @Ip() ip: string): Promise<ContractCodeSent> {
    return this.commands.execute(new RequestContractCodeCommand(id, investor.id, ip));
  }

  @Post(':id/sign')
  @HttpCode(200)
  @ApiBody({ schema: schemaRef(SignContractDto) })
  async sign(
    @Param('id', uuidParam()) id: string,
    @Body() body: SignContractDto,
    @CurrentInvestor() investor: SignedInInvestor,
    @InvestorAuditContext() context: AuditContext,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
  ): Promise<{ signed: true }> {
    await this.commands.execute(new SignContractCommand(id, investor.id, body, ip, userAgentOf(request), context));
    return { signed: true };
  }
}
