import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataRoomFileName, type DataRoomFileType } from '@cdm/domain';
import type { ServedFile } from '../commands/open-data-room-document.command';
import { DataRoomVersionNotFoundError } from '../dataroom.errors';
import { versionStream } from '../files/version-stream';
import { GetDataRoomVersionFileQuery } from './get-data-room-version-file.query';

@QueryHandler(GetDataRoomVersionFileQuery)
export class GetDataRoomVersionFileHandler implements IQueryHandler<GetDataRoomVersionFileQuery, ServedFile> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ documentId, versionId }: GetDataRoomVersionFileQuery): Promise<ServedFile> {
    const [row]: Array<{ title: string; number: number; content_type: DataRoomFileType; size_bytes: number }> = await this.dataSource.query(
      `SELECT d.title, v.number, v.content_type, v.size_bytes
         FROM dataroom_document_versions v JOIN dataroom_documents d ON d.id = v.document_id
        WHERE v.id = $1 AND v.document_id = $2 AND d.deleted_at IS NULL AND v.bytes IS NOT NULL`,
      [versionId, documentId],
    );
    if (!row) throw new DataRoomVersionNotFoundError();
    return {
      fileName: dataRoomFileName(row.title, row.number, row.content_type),
      contentType: row.content_type,
      sizeBytes: row.size_bytes,
      disposition: 'attachment',
      body: versionStream(this.dataSource, versionId, row.size_bytes),
    };
  }
}
