import { Controller, Get, Header, Param, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataRoomAccessKind, DataRoomListing } from '@cdm/contracts';
import { uuidParam } from '../platform/http/uuid-param';
import { CurrentInvestor, InvestorGuard, type SignedInInvestor } from '../platform/identity';
import { OpenDataRoomDocumentCommand, ServedFile } from './commands/open-data-room-document.command';
import { serveFile } from './files/serve-file';
import { ListInvestorDataRoomQuery } from './queries/list-investor-data-room.query';

/** /data-room for a signed-in investor: the documents they may open; every view and download is recorded. */
@ApiTags('data-room')
@Controller('data-room')
@UseGuards(InvestorGuard)
export class DataRoomController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('documents')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Documentos del Data Room que el inversionista puede abrir' })
  list(@CurrentInvestor() investor: SignedInInvestor): Promise<DataRoomListing> {
    return this.queries.execute(new ListInvestorDataRoomQuery(investor.id));
  }

  @Get('documents/:id/view')
  @ApiOperation({ summary: 'Abre el documento en el navegador (PDF e imágenes); queda registrado' })
  view(@Param('id', uuidParam()) id: string, @CurrentInvestor() investor: SignedInInvestor, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.open(id, investor, 'view', request, reply);
  }

  @Get('documents/:id/download')
  @ApiOperation({ summary: 'Descarga el documento; queda registrado' })
  download(@Param('id', uuidParam()) id: string, @CurrentInvestor() investor: SignedInInvestor, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.open(id, investor, 'download', request, reply);
  }

  private async open(id: string, investor: SignedInInvestor, kind: DataRoomAccessKind, request: FastifyRequest, reply: FastifyReply): Promise<StreamableFile> {
    const file = await this.commands.execute<OpenDataRoomDocumentCommand, ServedFile>(
      new OpenDataRoomDocumentCommand(id, { id: investor.id, name: investor.name, email: investor.email }, kind, request.ip),
    );
    return serveFile(reply, file);
  }
}
