import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type ContractVerification, VerifyContractHashDto } from '@cdm/contracts';
import { ValidationFailedException } from '../platform/errors';
import { schemaRef } from '../platform/http/openapi';
import { readMultipartForm } from '../platform/http/multipart';
import { PublicFormThrottle } from '../platform/throttling';
import { sha256Hex } from './commands/contract-generation';
import { CONTRACTS_MESSAGES as m } from './contracts.messages';
import { VerifyContractQuery } from './queries/verify-contract.query';

/** A contract PDF is far below this; anything larger is not one of ours. */
const VERIFY_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** /verificar: anyone may ask whether a file (or its hash) is a contract we sealed, and when. Nothing else. */
@ApiTags('contracts')
@Controller('contracts')
export class ContractVerificationController {
  constructor(private readonly queries: QueryBus) {}

  @Post('verify')
  @HttpCode(200)
  @PublicFormThrottle('contract-verification')
  @ApiBody({ schema: schemaRef(VerifyContractHashDto) })
  verifyHash(@Body() body: VerifyContractHashDto): Promise<ContractVerification> {
    return this.queries.execute(new VerifyContractQuery(body.sha256));
  }

  @Post('verify-file')
  @HttpCode(200)
  @PublicFormThrottle('contract-verification')
  @ApiConsumes('multipart/form-data')
  async verifyFile(@Req() request: FastifyRequest): Promise<ContractVerification> {
    const form = await readMultipartForm(request, {
      fileField: 'archivo',
      maxFileBytes: VERIFY_MAX_FILE_BYTES,
      messages: { fileTooLarge: m.fileTooLarge, notMultipart: m.notMultipart, oneFileOnly: m.oneFileOnly },
    });
    const file = form.files.find((candidate) => candidate.fieldName === 'archivo');
    if (!file || file.bytes.length === 0) throw new ValidationFailedException([{ field: 'archivo', message: m.fileMissing }]);
    return this.queries.execute(new VerifyContractQuery(sha256Hex(file.bytes)));
  }
}
