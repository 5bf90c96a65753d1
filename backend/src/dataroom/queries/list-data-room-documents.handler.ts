import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DataRoomAdminDocument, DataRoomAdminList, DataRoomVersion } from '@cdm/contracts';
import { DataRoomRepository, type VersionRow } from '../persistence/data-room.repository';
import { dataRoomPaths } from './data-room-paths';
import { ListDataRoomDocumentsQuery } from './list-data-room-documents.query';

@QueryHandler(ListDataRoomDocumentsQuery)
export class ListDataRoomDocumentsHandler implements IQueryHandler<ListDataRoomDocumentsQuery, DataRoomAdminList> {
  constructor(private readonly dataRoom: DataRoomRepository) {}

  async execute(): Promise<DataRoomAdminList> {
    const documents = await this.dataRoom.staffDocuments();
    const versions = await this.dataRoom.versionsOf(documents.map((document) => document.id));
    const byDocument = new Map<string, VersionRow[]>();
    for (const version of versions) byDocument.set(version.document_id, [...(byDocument.get(version.document_id) ?? []), version]);

    return {
      documents: documents.map((row): DataRoomAdminDocument => ({
        id: row.id,
        title: row.title,
        folder: row.folder,
        description: row.description,
        visibility: row.visibility,
        watermark: row.watermark,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        versions: (byDocument.get(row.id) ?? []).map(
          (version, index): DataRoomVersion => ({
            id: version.id,
            number: version.number,
            contentType: version.content_type,
            sizeBytes: version.size_bytes,
            sha256: version.sha256,
            uploadedAt: version.uploaded_at.toISOString(),
            uploadedBy: version.uploaded_by_name,
            current: index === 0,
            fileUrl: dataRoomPaths.versionFile(row.id, version.id),
          }),
        ),
        accessCount: row.access_count,
        investorCount: row.investor_count,
        lastAccessAt: row.last_access_at?.toISOString() ?? null,
      })),
      folders: [...new Set(documents.map((document) => document.folder))].sort((a, b) => a.localeCompare(b, 'es-MX')),
    };
  }
}
