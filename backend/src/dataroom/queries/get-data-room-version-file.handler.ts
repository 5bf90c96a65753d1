import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { dataRoomFileName } from '@cdm/domain';
import type { ServedFile } from '../commands/open-data-room-document.command';
import { DataRoomVersionNotFoundError } from '../dataroom.errors';
import { versionStream } from '../files/version-stream';
import { DataRoomRepository } from '../persistence/data-room.repository';
import { GetDataRoomVersionFileQuery } from './get-data-room-version-file.query';

@QueryHandler(GetDataRoomVersionFileQuery)
export class GetDataRoomVersionFileHandler implements IQueryHandler<GetDataRoomVersionFileQuery, ServedFile> {
  constructor(private readonly dataRoom: DataRoomRepository) {}

  async execute({ documentId, versionId }: GetDataRoomVersionFileQuery): Promise<ServedFile> {
    const row = await this.dataRoom.versionFile(documentId, versionId);
    if (!row) throw new DataRoomVersionNotFoundError();
    return {
      fileName: dataRoomFileName(row.title, row.number, row.content_type),
      contentType: row.content_type,
      sizeBytes: row.size_bytes,
      disposition: 'attachment',
      body: versionStream(this.dataRoom.source, versionId, row.size_bytes),
    };
  }
}
