import { Controller, Get, Header, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  FieldError,
  LETTER_OF_INTENT_MESSAGES,
  LetterOfIntentResponse,
  SubmitLetterOfIntentDto,
  SubmitLetterOfIntentResponse,
  UNKNOWN_FIELD_MESSAGE,
} from '@cdm/contracts';
import { ID_DOCUMENT_MAX_BYTES } from '@cdm/domain';
import { AppConfig } from '../platform/config';
import { validateInput, ValidationFailedException } from '../platform/errors';
import { readMultipartForm } from '../platform/http/multipart';
import { GateGuard } from '../platform/identity';
import { SubmitLetterOfIntentCommand, SubmitLetterOfIntentResult } from './commands/submit-letter-of-intent.command';
import { currentLetterOfIntent } from './letter/letter-of-intent.text';
import { PublicFormThrottle } from '../platform/throttling';

const ID_FILE_FIELD = 'ineFile';
const m = LETTER_OF_INTENT_MESSAGES;

/** The partners' portal (public-site.md §2.5): the letter and its acceptance, both behind the portal's password. */
@ApiTags('leads')
@Controller()
@UseGuards(GateGuard('portal'))
export class LettersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  @Get('letter-of-intent')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Texto vigente de la carta de intención (solo con el portal de socios desbloqueado)' })
  letter(): LetterOfIntentResponse {
    const { version, sha256, title, introduction, sections, confirmations, text, fileName } = currentLetterOfIntent();
    return { version, sha256, title, introduction, sections, confirmations, text, fileName, mediatorIdDocumentUrl: this.config.mediatorIdDocumentUrl };
  }

  @Post('letter-submission')
  @PublicFormThrottle('letter-of-intent')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Aceptación de la carta de intención: name, email, ineFile (JPEG, PNG, WebP o PDF, máx. 10 MB)' })
  async submit(@Req() request: FastifyRequest): Promise<SubmitLetterOfIntentResponse> {
    // Read only now, after the gate guard: a locked session's upload is never parsed.
    const form = await readMultipartForm(request, {
      fileField: ID_FILE_FIELD,
      maxFileBytes: ID_DOCUMENT_MAX_BYTES,
      messages: { fileTooLarge: m.ineFileTooLarge, notMultipart: m.notMultipart, oneFileOnly: m.oneFileOnly },
    });
    const { value, errors } = validateInput(SubmitLetterOfIntentDto, form.fields);
    const problems: FieldError[] = [
      ...errors,
      ...form.files.filter((file) => file.fieldName !== ID_FILE_FIELD).map((file) => ({ field: file.fieldName, message: UNKNOWN_FIELD_MESSAGE })),
    ];
    const idFile = form.files.find((file) => file.fieldName === ID_FILE_FIELD && file.bytes.length > 0);
    if (!idFile) problems.push({ field: ID_FILE_FIELD, message: m.ineFile });
    if (problems.length > 0 || !idFile) throw new ValidationFailedException(problems);

    const result = await this.commands.execute<SubmitLetterOfIntentCommand, SubmitLetterOfIntentResult>(
      new SubmitLetterOfIntentCommand(value, { bytes: idFile.bytes }, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') }),
    );
    return { id: result.id, submittedAt: result.submittedAt.toISOString() };
  }
}
